// The ~250-country list of address and phone fields (issue 13): ISO 3166-1 codes from i18n-iso-countries, names in the
// page's language from Intl.DisplayNames, sorted with its collation; the countries the brands sell in come first.
import countries from "i18n-iso-countries";
import { localeIso, type Locale } from "@/config/locales";
import { formatRegion } from "@/platform/i18n/format";

/** Every ISO 3166-1 alpha-2 code (upper case). */
export const COUNTRY_CODES: readonly string[] = Object.keys(countries.getAlpha2Codes()).sort();
const KNOWN = new Set(COUNTRY_CODES);

/** Shown first, in this order: the brands' home markets. */
export const FIRST_COUNTRIES = ["US", "CA", "MX"] as const;

export const isCountryCode = (value: unknown): value is string => typeof value === "string" && KNOWN.has(value);

export interface CountryOption {
  code: string;
  name: string;
}

const cache = new Map<Locale, CountryOption[]>();

/** The country options of a select in `locale`: United States, Canada, Mexico, then the rest by name. */
export function countryOptions(locale: Locale): CountryOption[] {
  const hit = cache.get(locale);
  if (hit) return hit;
  const iso = localeIso(locale);
  const names = new Intl.DisplayNames([iso], { type: "region", fallback: "code" });
  const collator = new Intl.Collator(iso, { sensitivity: "base" });
  const option = (code: string): CountryOption => ({ code, name: names.of(code) ?? code });
  const first = FIRST_COUNTRIES.map(option);
  const rest = COUNTRY_CODES.filter((code) => !(FIRST_COUNTRIES as readonly string[]).includes(code))
    .map(option)
    .sort((a, b) => collator.compare(a.name, b.name));
  const options = [...first, ...rest];
  cache.set(locale, options);
  return options;
}

/**
 * A country's name in `locale` (the code itself for an unknown one), from the platform's reused Intl formatters: a
 * product page's compliance table names the country of origin on every render (issue 15, ADR 70).
 */
export function countryName(code: string, locale: Locale): string {
  return formatRegion(code, locale);
}
