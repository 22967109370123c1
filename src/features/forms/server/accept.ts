// The submission pipeline of POST /api/forms/{formId} (issue 13, ADR 33): one entry for fetch/JSON clients and for
// browsers posting without JavaScript. In order: the form exists; the client is under its rate limit (before the body
// is read); the body is of an accepted type and under its byte limit; the envelope is sound (brand, locale, key,
// module, return path, honeypot); the captcha (a repeated submission key, whose captcha was spent the first time,
// answers its stored reference there); the fields against the form's schema and the files from their
// bytes; then one transaction stores the submission, its files and its outbox rows, and the outbox is woken.
// Every refusal is a translated 4xx; a database failure is a translated 503, and nobody is told "sent" before commit.
import { createHmac, randomUUID } from "node:crypto";
import type { Locale } from "@/config/locales";
import { readRequestSession } from "@/features/account/server";
import { findBrand } from "@/features/brand";
import { recentBrands } from "@/features/brand/server";
import { parseJsonText, readBodyBytes } from "@/platform/http/body";
import { forwardedClientAddress, trustedProxies } from "@/platform/http/trusted-proxy";
import { publicOrigin } from "@/platform/http/public-origin";
import { logger } from "@/platform/logging/logger";
import { RETRY_AFTER_SECONDS } from "@/platform/errors/unavailable";
import { captchaAction } from "../captcha-action";
import { serverChecks } from "./checks";
import { formDefinition } from "../definitions";
import { translateIssues, type IssueLike } from "../errors";
import { formModuleSettings as moduleSettings } from "./module-settings";
import { formDataToObject } from "../form-data";
import { CONFIRMATION_PATH, CONSENT_TEXT_VERSION, ENVELOPE_FIELDS, isFormId, sentAnchor, type FieldErrors, type FormDefinition, type FormId, type SubmitAnswer } from "../model";
import { formCaptcha, formsSecret } from "./captcha";
import { writeDraft } from "./drafts";
import { NoScriptChecks, noScriptChecks } from "./noscript-check";
import { ENVELOPE_KEYS, readEnvelope, type Envelope } from "./envelope";
import { answerLocale, formErrorTranslator } from "./messages";
import { activeSinks, wakeOutbox } from "./outbox";
import { formsRateLimiter } from "./rate-limit";
import { routeAddresses } from "./routing";
import { findByKey, storeSubmission, type StoreResult } from "./store";
import { mailer } from "./mail";
import { subscribe } from "./subscriptions";
import { checkUploads, type CheckedUpload } from "./uploads";
import { CACHE_CONTROL } from "@/platform/cache/strategies";

/** JSON and form-encoded bodies: far more than any form's text fields. */
export const TEXT_BODY_LIMIT = 64 * 1024;
/** Multipart bodies of forms with files: the files' own limits plus the fields. */
export const MULTIPART_BODY_LIMIT = 6 * 1024 * 1024;

const NO_STORE = { "cache-control": CACHE_CONTROL.noStore } as const;

type BodyKind = "json" | "urlencoded" | "multipart";

function bodyKind(contentType: string | null): BodyKind | undefined {
  const type = (contentType ?? "").split(";")[0]!.trim().toLowerCase();
  if (type === "application/json") return "json";
  if (type === "application/x-www-form-urlencoded") return "urlencoded";
  if (type === "multipart/form-data") return "multipart";
  return undefined;
}

/** A browser posting a form without JavaScript: form-encoded, wants HTML, and no sign of a script. */
export function isPlainFormPost(request: Request, kind: BodyKind | undefined): boolean {
  if (kind !== "urlencoded" && kind !== "multipart") return false;
  const accept = (request.headers.get("accept") ?? "").toLowerCase();
  return accept.includes("text/html") && !accept.includes("application/json") && !request.headers.has("x-requested-with");
}

interface Posted {
  /** Everything posted, the envelope's fields included (their first value). */
  values: Record<string, unknown>;
  /** The form's own fields, as its schema expects them. */
  fields: unknown;
  files: { field: string; file: File }[];
  /** A form post's string entries, to read again with the schema of the module the post names (lead form). */
  strings?: [string, string][];
}

