import { describe, expect, it } from "vitest";
import { solvedField } from "@/platform/captcha/testing";
import { SignInChallenges } from "@/features/account/server";
import { altchaVerifier, createFormChallenges, formChallengeDifficulty, FORM_CHALLENGE_DIFFICULTY } from "./altcha";
import { captchaClientConfigFrom, formCaptcha } from "./index";

const EASY = { cost: 10, minCounter: 5, maxCounter: 40, ttlSeconds: 600 };
const context = { clientAddress: "198.51.100.4", action: "form_contact" };

describe("X9: the forms' embedded captcha (ALTCHA)", () => {
  it("accepts a solution once, and refuses a missing one and a sign-in challenge's", async () => {
    const challenges = createFormChallenges("forms-secret-forms-secret-forms-secret", EASY);
    const verifier = altchaVerifier(challenges);
    const field = await solvedField(await challenges.create());
    expect(await verifier.verify(field, context)).toEqual({ ok: true });
    expect(await verifier.verify(field, context)).toEqual({ ok: false, reason: "refused" });
    expect(await verifier.verify(undefined, context)).toEqual({ ok: false, reason: "missing" });
    const signIn = new SignInChallenges("forms-secret-forms-secret-forms-secret", EASY);
    expect(await verifier.verify(await solvedField(await signIn.create()), context)).toEqual({ ok: false, reason: "refused" });
  });

  it("is much lighter than the sign-in lock, and a bench can lower it", () => {
    expect(FORM_CHALLENGE_DIFFICULTY.cost * FORM_CHALLENGE_DIFFICULTY.maxCounter).toBeLessThan(3_000 * 4_000 / 5);
    expect(formChallengeDifficulty({ FORMS_ALTCHA_COST: "5", FORMS_ALTCHA_MAX_COUNTER: "20" })).toMatchObject({ cost: 5, maxCounter: 20, minCounter: 4 });
    expect(formChallengeDifficulty({ FORMS_ALTCHA_COST: "-1" })).toMatchObject({ cost: FORM_CHALLENGE_DIFFICULTY.cost });
  });

  it("is chosen by CAPTCHA_PROVIDER, and a half-configured reCAPTCHA stops the server", () => {
    expect(captchaClientConfigFrom({})).toEqual({ provider: "altcha", challengeUrl: "/api/forms/challenge" });
    expect(captchaClientConfigFrom({ CAPTCHA_PROVIDER: "recaptcha", RECAPTCHA_SITE_KEY: "site", RECAPTCHA_SECRET_KEY: "secret" })).toEqual({ provider: "recaptcha", siteKey: "site" });
    expect(() => captchaClientConfigFrom({ CAPTCHA_PROVIDER: "recaptcha", RECAPTCHA_SITE_KEY: "site" })).toThrow(/RECAPTCHA_SECRET_KEY/);
    expect(() => captchaClientConfigFrom({ CAPTCHA_PROVIDER: "hcaptcha" })).toThrow(/CAPTCHA_PROVIDER/);
    expect(formCaptcha({ CAPTCHA_PROVIDER: "recaptcha", RECAPTCHA_SITE_KEY: "a", RECAPTCHA_SECRET_KEY: "b" }).provider).toBe("recaptcha");
    expect(formCaptcha({ SESSION_SECRET: "x".repeat(32) }).provider).toBe("altcha");
  });
});
