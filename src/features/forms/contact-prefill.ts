// A link that opens the contact form (F1) with some fields filled (issue 16: Find a Sales Contact's "contact this
// agency"): `forms/contact?topic=sales&country=US&postalCode=43219&message=…`, the contact form's own page rendered per
// request, so it works with and without JavaScript. Only these four fields, each checked and bounded; anything else,
// or a value that does not fit, is left out (the visitor sees an emptier form, never an error). Pure.
import type { Locale } from "@/config/locales";
import { sitePath } from "@/platform/routing/urls";
import { CONTACT_TOPICS, type ContactTopic } from "./definitions/choices";
import { isCountryCode } from "./fields/countries";

export interface ContactPrefill {
  topic?: ContactTopic;
  country?: string;
  postalCode?: string;
  message?: string;
}

/** Longest prefilled message (the form takes 5,000; a link's text stays short). */
export const PREFILL_MESSAGE_MAX = 1_000;
const POSTAL_CODE = /^[A-Za-z0-9][A-Za-z0-9 -]{0,14}$/;

const first = (value: string | string[] | null | undefined) => (Array.isArray(value) ? value[0] : value) ?? undefined;

/** The prefill a query names, checked; undefined when it names nothing usable. */
export function readContactPrefill(query: Readonly<Record<string, string | string[] | undefined>>): ContactPrefill | undefined {
  const out: ContactPrefill = {};
  const topic = first(query.topic);
  if (topic && (CONTACT_TOPICS as readonly string[]).includes(topic)) out.topic = topic as ContactTopic;
  const country = first(query.country);
  if (isCountryCode(country)) out.country = country;
  const postalCode = first(query.postalCode)?.trim();
  if (postalCode && POSTAL_CODE.test(postalCode)) out.postalCode = postalCode;
  const message = first(query.message);
  if (message && message.length <= PREFILL_MESSAGE_MAX * 2) {
    // Control characters out (line breaks kept), then bounded.
    const clean = message.replace(/\r\n?/g, "\n").replace(/\p{Cf}|[^\P{Cc}\n]/gu, "").trim().slice(0, PREFILL_MESSAGE_MAX);
    if (clean) out.message = clean;
  }
  return Object.keys(out).length > 0 ? out : undefined;
}

/** The contact form's page with these fields filled, on the brand's site. */
export function contactFormHref(brand: string, locale: Locale, prefill: ContactPrefill): string {
  const params = new URLSearchParams();
  if (prefill.topic) params.set("topic", prefill.topic);
  if (prefill.country) params.set("country", prefill.country);
  if (prefill.postalCode) params.set("postalCode", prefill.postalCode);
  if (prefill.message) params.set("message", prefill.message.slice(0, PREFILL_MESSAGE_MAX));
  const search = params.toString();
  return `${sitePath(brand, locale, "forms/contact")}${search ? `?${search}` : ""}`;
}
