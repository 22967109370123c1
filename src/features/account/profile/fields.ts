// What the profile form (A3) draws with, without zod: the browser loads the schema (model.ts) only when the visitor
// starts on the form (ADR 75).
import type { Locale } from "@/config/locales";

export const PROFILE_FIELDS = ["givenName", "familyName", "company", "role", "phone", "phoneCountry", "preferredLocale", "marketingConsent"] as const;

/** The country a phone number is read in when none is chosen: the locale's home market. */
export const HOME_COUNTRY: Record<Locale, string> = { en: "US", "fr-ca": "CA", "es-mx": "MX" };
