// F9 signed links: a token opens only its own subscription, for its own purpose, before its expiry.
import { describe, expect, it } from "vitest";
import { CONFIRM_TOKEN_LIFETIME_MS, signToken, verifyToken } from "./tokens";

const SECRET = "a-test-secret-of-at-least-thirty-two-characters";
const now = new Date("2026-11-26T12:00:00Z");

describe("subscription tokens (F9)", () => {
  it("verifies its own confirm and unsubscribe tokens", () => {
    expect(verifyToken(signToken(42, "confirm", SECRET, now), "confirm", SECRET, now)).toEqual({ ok: true, subscriptionId: 42 });
    expect(verifyToken(signToken(42, "unsubscribe", SECRET, now), "unsubscribe", SECRET, now)).toEqual({ ok: true, subscriptionId: 42 });
  });

  it("refuses a confirm token after 7 days; an unsubscribe token never expires", () => {
    const confirm = signToken(7, "confirm", SECRET, now);
    expect(verifyToken(confirm, "confirm", SECRET, new Date(now.getTime() + CONFIRM_TOKEN_LIFETIME_MS - 1000)).ok).toBe(true);
    expect(verifyToken(confirm, "confirm", SECRET, new Date(now.getTime() + CONFIRM_TOKEN_LIFETIME_MS + 1000))).toEqual({ ok: false, reason: "expired" });
    expect(verifyToken(signToken(7, "unsubscribe", SECRET, now), "unsubscribe", SECRET, new Date("2036-01-01")).ok).toBe(true);
  });

  it("refuses a token used for the other purpose", () => {
    expect(verifyToken(signToken(7, "confirm", SECRET, now), "unsubscribe", SECRET, now)).toEqual({ ok: false, reason: "purpose" });
    expect(verifyToken(signToken(7, "unsubscribe", SECRET, now), "confirm", SECRET, now)).toEqual({ ok: false, reason: "purpose" });
  });

  it("refuses a tampered, foreign, truncated or absurd token", () => {
    const token = signToken(7, "unsubscribe", SECRET, now);
    const [body, mac] = token.split(".");
    const otherBody = Buffer.from(JSON.stringify({ s: 8, p: "unsubscribe", e: 0 })).toString("base64url");
    expect(verifyToken(`${otherBody}.${mac}`, "unsubscribe", SECRET, now)).toEqual({ ok: false, reason: "invalid" });
    expect(verifyToken(`${body}.${mac!.slice(0, -2)}xx`, "unsubscribe", SECRET, now)).toEqual({ ok: false, reason: "invalid" });
    expect(verifyToken(token, "unsubscribe", "another-secret-of-at-least-thirty-two-chars", now)).toEqual({ ok: false, reason: "invalid" });
    for (const bad of [undefined, "", ".", "abc", `${token}.x`, ["a"], 42, "a".repeat(10_000)]) expect(verifyToken(bad, "unsubscribe", SECRET, now).ok).toBe(false);
  });
});
