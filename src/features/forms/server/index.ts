// Public entry of the forms feature's server side (issue 13). Other features, routes and pages import only this.
import { registerDirectRoute } from "@/platform/server/direct-routes";
import { isFormId } from "../model";
import { acceptSubmission } from "./accept";
import { captchaClientConfigFrom, formChallenges, type CaptchaClientConfig } from "./captcha";
import { CACHE_CONTROL } from "@/platform/cache/strategies";

/**
 * POST /api/forms/{formId} answered by the production server before Next (ADR 34 amendment): the route's own pipeline,
 * registered from the app's bundle (src/instrumentation.ts). Unknown form ids still go through Next.
 */
export function serveSubmissionsBeforeNext(): void {
  registerDirectRoute("/api/forms/", ["POST"], isFormId, acceptSubmission);
}

export { acceptSubmission, TEXT_BODY_LIMIT, MULTIPART_BODY_LIMIT } from "./accept";
/** The forms' rate limiter, shared by the compliance letters (F10-F13). */
export { envRateLimiter, formsRateLimiter, type RateLimit } from "./rate-limit";
export { readDraft, DRAFT_LIFETIME_MS, type FormDraft } from "./drafts";
export { formModuleSettings } from "./module-settings";
export { captchaPolicySources } from "./captcha";
export { formErrorTranslator } from "./messages";
export { CAPTCHA_ENV_VARIABLES, type CaptchaClientConfig } from "./captcha";
export { FORMS_ENV_VARIABLES } from "./env";

/** What the browser needs to show the captcha: the self-hosted ALTCHA widget, or reCAPTCHA v3's site key. */
export function captchaClientConfig(): CaptchaClientConfig {
  return captchaClientConfigFrom(process.env);
}

/** GET /api/forms/challenge: a new challenge as the ALTCHA widget fetches it (no-store), or 404 under reCAPTCHA. */
export async function formChallengeResponse(): Promise<Response> {
  const challenges = formChallenges();
  if (!challenges) return Response.json({ status: 404, message: "Not Found" }, { status: 404, headers: { "cache-control": CACHE_CONTROL.noStore } });
  return Response.json(await challenges.create(), { headers: { "cache-control": CACHE_CONTROL.noStore } });
}

/** The no-JavaScript spam check: created by the draft page, verified by the API (`captcha` token + `captchaAnswer`). */
export { noScriptChecks, NoScriptChecks, type NoScriptQuestion } from "./noscript-check";

/** F9: the unsubscribe button's POST (the confirm and unsubscribe pages read subscriptions through ../pages). */
export { unsubscribeResponse } from "./subscriptions";

/** Issue 14: the account area's orders (A6) and the erasure of an account's records (Law 25 / CCPA). */
export {
  ACCOUNT_REQUEST_FORMS,
  eraseAccountSubmissions,
  eraseSubscriptionsOf,
  findAccountRequest,
  listAccountRequests,
  requestContents,
  type AccountRequest,
  type AccountRequestForm,
  type AccountRequestLine,
  type AccountRequestStatus,
  type SubmissionErasure,
} from "./account-records";
export { FORM_MODULES } from "../modules";
export { serverChecks } from "./checks";
export { startOutboxWorker } from "./outbox";
export type { OutboxWorker } from "./outbox";
export { handlePickerRequest } from "./products-api";
