// The captcha port (X9): one question, asked of the embedded proof of work (ALTCHA) or of reCAPTCHA v3 in production.
export type CaptchaVerdict =
  | { ok: true }
  /** `missing`: no answer was sent; `refused`: the answer is wrong, reused, expired or scored as a bot; `unavailable`: the verifier could not say. */
  | { ok: false; reason: "missing" | "refused" | "unavailable" };

export interface CaptchaContext {
  clientAddress: string;
  /** What the token must have been issued for (`form_contact`): reCAPTCHA v3 checks it, ALTCHA has no actions. */
  action: string;
}

export interface CaptchaVerifier {
  readonly provider: "altcha" | "recaptcha";
  verify(token: string | undefined, context: CaptchaContext): Promise<CaptchaVerdict>;
}
