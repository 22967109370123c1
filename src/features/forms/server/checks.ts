// Checks of a submission that need the server (F2, F3): every catalogue number of a quote or a warranty registration
// must be one of the brand's products. The pipeline (POST /api/forms/{formId}) runs them after the schema accepted
// the fields, and answers their field errors like the schema's. Values of the returned errors are FormErrorKey keys,
// translated by the pipeline with the schema's issues.
import "server-only";
import type { Locale } from "@/config/locales";
import { getCatalogSource } from "@/features/catalog/server";
import { logger } from "@/platform/logging/logger";
import type { FieldErrors, FormErrorKey, FormId } from "../model";

export interface CheckContext {
  brand: string;
  locale: Locale;
}

/** The brand's products among these catalogue numbers: the numbers found (exact). */
export type FindCatalogNumbers = (brand: string, catalogNumbers: string[], locale: Locale) => Promise<Set<string>>;

export type ServerCheck = (fields: unknown, context: CheckContext) => Promise<FieldErrors>;

/** Most catalogue numbers one check looks up (a quote has at most 200 lines). */
export const MAX_CHECKED_NUMBERS = 200;

const findInCatalog: FindCatalogNumbers = async (brand, catalogNumbers, locale) => {
  const products = await getCatalogSource().getProductsByCatalogNumbers(brand, catalogNumbers, locale);
  return new Set(products.map((product) => product.catalogNumber));
};

/** Catalogue numbers at their field paths (`lines.3.catalogNumber`, `catalogNumber`), from parsed fields. */
export function catalogNumberPaths(formId: FormId, fields: unknown): [path: string, catalogNumber: string][] {
  if (typeof fields !== "object" || fields === null) return [];
  const record = fields as Record<string, unknown>;
  if (formId === "warranty") return typeof record.catalogNumber === "string" ? [["catalogNumber", record.catalogNumber]] : [];
  if (formId === "quote" && Array.isArray(record.lines)) {
    return record.lines.slice(0, MAX_CHECKED_NUMBERS).flatMap((line, index): [string, string][] => {
      const number = typeof line === "object" && line !== null ? (line as Record<string, unknown>).catalogNumber : undefined;
      return typeof number === "string" ? [[`lines.${index}.catalogNumber`, number]] : [];
    });
  }
  return [];
}

/**
 * `unknownProduct` on the path of every catalogue number the brand does not sell. When the catalogue cannot answer
 * (its API down), the numbers are taken as typed: a submission is never lost to an outage, and the people who act
 * on it see the numbers.
 */
export function productExistenceCheck(formId: FormId, find: FindCatalogNumbers = findInCatalog): ServerCheck {
  return async (fields, { brand, locale }) => {
    const paths = catalogNumberPaths(formId, fields);
    if (paths.length === 0) return {};
    const numbers = [...new Set(paths.map(([, number]) => number))];
    let found: Set<string>;
    try {
      found = await find(brand, numbers, locale);
    } catch (error) {
      logger.warn({ err: error, formId, brand, count: numbers.length }, "forms: catalogue numbers not checked, the catalogue did not answer");
      return {};
    }
    const errors: Record<string, FormErrorKey> = {};
    for (const [path, number] of paths) if (!found.has(number)) errors[path] = "unknownProduct";
    return errors;
  };
}

/** Server checks by form, run after the schema accepted the fields; the values of their errors are FormErrorKey keys. */
export const serverChecks: Partial<Record<FormId, ServerCheck>> = {
  quote: productExistenceCheck("quote"),
  warranty: productExistenceCheck("warranty"),
};