async function readPosted(bytes: Buffer, kind: BodyKind, contentType: string, definition: FormDefinition): Promise<Posted | undefined> {
  if (kind === "json") {
    const parsed = parseJsonText(new TextDecoder().decode(bytes));
    if (!parsed.ok || !parsed.value || typeof parsed.value !== "object" || Array.isArray(parsed.value)) return undefined;
    const values = parsed.value as Record<string, unknown>;
    const fields: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(values)) {
      if (!ENVELOPE_KEYS.has(key)) Object.defineProperty(fields, key, { value, enumerable: true, writable: true, configurable: true });
    }
    return { values, fields, files: [] };
  }
  let entries: [string, FormDataEntryValue][];
  if (kind === "urlencoded") entries = [...new URLSearchParams(new TextDecoder().decode(bytes)).entries()];
  else {
    try {
      entries = [...(await new Response(new Uint8Array(bytes), { headers: { "content-type": contentType } }).formData()).entries()];
    } catch {
      return undefined;
    }
  }
  const values: Record<string, unknown> = {};
  const strings: [string, string][] = [];
  const files: { field: string; file: File }[] = [];
  for (const [key, value] of entries) {
    if (typeof value === "string") {
      strings.push([key, value]);
      if (ENVELOPE_KEYS.has(key) && !Object.hasOwn(values, key)) values[key] = value;
    } else files.push({ field: key, file: value });
  }
  return { values, fields: formDataToObject(strings, definition.schema, ENVELOPE_KEYS), files, strings };
}

/** Keyed hash of the client's address: the same client is recognisable in the rows, its address is not kept. */
export function clientHash(address: string): string | null {
  return address ? createHmac("sha256", formsSecret()).update(`client:${address}`).digest("hex").slice(0, 32) : null;
}

/** A 503 (the database or the CMS down) says when to try again, as every 503 of the site does. */
const retryLater = (status: number): Record<string, string> => (status === 503 ? { "retry-after": String(RETRY_AFTER_SECONDS) } : {});

function json(answer: SubmitAnswer, headers: Record<string, string> = {}): Response {
  return Response.json(answer, { status: answer.status, headers: { ...NO_STORE, ...retryLater(answer.status), ...headers } });
}

