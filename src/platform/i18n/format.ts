// Locale- and brand-aware formatting (L2): dates, numbers, money and distances.
import type { CurrencyCode, DistanceUnit } from "@/config/constants";
import { LOCALE_INFO, type Locale } from "@/config/locales";

const TIME_ZONES: Record<Locale, string> = {
  en: "America/New_York",
  "fr-ca": "America/Toronto",
  "es-mx": "America/Mexico_City",
};

export function timeZoneFor(locale: Locale): string {
  return TIME_ZONES[locale];
}

export function formatDate(iso: string, locale: Locale, style: "long" | "short" = "long"): string {
  return new Intl.DateTimeFormat(LOCALE_INFO[locale].iso, { dateStyle: style, timeZone: "UTC" }).format(new Date(iso));
}

export function formatMoney(amount: number, locale: Locale, currency: CurrencyCode): string {
  return new Intl.NumberFormat(LOCALE_INFO[locale].iso, { style: "currency", currency }).format(amount);
}

export function formatDistance(value: number, locale: Locale, unit: DistanceUnit): string {
  const unitName = unit === "Miles" ? "mile" : "kilometer";
  return new Intl.NumberFormat(LOCALE_INFO[locale].iso, { style: "unit", unit: unitName, maximumFractionDigits: 1 }).format(value);
}

export function formatNumber(value: number, locale: Locale): string {
  return new Intl.NumberFormat(LOCALE_INFO[locale].iso).format(value);
}
