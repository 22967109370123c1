// The locale cookie of L1 (i18n_redirected: 365 days, path /, SameSite lax), written by the page
// in the browser so that cached pages carry no Set-Cookie and stay shareable by a CDN.
import { LOCALE_COOKIE } from "@/config/constants";
import type { Locale } from "@/config/locales";

export function localeCookie(locale: Locale, secure: boolean): string {
  const parts = [
    `${LOCALE_COOKIE.name}=${locale}`,
    `Path=${LOCALE_COOKIE.path}`,
    `Max-Age=${LOCALE_COOKIE.maxAgeSeconds}`,
    "SameSite=Lax",
  ];
  if (secure) parts.push("Secure");
  return parts.join("; ");
}

/** Whether `document.cookie` already holds this locale (then nothing is written). */
export function hasLocaleCookie(cookieHeader: string, locale: Locale): boolean {
  return cookieHeader.split(";").some((part) => part.trim() === `${LOCALE_COOKIE.name}=${locale}`);
}
