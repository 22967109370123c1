// Canonical and hreflang alternates (R11): English always, fr-ca and es-mx when the page exists
// in them, x-default on English; a user-selected canonical wins over the page's own URL.
import { LOCALE_INFO, LOCALES, type Locale } from "@/config/locales";
import { PUBLIC_SITE_ORIGIN, sitePath } from "@/platform/routing/urls";

export interface Alternates {
  canonical: string;
  languages: Record<string, string>;
}

export function buildAlternates(input: {
  brand: string;
  locale: Locale;
  path: string;
  /** The page's path in each locale, where it differs from `path` (a product's or category's slug is its name there). */
  paths?: Partial<Record<Locale, string>>;
  availableLocales?: readonly Locale[];
  userCanonical?: string;
  origin?: string;
}): Alternates {
  const origin = (input.origin ?? PUBLIC_SITE_ORIGIN).replace(/\/+$/, "");
  const available = new Set<Locale>(input.availableLocales ?? LOCALES);
  available.add("en");
  const url = (locale: Locale) => `${origin}${sitePath(input.brand, locale, input.paths?.[locale] ?? input.path)}`;
  const languages: Record<string, string> = {};
  for (const locale of LOCALES) if (available.has(locale)) languages[LOCALE_INFO[locale].iso] = url(locale);
  languages["x-default"] = url("en");
  const canonical = input.userCanonical
    ? input.userCanonical.startsWith("/")
      ? `${origin}${input.userCanonical}`
      : input.userCanonical
    : url(input.locale);
  return { canonical, languages };
}
