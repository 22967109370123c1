import { describe, expect, it } from "vitest";
import { NoScriptChecks } from "./noscript-check";

describe("the spam check of a form posted without JavaScript (issue 13, X9)", () => {
  it("accepts the right sum once", () => {
    const checks = new NoScriptChecks("secret");
    const { first, second, token } = checks.create();
    expect(first).toBeGreaterThanOrEqual(2);
    expect(second).toBeLessThan(10);
    expect(checks.verify(token, String(first + second + 1))).toBe(false);
    expect(checks.verify(token, ` ${first + second} `)).toBe(true);
    expect(checks.verify(token, String(first + second))).toBe(false);
  });

  it("refuses expired, forged, foreign and malformed tokens and answers", () => {
    let now = 1_000_000_000_000;
    const checks = new NoScriptChecks("secret", () => now);
    const { first, second, token } = checks.create();
    const sum = String(first + second);
    expect(new NoScriptChecks("other").verify(token, sum)).toBe(false);
    expect(checks.verify(token.replace(/\.\d+\./, ".9999999999."), sum)).toBe(false);
    for (const bad of [undefined, 12, "", "ns1", "ns1...", "x".repeat(500), "altcha-payload"]) expect(checks.verify(bad, sum)).toBe(false);
    for (const bad of [undefined, "", "twelve", "1".repeat(20), "1e1"]) expect(checks.verify(token, bad)).toBe(false);
    now += 31 * 60 * 1000;
    expect(checks.verify(token, sum)).toBe(false);
  });

  it("never writes the answer in the token", () => {
    const checks = new NoScriptChecks("secret");
    const { first, second, token } = checks.create();
    expect(token.split(".")).toHaveLength(4);
    expect(token).not.toContain(`.${first + second}.`);
  });
});
