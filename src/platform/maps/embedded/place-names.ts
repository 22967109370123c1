// The place labels' names in the site's other languages (ADR 58), by GeoNames id: GeoNames names a place in its own
// language ("Montréal", "Ciudad Juárez") but for a few English exonyms ("Mexico City"), and Spanish and French have
// their own names for some places of the map. Only the names that differ from GeoNames' are listed.
import type { Locale } from "@/config/locales";

export const PLACE_NAMES: Readonly<Record<number, Partial<Record<Locale, string>>>> = {
  3530597: { "es-mx": "Ciudad de México", "fr-ca": "Mexico" }, // Mexico City
  5128581: { "es-mx": "Nueva York", "fr-ca": "New York" }, // New York City
  5368361: { "es-mx": "Los Ángeles" }, // Los Angeles
  4560349: { "es-mx": "Filadelfia", "fr-ca": "Philadelphie" }, // Philadelphia
  4335045: { "es-mx": "Nueva Orleans", "fr-ca": "La Nouvelle-Orléans" }, // New Orleans
  4407066: { "es-mx": "San Luis", "fr-ca": "Saint-Louis" }, // St. Louis, Missouri
  6077243: { "es-mx": "Montreal" }, // Montréal
  6325494: { "es-mx": "Quebec" }, // Québec
};
