// X9 in production: under CAPTCHA_PROVIDER=recaptcha the site's hashed CSP (ADR 25) lets reCAPTCHA v3 load its
// script and frame from Google's reCAPTCHA paths; the embedded ALTCHA keeps the strict policy (no outside host, no frame).
import { describe, expect, it } from "vitest";
import { contentSecurityPolicy, securityPolicyConfig } from "@/platform/server/security-headers";
import { captchaPolicySources } from "./index";

const directives = (policy: string) => new Map(policy.split("; ").map((d) => [d.split(" ")[0]!, d.split(" ").slice(1)]));
const policyFor = (env: Record<string, string | undefined>) => directives(contentSecurityPolicy(securityPolicyConfig(env, [], [captchaPolicySources(env)]), ["'sha256-abc='"]));
const RECAPTCHA = { CAPTCHA_PROVIDER: "recaptcha", RECAPTCHA_SITE_KEY: "site-key", RECAPTCHA_SECRET_KEY: "secret-key" };

describe("the CSP and the forms' captcha (X9, ADR 25)", () => {
  it("allows Google's reCAPTCHA script, frame and connect paths only under reCAPTCHA", () => {
    const policy = policyFor(RECAPTCHA);
    expect(policy.get("script-src")).toEqual(["'self'", "'sha256-abc='", "https://www.google.com/recaptcha/", "https://www.gstatic.com/recaptcha/"]);
    expect(policy.get("frame-src")).toEqual(["'self'", "https://www.google.com/recaptcha/", "https://recaptcha.google.com/recaptcha/"]);
    expect(policy.get("connect-src")).toEqual(["'self'", "https://www.google.com/recaptcha/"]);
    // Nothing else opens: no eval, no inline script, no other host, pages still cannot be framed.
    expect(policy.get("script-src")).not.toContain("'unsafe-inline'");
    expect(policy.get("script-src")).not.toContain("'unsafe-eval'");
    expect(policy.get("default-src")).toEqual(["'self'"]);
    expect(policy.get("frame-ancestors")).toEqual(["'none'"]);
  });

  it("keeps the embedded default's strict policy: no Google, no frame-src (frames fall back to 'self')", () => {
    for (const env of [{}, { CAPTCHA_PROVIDER: "altcha", RECAPTCHA_SITE_KEY: "site-key", RECAPTCHA_SECRET_KEY: "secret-key" }]) {
      const policy = policyFor(env);
      expect(policy.get("script-src")).toEqual(["'self'", "'sha256-abc='"]);
      expect(policy.get("connect-src")).toEqual(["'self'"]);
      expect(policy.has("frame-src")).toBe(false);
      expect([...policy.values()].flat().join(" ")).not.toMatch(/google|gstatic/);
    }
  });

  it("refuses a half-configured reCAPTCHA at start rather than serve a policy for it", () => {
    expect(() => captchaPolicySources({ CAPTCHA_PROVIDER: "recaptcha" })).toThrow(/RECAPTCHA_SITE_KEY/);
  });
});
