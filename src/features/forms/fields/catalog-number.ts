// Catalogue numbers as visitors type them (F2 quote lines, F3 warranty product): letters, digits and `-` `.` `/`
// inside, 2..40 characters, upper-cased after trimming (the catalogue's own are upper case, `DR101-IV-25PK`). A look-up
// key, never a path or a query. Pure: the browser and the server run the same check.
import { z } from "@/platform/validation/zod";
import { CATALOG_NUMBER_MAX, CATALOG_NUMBER_PATTERN } from "./catalog-number-pattern";

export { CATALOG_NUMBER_MAX, CATALOG_NUMBER_PATTERN, normalizeCatalogNumber } from "./catalog-number-pattern";

export const catalogNumberField = () =>
  z
    .string()
    .trim()
    .min(1, { error: "required", abort: true })
    .max(CATALOG_NUMBER_MAX, { error: "tooLong", abort: true })
    .transform((value) => value.toUpperCase())
    .pipe(z.string().regex(CATALOG_NUMBER_PATTERN, "catalogNumber"));
