// The country a brand's visitors most likely write from (issue 13): the first guess of the country and phone fields.
import type { CurrencyCode } from "@/config/constants";
import type { Locale } from "@/config/locales";

const BY_CURRENCY: Record<CurrencyCode, string> = { USD: "US", CAD: "CA", MXN: "MX", BRL: "BR" };
const BY_LOCALE: Record<Locale, string> = { en: "US", "fr-ca": "CA", "es-mx": "MX" };

export function defaultCountryOf(currency: CurrencyCode | undefined, locale: Locale): string {
  return currency ? BY_CURRENCY[currency] : BY_LOCALE[locale];
}
