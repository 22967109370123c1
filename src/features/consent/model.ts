// Cookie consent (issue 12, Quebec Law 25): the categories a visitor chooses between, the `vl_consent` cookie that keeps
// the choice, and what applies before any choice. Pure, shared by the browser (banner, events client) and the server.
import { INSIGHTS } from "@/config/constants";
import { cookieValue } from "@/platform/http/cookies";
import { QUERY_ID_CACHE_KEY } from "@/features/insights";

/** `necessary` is always on; `analytics` covers events, the `_ALGOLIA` cookie and recommendations for you (S4, S5). */
export const CONSENT_CATEGORIES = ["necessary", "analytics"] as const;
export type ConsentCategory = (typeof CONSENT_CATEGORIES)[number];

/** A visitor's choice: whether the optional category is granted (`necessary` cannot be refused). */
export interface ConsentChoice {
  analytics: boolean;
}

export const CONSENT_COOKIE = "vl_consent";
/** Raised when what a category covers changes: every choice of an older version is asked again. */
export const CONSENT_VERSION = 1;
export const CONSENT_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

/** Until a visitor chooses, on every brand and locale: nothing optional (opt-in, ADR 31). */
export const DEFAULT_CHOICE: ConsentChoice = { analytics: false };

/** What `analytics` stores in the browser, removed when it is refused or withdrawn. */
export const ANALYTICS_STORAGE = { cookies: [INSIGHTS.anonymousCookie], localStorage: [QUERY_ID_CACHE_KEY] } as const;

/** The cookie's value: `{version}.{granted categories joined by +}`, e.g. `1.necessary+analytics`. */
export function serializeConsent(choice: ConsentChoice): string {
  const granted = CONSENT_CATEGORIES.filter((category) => category === "necessary" || choice[category]);
  return `${CONSENT_VERSION}.${granted.join("+")}`;
}

/** The attribute of `<html>` that says, before the page paints, that this visitor is to be asked (no valid choice). */
export const CONSENT_ASK_ATTRIBUTE = "data-consent-ask";

/**
 * Inline script run in `<head>` before the page paints (ADR 31 amendment): marks `<html>` when the consent cookie holds
 * no choice of this version, so the banner server-rendered in every page shows with the first paint for a visitor who
 * has not chosen, and stays hidden for one who has (and for a browser without JavaScript, which runs no analytics).
 * The page itself stays the same cached HTML for everyone. It reads what `parseConsent` accepts: the version, then
 * "necessary" first, as `serializeConsent` writes it; the banner's island checks with `parseConsent` after hydration.
 */
export const CONSENT_HINT_SCRIPT = `if(!/(?:^|;\\s*)${CONSENT_COOKIE}=${CONSENT_VERSION}\\.necessary(?:\\+[a-z+]{0,190})?(?:;|$)/.test(document.cookie))document.documentElement.setAttribute("${CONSENT_ASK_ATTRIBUTE}","")`;

/** The choice a cookie value records; undefined when it is absent, malformed or of another version (ask again). */
export function parseConsent(value: string | undefined): ConsentChoice | undefined {
  const match = value === undefined ? null : /^(\d{1,6})\.([a-z+]{1,200})$/.exec(value);
  if (!match || Number(match[1]) !== CONSENT_VERSION) return undefined;
  const granted = new Set(match[2]!.split("+"));
  if (!granted.has("necessary")) return undefined;
  return { analytics: granted.has("analytics") };
}

/** The recorded choice from a `Cookie` header or `document.cookie`. */
export function consentFromCookies(cookies: string | null | undefined): ConsentChoice | undefined {
  return parseConsent(cookieValue(cookies ?? "", CONSENT_COOKIE));
}

/** Whether events, the `_ALGOLIA` cookie and personal recommendations are allowed for this request or page. */
export function analyticsAllowed(cookies: string | null | undefined): boolean {
  return (consentFromCookies(cookies) ?? DEFAULT_CHOICE).analytics;
}

/** Readable by scripts (pages are cached HTML: the browser decides), SameSite=Lax, Secure on https. */
export function consentCookie(choice: ConsentChoice, secure: boolean): string {
  return cookieString(CONSENT_COOKIE, serializeConsent(choice), CONSENT_MAX_AGE_SECONDS, secure);
}

/** A `document.cookie` assignment with the attributes every cookie of the site carries (issue 12). */
export function cookieString(name: string, value: string, maxAgeSeconds: number, secure: boolean): string {
  const parts = [`${name}=${value}`, "Path=/", `Max-Age=${Math.max(0, Math.floor(maxAgeSeconds))}`, "SameSite=Lax"];
  if (secure) parts.push("Secure");
  return parts.join("; ");
}

/** The assignment that deletes a cookie of path `/`. */
export function expiredCookie(name: string, secure: boolean): string {
  return cookieString(name, "", 0, secure);
}
