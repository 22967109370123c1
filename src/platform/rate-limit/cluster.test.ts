import { describe, expect, it } from "vitest";
import { answerQuestion, type PrimaryService } from "@/platform/server/cluster";
import { clusterRateLimitStore, primaryRateLimits, RATE_LIMIT_TOPIC, type RateLimitQuestion } from "./cluster";

const LIMIT = { count: 3, windowMs: 60_000 };

/** Two workers asking one primary, as the IPC channel would carry it (a structured clone each way). */
function twoWorkers(clock = { now: 0 }) {
  const primary = primaryRateLimits(() => clock.now);
  const services = new Map<string, PrimaryService>([[primary.topic, primary]]);
  const ask = async (question: RateLimitQuestion) => structuredClone(answerQuestion(services, { voltline: "primary", topic: RATE_LIMIT_TOPIC, id: 1, payload: structuredClone(question) }).answer);
  return [clusterRateLimitStore({ name: "forms", limit: LIMIT, ask }), clusterRateLimitStore({ name: "forms", limit: LIMIT, ask })] as const;
}

describe("rate limits counted by the primary of several workers (ADR 76 amendment)", () => {
  it("counts a client once across the workers its requests reach (each counting alone let 2 x 3 through)", async () => {
    const [a, b] = twoWorkers();
    const verdicts = [];
    for (let i = 0; i < 6; i++) verdicts.push((await (i % 2 ? b : a).take("203.0.113.7")).ok);
    expect(verdicts).toEqual([true, true, true, false, false, false]);
    expect(await b.take("203.0.113.8")).toEqual({ ok: true });
  });

  it("says how long to wait, and opens again when the window ends", async () => {
    const clock = { now: 0 };
    const [a, b] = twoWorkers(clock);
    for (let i = 0; i < 3; i++) await a.take("k");
    clock.now = 20_000;
    expect(await b.take("k")).toEqual({ ok: false, retryAfterSeconds: 40 });
    clock.now = 60_000;
    expect(await b.take("k")).toEqual({ ok: true });
  });

  it("keeps each limit (name and value) on its own", async () => {
    const primary = primaryRateLimits();
    for (let i = 0; i < 3; i++) primary.answer({ name: "forms", limit: LIMIT, key: "k" });
    expect(primary.answer({ name: "forms", limit: LIMIT, key: "k" })).toMatchObject({ ok: false });
    expect(primary.answer({ name: "crossref", limit: LIMIT, key: "k" })).toEqual({ ok: true });
    expect(primary.answer({ name: "forms", limit: { count: 5, windowMs: 60_000 }, key: "k" })).toEqual({ ok: true });
  });

  it("answers nothing to a malformed question", () => {
    const primary = primaryRateLimits();
    for (const payload of [undefined, null, "k", { name: "forms", key: "k" }, { name: "forms", key: 1, limit: LIMIT }, { name: "forms", key: "k", limit: { count: 0, windowMs: 1 } }, { name: "forms", key: "k", limit: { count: 1, windowMs: Infinity } }]) {
      expect(primary.answer(payload)).toBeUndefined();
    }
  });

  it("counts in the worker's own memory when the primary does not answer, fails or answers nonsense: never an open door", async () => {
    for (const ask of [async () => undefined, async () => Promise.reject(new Error("channel closed")), async () => ({ ok: "yes" })]) {
      const store = clusterRateLimitStore({ name: "forms", limit: LIMIT, ask });
      const verdicts = [];
      for (let i = 0; i < 4; i++) verdicts.push((await store.take("k")).ok);
      expect(verdicts).toEqual([true, true, true, false]);
    }
  });

  it("a question on a topic the primary does not serve, or one its service fails on, is answered with nothing", () => {
    const failing: PrimaryService = {
      topic: "broken",
      answer: () => {
        throw new Error("boom");
      },
    };
    const services = new Map([[failing.topic, failing]]);
    expect(answerQuestion(services, { voltline: "primary", topic: "unknown", id: 7, payload: {} })).toEqual({ voltline: "primary", id: 7, answer: undefined });
    expect(answerQuestion(services, { voltline: "primary", topic: "broken", id: 8, payload: {} })).toEqual({ voltline: "primary", id: 8, answer: undefined });
  });
});
