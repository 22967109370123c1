// A6 the orders list's pure parts: a request's contents in a few words, and its date in the page's language and zone.
import { LOCALE_INFO, type Locale } from "@/config/locales";
import { timeZoneFor } from "@/platform/i18n/format";

/** The catalogue numbers shown in the list for a request's lines (the rest are counted, not listed). */
export const LISTED_LINES = 3;

export function linesSummary(lines: readonly { catalogNumber: string; quantity: number }[]): { shown: string[]; more: number } {
  const shown = lines.slice(0, LISTED_LINES).map((line) => (line.quantity > 1 ? `${line.catalogNumber} × ${line.quantity}` : line.catalogNumber));
  return { shown, more: Math.max(0, lines.length - LISTED_LINES) };
}

/** When a request was sent, as the visitor reads dates (their locale's zone). */
export function sentAt(date: Date, locale: Locale): { text: string; iso: string } {
  return {
    text: new Intl.DateTimeFormat(LOCALE_INFO[locale].iso, { dateStyle: "medium", timeStyle: "short", timeZone: timeZoneFor(locale) }).format(date),
    iso: date.toISOString(),
  };
}
