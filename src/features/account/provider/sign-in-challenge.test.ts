import { describe, expect, it } from "vitest";
import { solvedField } from "@/platform/captcha/testing";
import { SignInChallenges } from "./sign-in-challenge";

const EASY = { cost: 10, minCounter: 5, maxCounter: 40, ttlSeconds: 600 };

describe("issue 12 item 11: the sign-in proof of work", () => {
  it("accepts a solved challenge it issued, once", async () => {
    const challenges = new SignInChallenges("challenge-secret-challenge-secret", EASY);
    const field = await solvedField(await challenges.create());
    expect(await challenges.verify(field)).toBe(true);
    expect(await challenges.verify(field)).toBe(false);
  });

  it("refuses a challenge another secret signed, a wrong solution, an expired one, the widget's test mode and garbage", async () => {
    const challenges = new SignInChallenges("challenge-secret-challenge-secret", EASY);
    const foreign = new SignInChallenges("another-secret-another-secret-xx", EASY);
    expect(await challenges.verify(await solvedField(await foreign.create()))).toBe(false);

    const challenge = await challenges.create();
    const decoded = JSON.parse(Buffer.from(await solvedField(challenge), "base64").toString("utf8")) as { solution: { counter: number; derivedKey: string } };
    const wrong = { challenge, solution: { ...decoded.solution, derivedKey: "00".repeat(32) } };
    expect(await challenges.verify(Buffer.from(JSON.stringify(wrong)).toString("base64"))).toBe(false);
    // A cheaper challenge with the same signature: parameters are signed, so it is refused.
    const cheaper = { challenge: { ...challenge, parameters: { ...challenge.parameters, cost: 1 } }, solution: decoded.solution };
    expect(await challenges.verify(Buffer.from(JSON.stringify(cheaper)).toString("base64"))).toBe(false);

    let clock = Date.now();
    const timed = new SignInChallenges("challenge-secret-challenge-secret", EASY, () => clock);
    const late = await solvedField(await timed.create());
    clock += 11 * 60_000;
    expect(await timed.verify(late)).toBe(false);

    for (const field of [
      undefined,
      "",
      "not base64 json",
      Buffer.from(JSON.stringify({ challenge: null, solution: null, test: true })).toString("base64"),
      Buffer.from("[]").toString("base64"),
      "A".repeat(10_000),
    ]) {
      expect(await challenges.verify(field)).toBe(false);
    }
  });

  it("costs the browser real work: the solution is a counter drawn from the configured range", async () => {
    const challenges = new SignInChallenges("challenge-secret-challenge-secret", { ...EASY, minCounter: 30, maxCounter: 31 });
    const decoded = JSON.parse(Buffer.from(await solvedField(await challenges.create()), "base64").toString("utf8")) as { solution: { counter: number } };
    expect(decoded.solution.counter).toBeGreaterThanOrEqual(30);
  });
});
