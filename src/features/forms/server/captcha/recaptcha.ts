// Production captcha adapter (X9): reCAPTCHA v3's site-verify. The browser asks Google for a token for the form's
// action; the server posts it with the secret and the client's address, and accepts it when Google says it succeeded,
// for this action, with a score at or above the threshold. A verify service that fails or is slow refuses with "try
// again" (unavailable), never a 5xx.
import type { CaptchaVerifier, CaptchaVerdict } from "./port";

export const DEFAULT_RECAPTCHA_VERIFY_URL = "https://www.google.com/recaptcha/api/siteverify";
export const DEFAULT_RECAPTCHA_MIN_SCORE = 0.5;
export const RECAPTCHA_TIMEOUT_MS = 3_000;
/** A token longer than this is no token of Google's: refused without asking. */
const MAX_TOKEN_CHARS = 4_096;

export interface RecaptchaOptions {
  secret: string;
  verifyUrl?: string;
  minScore?: number;
  timeoutMs?: number;
  fetch?: typeof fetch;
}

interface SiteVerifyAnswer {
  success?: unknown;
  score?: unknown;
  action?: unknown;
  "error-codes"?: unknown;
}

export function recaptchaVerifier({ secret, verifyUrl = DEFAULT_RECAPTCHA_VERIFY_URL, minScore = DEFAULT_RECAPTCHA_MIN_SCORE, timeoutMs = RECAPTCHA_TIMEOUT_MS, fetch: fetchImpl = fetch }: RecaptchaOptions): CaptchaVerifier {
  return {
    provider: "recaptcha",
    async verify(token, { clientAddress, action }): Promise<CaptchaVerdict> {
      if (!token) return { ok: false, reason: "missing" };
      if (token.length > MAX_TOKEN_CHARS) return { ok: false, reason: "refused" };
      const body = new URLSearchParams({ secret, response: token });
      if (clientAddress) body.set("remoteip", clientAddress);
      let answer: SiteVerifyAnswer;
      try {
        const response = await fetchImpl(verifyUrl, {
          method: "POST",
          headers: { "content-type": "application/x-www-form-urlencoded", accept: "application/json" },
          body,
          signal: AbortSignal.timeout(timeoutMs),
        });
        if (!response.ok) return { ok: false, reason: "unavailable" };
        answer = (await response.json()) as SiteVerifyAnswer;
      } catch {
        return { ok: false, reason: "unavailable" };
      }
      if (!answer || typeof answer !== "object" || answer.success !== true) return { ok: false, reason: "refused" };
      if (answer.action !== action) return { ok: false, reason: "refused" };
      if (typeof answer.score !== "number" || answer.score < minScore) return { ok: false, reason: "refused" };
      return { ok: true };
    },
  };
}
