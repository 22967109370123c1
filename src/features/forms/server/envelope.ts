// The envelope of a form post (ENVELOPE_FIELDS): the fields every form sends besides its own, read and checked before
// the form's schema runs. Pure: the brands and the site's origin are given.
import { isLocale, type Locale } from "@/config/locales";
import { sameSitePath } from "@/platform/navigation/safe-target";
import { ENVELOPE_FIELDS } from "../model";

export interface Envelope {
  brand: string;
  locale: Locale;
  submissionKey: string;
  moduleId?: string;
  returnTo?: string;
  captcha?: string;
}

/** The API message keys (form-errors `api.*`) an envelope can be refused with, and their status. */
export type EnvelopeRefusal =
  | { status: 400; key: "unknownLocale" | "unknownBrand" | "badSubmissionKey" | "badModule" | "offSiteReturn" }
  | { status: 403; key: "honeypot" };

export const ENVELOPE_KEYS: ReadonlySet<string> = new Set(Object.values(ENVELOPE_FIELDS));

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[1-8][0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i;
const MODULE_ID = /^[A-Za-z0-9._-]{1,64}$/;
const MAX_RETURN_TO = 512;
const MAX_CAPTCHA = 8_192;

const text = (value: unknown): string | undefined => (typeof value === "string" ? value : undefined);

/**
 * Reads the envelope from the posted values. `brands` are the site's brand directories. The honeypot is checked
 * last, so a bot that fills it learns nothing about the other fields.
 */
export function readEnvelope(values: Record<string, unknown>, brands: readonly string[], origin: string): { ok: true; envelope: Envelope } | { ok: false; refusal: EnvelopeRefusal } {
  const locale = text(values[ENVELOPE_FIELDS.locale]);
  if (!isLocale(locale)) return { ok: false, refusal: { status: 400, key: "unknownLocale" } };
  const brand = text(values[ENVELOPE_FIELDS.brand])?.trim().toLowerCase();
  if (!brand || !brands.includes(brand)) return { ok: false, refusal: { status: 400, key: "unknownBrand" } };
  const submissionKey = text(values[ENVELOPE_FIELDS.submissionKey])?.trim().toLowerCase();
  if (!submissionKey || !UUID.test(submissionKey)) return { ok: false, refusal: { status: 400, key: "badSubmissionKey" } };
  const moduleValue = values[ENVELOPE_FIELDS.moduleId];
  const moduleId = text(moduleValue)?.trim() || undefined;
  if ((moduleValue !== undefined && moduleValue !== null && typeof moduleValue !== "string") || (moduleId !== undefined && !MODULE_ID.test(moduleId))) {
    return { ok: false, refusal: { status: 400, key: "badModule" } };
  }
  const returnValue = values[ENVELOPE_FIELDS.returnTo];
  let returnTo: string | undefined;
  if (returnValue !== undefined && returnValue !== null && returnValue !== "") {
    const candidate = text(returnValue);
    returnTo = candidate && candidate.length <= MAX_RETURN_TO && candidate.startsWith("/") ? sameSitePath(candidate, origin) : undefined;
    if (!returnTo) return { ok: false, refusal: { status: 400, key: "offSiteReturn" } };
  }
  const honeypot = values[ENVELOPE_FIELDS.honeypot];
  if (honeypot !== undefined && honeypot !== null && honeypot !== "") return { ok: false, refusal: { status: 403, key: "honeypot" } };
  const captchaValue = text(values[ENVELOPE_FIELDS.captcha]);
  const captcha = captchaValue && captchaValue.length <= MAX_CAPTCHA ? captchaValue : undefined;
  return { ok: true, envelope: { brand, locale, submissionKey, ...(moduleId ? { moduleId } : {}), ...(returnTo ? { returnTo } : {}), ...(captcha ? { captcha } : {}) } };
}
