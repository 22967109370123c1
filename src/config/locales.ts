// One table of the site's locales (spec §3 Locales, L1); everything locale-related derives from it.
export const LOCALES = ["en", "fr-ca", "es-mx"] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = "en";

export interface LocaleInfo {
  code: Locale;
  /** ISO code sent as Accept-Language and used by the CMS (en-US, fr-CA, es-MX). */
  iso: "en-US" | "fr-CA" | "es-MX";
  /** Locale code of the identity provider's UI. */
  authCode: "en" | "fr" | "es";
  /** Name of the language in itself, for the language switcher. */
  label: string;
}

export const LOCALE_INFO: Record<Locale, LocaleInfo> = {
  en: { code: "en", iso: "en-US", authCode: "en", label: "English" },
  "fr-ca": { code: "fr-ca", iso: "fr-CA", authCode: "fr", label: "Français" },
  "es-mx": { code: "es-mx", iso: "es-MX", authCode: "es", label: "Español" },
};

export function isLocale(value: string | undefined | null): value is Locale {
  return typeof value === "string" && (LOCALES as readonly string[]).includes(value);
}

export function localeIso(locale: Locale): LocaleInfo["iso"] {
  return LOCALE_INFO[locale].iso;
}

export function localeFromIso(iso: string): Locale | undefined {
  return LOCALES.find((l) => LOCALE_INFO[l].iso.toLowerCase() === iso.toLowerCase());
}
