import { describe, expect, it } from "vitest";
import { activeSinkNames, marketingServiceConfig, outboxConfig } from "./config";

describe("outbox configuration (X11)", () => {
  it("keeps submissions locally without MARKETING_FORMS_URL", () => {
    expect(activeSinkNames({})).toEqual([]);
    expect(activeSinkNames({ MARKETING_FORMS_URL: "  " })).toEqual([]);
    expect(marketingServiceConfig({})).toBeUndefined();
    expect(outboxConfig({})).toMatchObject({ maxAttempts: 12, pollMs: 3_000, concurrency: 8, leaseMs: 60_000 });
  });

  it("delivers to the marketing service when its URL is set", () => {
    const env = { MARKETING_FORMS_URL: "https://forms.example/hooks/voltline", MARKETING_FORMS_TOKEN: "t0k", MARKETING_FORMS_TIMEOUT_MS: "30000", OUTBOX_MAX_ATTEMPTS: "3" };
    expect(activeSinkNames(env)).toEqual(["marketing"]);
    expect(outboxConfig(env)).toMatchObject({ marketing: { url: "https://forms.example/hooks/voltline", token: "t0k", timeoutMs: 30_000 }, maxAttempts: 3, leaseMs: 90_000 });
  });

  it("refuses values that cannot work, naming the variable", () => {
    expect(() => marketingServiceConfig({ MARKETING_FORMS_URL: "forms.example" })).toThrow(/MARKETING_FORMS_URL/);
    expect(() => marketingServiceConfig({ MARKETING_FORMS_URL: "file:///etc/passwd" })).toThrow(/http/);
    expect(() => outboxConfig({ OUTBOX_MAX_ATTEMPTS: "0" })).toThrow(/OUTBOX_MAX_ATTEMPTS/);
    expect(() => outboxConfig({ MARKETING_FORMS_URL: "http://x", MARKETING_FORMS_TIMEOUT_MS: "2.5" })).toThrow(/MARKETING_FORMS_TIMEOUT_MS/);
  });
});
