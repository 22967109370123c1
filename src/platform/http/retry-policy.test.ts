import { describe, expect, it } from "vitest";
import { retryLimit, retryPolicy, retryStatusCodes } from "./retry-policy";

const RETRYABLE = [408, 409, 425, 429, 500, 502, 503, 504];

describe("E2 fetch retry policy", () => {
  it.each(RETRYABLE)("E2 retries a GET once on %i", (status) => {
    expect(retryPolicy("GET", status)).toEqual({ retry: true, fails: true });
  });

  it("E2 treats HEAD like GET and accepts lower-case methods", () => {
    expect(retryPolicy("head", 503).retry).toBe(true);
    expect(retryPolicy("get", 429).retry).toBe(true);
  });

  it.each(["POST", "PUT", "PATCH", "DELETE"])("E2 never retries %s", (method) => {
    for (const status of RETRYABLE) expect(retryPolicy(method, status).retry).toBe(false);
    expect(retryLimit(method)).toBe(0);
  });

  it.each([400, 401, 403, 404, 410, 422, 501, 505, 599])("E2 raises without retry on %i", (status) => {
    expect(retryPolicy("GET", status)).toEqual({ retry: false, fails: true });
  });

  it("E2 success and redirect statuses neither retry nor fail", () => {
    for (const status of [200, 204, 304]) expect(retryPolicy("GET", status)).toEqual({ retry: false, fails: false });
  });

  it("E2 gives reads one extra attempt and lists the spec's status codes for ofetch", () => {
    expect(retryLimit("GET")).toBe(1);
    expect(retryLimit(undefined)).toBe(1);
    expect(retryStatusCodes).toEqual(RETRYABLE);
  });
});
