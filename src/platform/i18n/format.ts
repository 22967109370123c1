// Locale- and brand-aware formatting (L2): dates, numbers, money and distances.
import type { CurrencyCode, DistanceUnit } from "@/config/constants";
import { LOCALE_INFO, type Locale } from "@/config/locales";

const TIME_ZONES: Record<Locale, string> = {
  en: "America/New_York",
  "fr-ca": "America/Toronto",
  "es-mx": "America/Mexico_City",
};

// An Intl formatter is costly to build (locale data look-ups) and cheap to reuse: a product page formatted each card's
// price with a new one, about 1-3% of a page's render (issue 15, ADR 45). Few distinct keys (locale x style x currency).
const formatters = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat | Intl.DisplayNames>();

function numberFormat(locale: Locale, key: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const id = `n|${locale}|${key}`;
  let format = formatters.get(id) as Intl.NumberFormat | undefined;
  if (!format) formatters.set(id, (format = new Intl.NumberFormat(LOCALE_INFO[locale].iso, options)));
  return format;
}

function dateFormat(locale: Locale, style: "long" | "short"): Intl.DateTimeFormat {
  const id = `d|${locale}|${style}`;
  let format = formatters.get(id) as Intl.DateTimeFormat | undefined;
  if (!format) formatters.set(id, (format = new Intl.DateTimeFormat(LOCALE_INFO[locale].iso, { dateStyle: style, timeZone: "UTC" })));
  return format;
}

/** A region's (country's) name in `locale`, the code itself for one Intl does not name; throws on a malformed code. */
export function formatRegion(code: string, locale: Locale): string {
  const id = `r|${locale}`;
  let names = formatters.get(id) as Intl.DisplayNames | undefined;
  if (!names) formatters.set(id, (names = new Intl.DisplayNames([LOCALE_INFO[locale].iso], { type: "region", fallback: "code" })));
  return names.of(code) ?? code;
}

export function timeZoneFor(locale: Locale): string {
  return TIME_ZONES[locale];
}

export function formatDate(iso: string, locale: Locale, style: "long" | "short" = "long"): string {
  return dateFormat(locale, style).format(new Date(iso));
}

export function formatMoney(amount: number, locale: Locale, currency: CurrencyCode): string {
  return numberFormat(locale, `currency|${currency}`, { style: "currency", currency }).format(amount);
}

export function formatDistance(value: number, locale: Locale, unit: DistanceUnit): string {
  const unitName = unit === "Miles" ? "mile" : "kilometer";
  return numberFormat(locale, `unit|${unitName}`, { style: "unit", unit: unitName, maximumFractionDigits: 1 }).format(value);
}

export function formatNumber(value: number, locale: Locale): string {
  return numberFormat(locale, "plain", {}).format(value);
}