function seeOther(location: string): Response {
  return new Response(null, { status: 303, headers: { ...NO_STORE, location } });
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** A refusal a browser without JavaScript reads before its form could be kept (no brand or locale known yet). */
function page(status: number, message: string, locale: Locale, headers: Record<string, string> = {}): Response {
  const body = `<!doctype html><html lang="${locale}"><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(message)}</title><main><p role="alert">${escapeHtml(message)}</p></main></html>`;
  return new Response(body, { status, headers: { ...NO_STORE, "content-type": "text/html; charset=utf-8", ...retryLater(status), ...headers } });
}

const formPagePath = (formId: FormId, brand: string, locale: string, draft: string) => `/${brand}/${locale}/forms/${formId}?draft=${encodeURIComponent(draft)}`;

/** Where a visitor reads the reference: the form's confirmation page, else the page the form is on, else the home page. */
export function confirmationUrl(formId: FormId, brand: string, locale: string, reference: string, returnTo?: string): string {
  const confirmation = CONFIRMATION_PATH[formId];
  const target = confirmation ? `/${brand}/${locale}/${confirmation}` : (returnTo ?? `/${brand}/${locale}`);
  const url = new URL(target, "http://site.invalid");
  url.searchParams.set("ref", reference);
  // In place: the page the form is on shows its "sent" message when this anchor is the target (no JavaScript needed).
  if (!confirmation && !url.hash) url.hash = sentAnchor(formId);
  return `${url.pathname}${url.search}${url.hash}`;
}

async function subjectOf(request: Request): Promise<string | null> {
  try {
    return (await readRequestSession(request))?.subject ?? null;
  } catch (error) {
    logger.warn({ err: error }, "forms: session store unavailable, submission stored without its account");
    return null;
  }
}

/** What the schema's output keeps of the fields (its own choice of types), for the stored row. */
function consentGiven(definition: FormDefinition, fields: unknown): boolean {
  return definition.marketingConsent && typeof fields === "object" && fields !== null && (fields as { consentMarketing?: unknown }).consentMarketing === true;
}

/** A draft's values: what was typed, without the envelope's captcha and honeypot (files are never in them). */
function draftValues(posted: Posted): Record<string, unknown> {
  const { [ENVELOPE_FIELDS.captcha]: _captcha, [ENVELOPE_FIELDS.honeypot]: _honeypot, ...envelope } = posted.values;
  void _captcha;
  void _honeypot;
  const kept: Record<string, unknown> = {};
  for (const key of [ENVELOPE_FIELDS.moduleId, ENVELOPE_FIELDS.submissionKey, ENVELOPE_FIELDS.returnTo]) if (key in envelope) kept[key] = envelope[key];
  return { ...(posted.fields as Record<string, unknown>), ...kept };
}

export async function acceptSubmission(request: Request, formIdParam: string): Promise<Response> {
  const headerLocale = answerLocale(undefined, request.headers.get("accept-language"));
  const kind = bodyKind(request.headers.get("content-type"));
  const plain = isPlainFormPost(request, kind);
  const early = (status: SubmitAnswer["status"], key: string, locale: Locale, headers: Record<string, string> = {}, values: Record<string, string | number> = {}) => {
    const message = formErrorTranslator(locale)(`api.${key}`, values);
    return plain ? page(status, message, locale, headers) : json({ status, message } as SubmitAnswer, headers);
  };

  const definition = isFormId(formIdParam) ? formDefinition(formIdParam) : undefined;
  if (!definition) return early(404, "unknownForm", headerLocale);
  const formId = definition.id;

  // Before the body is read: a client over its limit costs no parsing.
  const address = forwardedClientAddress(trustedProxies(), request.headers.get("x-forwarded-for"));
  const verdict = (await formsRateLimiter()?.take(address || "unknown")) ?? { ok: true };
  if (!verdict.ok) {
    const retryAfter = String(verdict.retryAfterSeconds);
    return early(429, "rateLimited", headerLocale, { "retry-after": retryAfter, connection: "close" }, { minutes: Math.ceil(verdict.retryAfterSeconds / 60) });
  }

  if (!kind || (kind === "multipart" && !definition.files)) return early(415, "contentType", headerLocale, { connection: "close" });
  const body = await readBodyBytes(request, kind === "multipart" ? MULTIPART_BODY_LIMIT : TEXT_BODY_LIMIT);
  if (!body.ok) return early(body.status === 413 ? 413 : 400, body.status === 413 ? "bodyTooLarge" : "badBody", headerLocale, body.status === 413 ? { connection: "close" } : {});
  const posted = await readPosted(body.bytes, kind, request.headers.get("content-type") ?? "", definition);
  if (!posted) return early(400, "badBody", headerLocale);

  const locale = answerLocale(posted.values[ENVELOPE_FIELDS.locale], request.headers.get("accept-language"));
  const t = formErrorTranslator(locale);

  let brands: Awaited<ReturnType<typeof recentBrands>>;
  try {
    brands = await recentBrands(locale);
  } catch (error) {
    logger.error({ err: error }, "forms: brands could not be read");
    return early(503, "unavailable", locale);
  }
  // A page without JavaScript is cached and shared, so it cannot carry a key of its own: its plain post gets one here.
  if (plain && !posted.values[ENVELOPE_FIELDS.submissionKey]) posted.values[ENVELOPE_FIELDS.submissionKey] = randomUUID();
  const read = readEnvelope(posted.values, brands.map((brand) => brand.brandDirectory.toLowerCase()), publicOrigin());

  /** A refusal: JSON with its status, or for a browser without JavaScript the form again, with what was typed. */
  const refuse = async (status: SubmitAnswer["status"], messageKey: string, envelope: Pick<Envelope, "brand" | "locale"> | undefined, fieldErrors?: FieldErrors, headers: Record<string, string> = {}) => {
    const message = t(`api.${messageKey}`);
    if (plain && envelope) {
      try {
        const draft = await writeDraft({ formId, brand: envelope.brand, locale: envelope.locale, values: draftValues(posted), errors: fieldErrors ?? {}, message });
        return seeOther(formPagePath(formId, envelope.brand, envelope.locale, draft));
      } catch (error) {
        logger.error({ err: error }, "forms: draft could not be stored");
        return page(503, t("api.unavailable"), locale);
      }
    }
    if (plain) return page(status, message, locale, headers);
    return json({ status, message, ...(fieldErrors && Object.keys(fieldErrors).length > 0 ? { fieldErrors } : {}) } as SubmitAnswer, headers);
  };

  if (!read.ok) {
    const brand = typeof posted.values[ENVELOPE_FIELDS.brand] === "string" ? String(posted.values[ENVELOPE_FIELDS.brand]).toLowerCase() : "";
    const known = read.refusal.key !== "unknownBrand" && read.refusal.key !== "unknownLocale" && brands.some((b) => b.brandDirectory.toLowerCase() === brand);
    return refuse(read.refusal.status, read.refusal.key, known ? { brand, locale } : undefined);
  }
  const envelope = read.envelope;

  const answerStored = (result: StoreResult, fallbackReturn?: string) => {
    const duplicate = result.kind === "duplicate";
    const brand = duplicate ? result.brand : envelope.brand;
    const at = duplicate ? result.locale : envelope.locale;
    const url = confirmationUrl(duplicate ? result.formId : formId, brand, at, result.reference, fallbackReturn);
    if (plain) return seeOther(url);
    return json({ status: duplicate ? 200 : 201, reference: result.reference, confirmationUrl: url, message: t(duplicate ? "api.duplicate" : "api.accepted", { reference: result.reference }) });
  };

  // Forms whose fields the CMS module chooses (F14): the schema of the module the post names.
  let settings = definition.schemaFor ? await moduleSettings(envelope.moduleId, formId, envelope.locale) : undefined;
  const schema = definition.schemaFor ? definition.schemaFor(settings) : definition.schema;
  if (definition.schemaFor && posted.strings) posted.fields = formDataToObject(posted.strings, schema, ENVELOPE_KEYS);

  const captcha = NoScriptChecks.isToken(envelope.captcha)
    ? noScriptChecks().verify(envelope.captcha, posted.values[ENVELOPE_FIELDS.captchaAnswer])
      ? ({ ok: true } as const)
      : ({ ok: false, reason: "refused" } as const)
    : await formCaptcha().verify(envelope.captcha, { clientAddress: address, action: captchaAction(formId) });
  if (!captcha.ok) {
    // A repeat of an accepted submission (a retry after a lost answer) brings the captcha it spent the first time: its
    // reference. Looked up only here, so a new submission costs no read; a repeat whose captcha still passes (another
    // instance, a stateless check) is recognised by the key's unique index when it is stored.
    try {
      const existing = await findByKey(envelope.submissionKey);
      if (existing) return answerStored(existing, envelope.returnTo);
    } catch (error) {
      logger.error({ err: error }, "forms: submission look-up failed");
      return refuse(503, "unavailable", envelope);
    }
    // Without JavaScript there is no proof of work: the form comes back with the short question, and its field errors.
    if (plain && captcha.reason !== "unavailable") {
      const checked = schema.safeParse(posted.fields);
      return refuse(403, "captchaNoScript", envelope, checked.success ? undefined : translateIssues(checked.error.issues, t));
    }
    return refuse(403, captcha.reason === "missing" ? "captchaMissing" : captcha.reason === "refused" ? "captchaRefused" : "captchaUnavailable", envelope);
  }

  const parsed = schema.safeParse(posted.fields);
  const { uploads, issues: fileIssues } = await checkUploads(posted.files, definition.files);
  const issues: IssueLike[] = [...(parsed.success ? [] : parsed.error.issues), ...fileIssues];
  if (!parsed.success || issues.length > 0) return refuse(400, "invalidFields", envelope, translateIssues(issues, t));
  // What only the server knows (F2, F3): every catalogue number is one of the brand's products.
  const checked = (await serverChecks[formId]?.(parsed.data, { brand: envelope.brand, locale: envelope.locale })) ?? {};
  if (Object.keys(checked).length > 0) return refuse(400, "invalidFields", envelope, Object.fromEntries(Object.entries(checked).map(([path, key]) => [path, t(key)])));

  const fields = { ...(parsed.data as Record<string, unknown>), ...(definition.hiddenFields?.(settings) ?? {}) };
  const brand = findBrand(brands, envelope.brand);
  const topic = formId === "contact" && typeof fields.topic === "string" ? fields.topic : undefined;
  if (!definition.schemaFor) settings = await moduleSettings(envelope.moduleId, formId, envelope.locale);
  const routedTo = routeAddresses(settings, topic, brand?.contactInformation);
  const consent = consentGiven(definition, fields);
  const now = new Date();

  let result: StoreResult;
  try {
    result = await storeSubmission(
      {
        submissionKey: envelope.submissionKey,
        formId,
        brand: envelope.brand,
        locale: envelope.locale,
        moduleId: envelope.moduleId ?? null,
        fields,
        routedTo,
        consentMarketing: consent,
        consentTextVersion: consent ? CONSENT_TEXT_VERSION : null,
        consentAt: consent ? now : null,
        subject: await subjectOf(request),
        clientHash: clientHash(address),
      },
      uploads satisfies CheckedUpload[],
      activeSinks(),
    );
  } catch (error) {
    logger.error({ err: error, formId }, "forms: submission could not be stored");
    return refuse(503, "unavailable", envelope);
  }
  if (result.kind === "stored") {
    wakeOutbox();
    if (formId === "subscribe") await startSubscription(envelope, fields, result.reference, brand?.brandName ?? envelope.brand, now);
  }
  return answerStored(result, envelope.returnTo);
}

/**
 * F9 double opt-in: the accepted subscribe submission (already stored: nothing is lost) becomes a pending subscription
 * and its confirmation mail. A failure here is logged for the operator; the stored submission keeps what was asked.
 */
async function startSubscription(envelope: Envelope, fields: Record<string, unknown>, reference: string, brandName: string, now: Date): Promise<void> {
  try {
    await subscribe(
      {
        brand: envelope.brand,
        brandName,
        locale: envelope.locale,
        email: String(fields.email),
        firstName: typeof fields.firstName === "string" ? fields.firstName : "",
        interests: Array.isArray(fields.interests) ? fields.interests.map(String) : [],
        consentTextVersion: CONSENT_TEXT_VERSION,
        reference,
      },
      { mailer: mailer(), secret: formsSecret(), origin: publicOrigin(), now },
    );
  } catch (error) {
    logger.error({ err: error, reference }, "forms: subscription could not be started");
  }
}
