// Postal code formats (issue 13): United States ZIP (12345 or 12345-6789), Canada A1A 1A1, Mexico 5 digits; other
// countries are checked leniently (letters, digits, spaces and hyphens), since their formats vary and a wrong refusal
// loses a lead.
import type { FormErrorKey } from "../model";

const FORMATS: Record<string, RegExp> = {
  US: /^\d{5}(?:-\d{4})?$/,
  // No D, F, I, O, Q, U anywhere; no W or Z in the first letter (Canada Post).
  CA: /^[ABCEGHJ-NPRSTVXY]\d[ABCEGHJ-NPRSTV-Z] \d[ABCEGHJ-NPRSTV-Z]\d$/,
  MX: /^\d{5}$/,
};
const LENIENT = /^[A-Z0-9](?:[A-Z0-9 -]{0,10}[A-Z0-9])?$/;

/** The postal code as stored: trimmed, upper case, single spaces; a Canadian code gets its space (h2x1y4 -> H2X 1Y4). */
export function normalizePostalCode(country: string, value: string): string {
  const upper = value.trim().toUpperCase().replace(/\s+/g, " ");
  if (country === "CA") {
    const compact = upper.replace(/[\s-]/g, "");
    return compact.length === 6 ? `${compact.slice(0, 3)} ${compact.slice(3)}` : upper;
  }
  return upper;
}

/** The error of a postal code for `country`, or undefined when it is valid (an empty value is the caller's choice). */
export function postalCodeError(country: string, value: string): FormErrorKey | undefined {
  const normalized = normalizePostalCode(country, value);
  if (normalized === "") return undefined;
  return (FORMATS[country] ?? LENIENT).test(normalized) ? undefined : "postalCode";
}
