// The state and province lists of every country that has one (US, CA, MX), in a locale: what a form's region select
// offers. Computed by the server for the page, so the browser's collation cannot reorder them. Pure.
import type { Locale } from "@/config/locales";
import { REGION_COUNTRIES, regionOptions, type RegionOption } from "./regions";

export function regionsOf(locale: Locale): Record<string, RegionOption[]> {
  return Object.fromEntries(REGION_COUNTRIES.map((country) => [country, regionOptions(country, locale)]));
}
