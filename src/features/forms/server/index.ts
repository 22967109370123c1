// Public entry of the forms feature's server side (issue 13). Other features, routes and pages import only this.
// TODO(h/fserver): the submission pipeline, drafts and captcha behind these signatures.
import type { FieldErrors, FormId } from "../model";

/** What the browser needs to show the captcha: the self-hosted ALTCHA widget, or reCAPTCHA v3's site key. */
export type CaptchaClientConfig = { provider: "altcha"; challengeUrl: string } | { provider: "recaptcha"; siteKey: string };

export function captchaClientConfig(): CaptchaClientConfig {
  return { provider: "altcha", challengeUrl: "/api/forms/challenge" };
}

/** A refused no-JavaScript submission, kept for the page that shows the form again (/{brand}/{locale}/forms/{formId}?draft=). */
export interface FormDraft {
  formId: FormId;
  brand: string;
  locale: string;
  values: Record<string, unknown>;
  errors: FieldErrors;
  /** Form-level message (captcha, rate limit), translated. */
  message?: string;
}

export async function readDraft(id: string): Promise<FormDraft | undefined> {
  void id;
  return undefined;
}

/** The no-JavaScript spam check: created by the draft page, verified by the API (`captcha` token + `captchaAnswer`). */
export { noScriptChecks, NoScriptChecks, type NoScriptQuestion } from "./noscript-check";
