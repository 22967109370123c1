// The address autocomplete's pure parts (A5): when to ask, how the arrows move, which form fields a chosen place
// fills, and which ISO code a provider's subdivision is.
import { LOCALES } from "@/config/locales";
import { hasRegions, regionOptions } from "@/features/forms";
import type { PlaceAddress } from "@/platform/maps";

export const AUTOCOMPLETE_DEBOUNCE_MS = 200;
export const AUTOCOMPLETE_MIN_CHARS = 2;

/** What is asked for a typed text: nothing below two characters, at most 100. */
export function autocompleteQuery(text: string): string | undefined {
  const query = text.trim().slice(0, 100);
  return query.length >= AUTOCOMPLETE_MIN_CHARS ? query : undefined;
}

/** The next active option for an arrow key, wrapping around (-1: none). */
export function moveActive(current: number, count: number, key: "ArrowDown" | "ArrowUp"): number {
  if (count === 0) return -1;
  if (key === "ArrowDown") return current < 0 || current >= count - 1 ? 0 : current + 1;
  return current <= 0 ? count - 1 : current - 1;
}

/** The address form's values a chosen place sets: only what the place says (never clears a field). */
export function fieldsOfPlace(place: PlaceAddress): Partial<Record<"line1" | "city" | "region" | "postalCode" | "country", string>> {
  const out: Partial<Record<"line1" | "city" | "region" | "postalCode" | "country", string>> = {};
  for (const name of ["line1", "city", "postalCode", "country", "region"] as const) if (place[name]) out[name] = place[name];
  return out;
}

const fold = (text: string) =>
  text
    .normalize("NFD")
    .replace(/\p{M}+/gu, "")
    .toLowerCase()
    .replace(/[^a-z]+/g, "");

/**
 * The ISO 3166-2 code of a subdivision a provider names: US and Canadian short names are the codes ("IL", "QC");
 * Mexico's are not ("Jal.", "CDMX"), so its long name is looked up in the forms' lists, in every locale.
 */
export function regionCodeOf(country: string, shortText: string, longText: string): string {
  if (!hasRegions(country)) return longText || shortText;
  const all = LOCALES.flatMap((locale) => regionOptions(country, locale));
  const byCode = all.find((region) => region.code === shortText.toUpperCase());
  if (byCode) return byCode.code;
  const wanted = fold(longText);
  const byName = all.find((region) => fold(region.name) === wanted) ?? all.find((region) => wanted.includes(fold(region.name)) && fold(region.name).length > 3);
  return byName?.code ?? "";
}
