// The compliance letters (F10-F13): which forms exist, what each asks for and the limits every request is held to.
import type { DynamicModuleType } from "@/features/content";

export const LETTER_FORMS = ["buy-american-far", "buy-america", "certifications", "environmental"] as const;
export type LetterForm = (typeof LETTER_FORMS)[number];
export const isLetterForm = (value: unknown): value is LetterForm => typeof value === "string" && (LETTER_FORMS as readonly string[]).includes(value);

/** The CMS module type that places each form on a page. */
export const MODULE_OF_FORM: Record<LetterForm, DynamicModuleType> = {
  "buy-american-far": "BuyAmericanFarForm",
  "buy-america": "BuyAmericaForm",
  certifications: "CertificationsForm",
  environmental: "EnvironmentalComplianceForm",
};

/** Most catalogue numbers one letter lists (the pasted list of up to 500). */
export const MAX_NUMBERS = 500;
/** Longest catalogue number taken (the catalogue's are under 30 characters). */
export const MAX_NUMBER_LENGTH = 40;
/** Largest CSV file read (500 lines of numbers fit in a few kB). */
export const MAX_CSV_BYTES = 64 * 1024;
/** Largest request body (fields plus the CSV plus multipart overhead). */
export const MAX_BODY_BYTES = MAX_CSV_BYTES + 48 * 1024;
/** Longest free-text field. */
export const MAX_TEXT = 200;
/** Longest pasted list of numbers. */
export const MAX_PASTED = 500 * (MAX_NUMBER_LENGTH + 2);

/** FAR clauses a Buy American / FAR letter states compliance with (F10). */
export const FAR_CLAUSES = ["52.225-1", "52.225-5"] as const;
export type FarClause = (typeof FAR_CLAUSES)[number];

/** Hidden honeypot field: a person never fills it. */
export const HONEYPOT_FIELD = "website";
