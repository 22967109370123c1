import { describe, expect, it } from "vitest";
import { anonymousToken, anonymousTokenFromCookies, cookieDuration, insightsRegion, isAnonymousToken, isValidUserToken } from "./tokens";

describe("events client rules (S5)", () => {
  it("keeps the anonymous cookie 6 x 30 days by default and refuses fractional durations", () => {
    expect(cookieDuration()).toBe(6 * 30 * 24 * 3600 * 1000);
    expect(cookieDuration(1000)).toBe(1000);
    expect(() => cookieDuration(1.5)).toThrow(/integer/);
    expect(() => cookieDuration(Number.NaN)).toThrow(/integer/);
  });

  it("accepts only the de and us regions", () => {
    expect(insightsRegion("de")).toBe("de");
    expect(insightsRegion("us")).toBe("us");
    expect(insightsRegion(undefined)).toBeUndefined();
    expect(() => insightsRegion("eu")).toThrow(/de, us/);
  });

  it("recognises anonymous tokens by their prefix", () => {
    const token = anonymousToken("0f8b6c1e-2a1d-4a43-9e0b-6d1c1f3b2a10");
    expect(token).toBe("anonymous-0f8b6c1e-2a1d-4a43-9e0b-6d1c1f3b2a10");
    expect(isAnonymousToken(token)).toBe(true);
    expect(isAnonymousToken("user-42")).toBe(false);
  });

  it("reads the _ALGOLIA cookie only when it holds an anonymous token", () => {
    expect(anonymousTokenFromCookies("a=1; _ALGOLIA=anonymous-abc; b=2")).toBe("anonymous-abc");
    expect(anonymousTokenFromCookies("_ALGOLIA=user-42")).toBeUndefined();
    expect(anonymousTokenFromCookies("other=anonymous-abc")).toBeUndefined();
  });

  it("validates user tokens against Algolia's alphabet and length", () => {
    expect(isValidUserToken("anonymous-abc_=+/")).toBe(true);
    expect(isValidUserToken("")).toBe(false);
    expect(isValidUserToken("a".repeat(130))).toBe(false);
    expect(isValidUserToken("has space")).toBe(false);
  });
});
