// Catalogue numbers as visitors type them (F2 quote lines, F3 warranty product): letters, digits and `-` `.` `/`
// inside, 2..40 characters, upper-cased after trimming (the catalogue's own are upper case, `DR101-IV-25PK`). A look-up
// key, never a path or a query. Pure: the browser and the server run the same check.
import { z } from "zod";

export const CATALOG_NUMBER_PATTERN = /^[A-Z0-9][A-Z0-9./-]{0,38}[A-Z0-9]$/;
export const CATALOG_NUMBER_MAX = 40;

/** What a visitor typed in the catalogue's spelling; undefined when it cannot be a catalogue number. */
export function normalizeCatalogNumber(value: string): string | undefined {
  const normalized = value.trim().toUpperCase();
  return CATALOG_NUMBER_PATTERN.test(normalized) ? normalized : undefined;
}

export const catalogNumberField = () =>
  z
    .string("required")
    .trim()
    .min(1, { error: "required", abort: true })
    .max(CATALOG_NUMBER_MAX, { error: "tooLong", abort: true })
    .transform((value) => value.toUpperCase())
    .pipe(z.string().regex(CATALOG_NUMBER_PATTERN, "catalogNumber"));
