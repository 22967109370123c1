// The captcha of this process (X9), chosen by CAPTCHA_PROVIDER: `altcha` (default, embedded, no outside host) or
// `recaptcha` (RECAPTCHA_SITE_KEY for the browser, RECAPTCHA_SECRET_KEY for site-verify).
import { randomBytes } from "node:crypto";
import type { PolicySources } from "@/platform/server/security-headers";
import type { AltchaChallenges } from "@/platform/captcha/altcha";
import { altchaVerifier, createFormChallenges } from "./altcha";
import type { CaptchaVerifier } from "./port";
import { DEFAULT_RECAPTCHA_MIN_SCORE, DEFAULT_RECAPTCHA_VERIFY_URL, recaptchaVerifier } from "./recaptcha";

export type { CaptchaVerdict, CaptchaVerifier, CaptchaContext } from "./port";

export type CaptchaClientConfig = { provider: "altcha"; challengeUrl: string } | { provider: "recaptcha"; siteKey: string };

export const FORM_CHALLENGE_URL = "/api/forms/challenge";

type Env = Record<string, string | undefined>;

function provider(env: Env): "altcha" | "recaptcha" {
  const value = (env.CAPTCHA_PROVIDER ?? "altcha").trim().toLowerCase() || "altcha";
  if (value !== "altcha" && value !== "recaptcha") throw new Error(`CAPTCHA_PROVIDER must be "altcha" or "recaptcha", not "${value}"`);
  if (value === "recaptcha" && (!env.RECAPTCHA_SITE_KEY || !env.RECAPTCHA_SECRET_KEY)) throw new Error("CAPTCHA_PROVIDER=recaptcha needs RECAPTCHA_SITE_KEY and RECAPTCHA_SECRET_KEY");
  return value;
}

export function captchaClientConfigFrom(env: Env): CaptchaClientConfig {
  return provider(env) === "recaptcha" ? { provider: "recaptcha", siteKey: env.RECAPTCHA_SITE_KEY! } : { provider: "altcha", challengeUrl: FORM_CHALLENGE_URL };
}

/**
 * What the browser needs from Google under reCAPTCHA (ADR 25's hashed CSP, Google's reCAPTCHA CSP guidance): api.js
 * from www.google.com/recaptcha/ loads its code from www.gstatic.com/recaptcha/ and runs in a frame of
 * www.google.com/recaptcha/ (recaptcha.google.com/recaptcha/ for some challenges). Paths, not whole hosts, so nothing
 * else of Google's runs on the site. connect-src: the same path, for the page-side script's own requests.
 */
export const RECAPTCHA_POLICY_SOURCES = {
  scriptOrigins: ["https://www.google.com/recaptcha/", "https://www.gstatic.com/recaptcha/"],
  frameOrigins: ["https://www.google.com/recaptcha/", "https://recaptcha.google.com/recaptcha/"],
  connectOrigins: ["https://www.google.com/recaptcha/"],
} as const satisfies PolicySources;

/** The CSP sources the configured captcha needs: Google's under reCAPTCHA, none for the embedded ALTCHA (same origin). */
export function captchaPolicySources(env: Env = process.env): PolicySources {
  return provider(env) === "recaptcha" ? RECAPTCHA_POLICY_SOURCES : {};
}

function minScore(value: string | undefined): number {
  const score = Number(value);
  if (value === undefined || value.trim() === "") return DEFAULT_RECAPTCHA_MIN_SCORE;
  if (!Number.isFinite(score) || score < 0 || score > 1) throw new Error(`RECAPTCHA_MIN_SCORE must be a number from 0 to 1, not "${value}"`);
  return score;
}

// One per process, shared by every bundle copy of this module (the challenge route and the form route are separate
// bundles): a challenge issued by one is verified by the other, and a spent solution stays spent.
const store = globalThis as typeof globalThis & { __voltlineFormCaptcha?: { key: string; verifier: CaptchaVerifier; challenges?: AltchaChallenges } };

/** The secret form challenges are signed with: FORMS_SECRET, else SESSION_SECRET, else one per process. */
export function formsSecret(env: Env = process.env): string {
  const stored = globalThis as typeof globalThis & { __voltlineFormsSecret?: string };
  return env.FORMS_SECRET || env.SESSION_SECRET || (stored.__voltlineFormsSecret ??= randomBytes(32).toString("hex"));
}

function current(env: Env) {
  const kind = provider(env);
  const key = [kind, env.RECAPTCHA_SECRET_KEY, env.RECAPTCHA_VERIFY_URL, env.RECAPTCHA_MIN_SCORE, formsSecret(env), env.FORMS_ALTCHA_COST, env.FORMS_ALTCHA_MAX_COUNTER].join("\u0000");
  if (store.__voltlineFormCaptcha?.key === key) return store.__voltlineFormCaptcha;
  if (kind === "recaptcha") {
    store.__voltlineFormCaptcha = {
      key,
      verifier: recaptchaVerifier({ secret: env.RECAPTCHA_SECRET_KEY!, verifyUrl: env.RECAPTCHA_VERIFY_URL || DEFAULT_RECAPTCHA_VERIFY_URL, minScore: minScore(env.RECAPTCHA_MIN_SCORE) }),
    };
  } else {
    const challenges = createFormChallenges(formsSecret(env));
    store.__voltlineFormCaptcha = { key, verifier: altchaVerifier(challenges), challenges };
  }
  return store.__voltlineFormCaptcha;
}

export function formCaptcha(env: Env = process.env): CaptchaVerifier {
  return current(env).verifier;
}

/** The embedded provider's challenges, or undefined when reCAPTCHA is configured (GET /api/forms/challenge answers 404). */
export function formChallenges(env: Env = process.env): AltchaChallenges | undefined {
  return current(env).challenges;
}

export const CAPTCHA_ENV_VARIABLES = [
  { name: "CAPTCHA_PROVIDER", default: "altcha", description: "Forms captcha (X9): altcha (embedded proof of work) or recaptcha (reCAPTCHA v3)" },
  { name: "RECAPTCHA_SITE_KEY", default: "(unset)", description: "reCAPTCHA v3 site key given to the browser" },
  { name: "RECAPTCHA_SECRET_KEY", default: "(unset)", description: "reCAPTCHA v3 secret key for site-verify" },
  { name: "RECAPTCHA_VERIFY_URL", default: DEFAULT_RECAPTCHA_VERIFY_URL, description: "site-verify endpoint (a local fake in tests)" },
  { name: "RECAPTCHA_MIN_SCORE", default: String(DEFAULT_RECAPTCHA_MIN_SCORE), description: "Lowest reCAPTCHA v3 score accepted (0 to 1)" },
  { name: "FORMS_ALTCHA_COST", default: "1000", description: "PBKDF2 iterations per guess of the forms' proof of work" },
  { name: "FORMS_ALTCHA_MAX_COUNTER", default: "1000", description: "Largest counter of the forms' proof of work (average work is half of it times the cost)" },
] as const;
