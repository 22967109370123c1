import { describe, expect, it } from "vitest";
import { backoffDelay, classifyHttpStatus, nextStep, parseRetryAfter, sinkPause, truncateError } from "./policy";

describe("backoffDelay (X11)", () => {
  it("doubles from 2 s per failed attempt, between half and all of the step", () => {
    expect(backoffDelay(1, () => 1)).toBe(2_000);
    expect(backoffDelay(1, () => 0)).toBe(1_000);
    expect(backoffDelay(2, () => 1)).toBe(4_000);
    expect(backoffDelay(5, () => 0.5)).toBe(24_000);
  });

  it("stops growing at 15 minutes, however many attempts failed", () => {
    expect(backoffDelay(30, () => 1)).toBe(15 * 60_000);
    expect(backoffDelay(10_000, () => 1)).toBe(15 * 60_000);
    expect(backoffDelay(10_000, () => 0)).toBe(7.5 * 60_000);
  });

  it("takes another base and cap", () => {
    expect(backoffDelay(3, () => 1, { baseMs: 10, capMs: 30 })).toBe(30);
  });
});

describe("parseRetryAfter", () => {
  const now = Date.parse("2026-11-26T12:00:00Z");
  it("reads seconds and HTTP dates", () => {
    expect(parseRetryAfter("7", now)).toBe(7_000);
    expect(parseRetryAfter("Thu, 26 Nov 2026 12:00:30 GMT", now)).toBe(30_000);
    expect(parseRetryAfter("Thu, 26 Nov 2026 11:00:00 GMT", now)).toBe(0);
  });
  it("ignores what it cannot read and caps what is too long", () => {
    expect(parseRetryAfter(undefined, now)).toBeUndefined();
    expect(parseRetryAfter("soon", now)).toBeUndefined();
    expect(parseRetryAfter("-5", now)).toBeUndefined();
    expect(parseRetryAfter("999999999", now)).toBe(60 * 60_000);
  });
});

describe("classifyHttpStatus", () => {
  it("counts 2xx and 409 (already received) as delivered", () => {
    for (const status of [200, 201, 202, 204, 409]) expect(classifyHttpStatus(status, "")).toEqual({ kind: "delivered" });
  });
  it("retries 408, 429 and 5xx, with the service's Retry-After", () => {
    expect(classifyHttpStatus(500, "boom")).toEqual({ kind: "retryable", error: "HTTP 500: boom" });
    expect(classifyHttpStatus(408, "")).toMatchObject({ kind: "retryable" });
    expect(classifyHttpStatus(503, "", "2")).toEqual({ kind: "retryable", error: "HTTP 503", retryAfterMs: 2_000 });
    expect(classifyHttpStatus(429, "slow down", "12")).toEqual({ kind: "retryable", error: "HTTP 429: slow down", retryAfterMs: 12_000 });
  });
  it("gives other 4xx and redirects to an operator", () => {
    for (const status of [400, 401, 403, 404, 410, 413, 422, 301, 302]) expect(classifyHttpStatus(status, "")).toMatchObject({ kind: "permanent" });
  });
});

describe("nextStep", () => {
  const half = () => 0.5;
  it("delivered stays delivered; a refusal fails at once", () => {
    expect(nextStep({ kind: "delivered" }, 1, 12, half)).toEqual({ status: "delivered" });
    expect(nextStep({ kind: "permanent", error: "HTTP 400" }, 1, 12, half)).toEqual({ status: "failed", error: "HTTP 400" });
  });
  it("retries after the backoff or the service's Retry-After, whichever is later", () => {
    expect(nextStep({ kind: "retryable", error: "HTTP 500" }, 1, 12, half)).toEqual({ status: "pending", delayMs: 1_500, error: "HTTP 500" });
    expect(nextStep({ kind: "retryable", error: "HTTP 429", retryAfterMs: 60_000 }, 1, 12, half)).toMatchObject({ delayMs: 60_000 });
    expect(nextStep({ kind: "retryable", error: "HTTP 429", retryAfterMs: 10 }, 3, 12, half)).toMatchObject({ delayMs: 6_000 });
  });
  it("fails after the last attempt", () => {
    expect(nextStep({ kind: "retryable", error: "timed out" }, 12, 12, half)).toEqual({ status: "failed", error: "timed out (gave up after 12 attempts)" });
  });
});

describe("sinkPause", () => {
  const failure = { kind: "retryable" as const, error: "HTTP 503" };
  it("grows with the failures in a row, up to a minute", () => {
    expect(sinkPause(1, failure, () => 1)).toBe(2_000);
    expect(sinkPause(3, failure, () => 1)).toBe(8_000);
    expect(sinkPause(20, failure, () => 1)).toBe(60_000);
  });
  it("waits at least the service's Retry-After", () => {
    expect(sinkPause(1, { ...failure, retryAfterMs: 30_000 }, () => 1)).toBe(30_000);
    expect(sinkPause(1, { ...failure, retryAfterMs: 10 * 3_600_000 }, () => 1)).toBe(3_600_000);
  });
});

describe("truncateError", () => {
  it("keeps one short line", () => {
    expect(truncateError("a\n  b")).toBe("a b");
    expect(truncateError("x".repeat(900))).toHaveLength(500);
  });
});
