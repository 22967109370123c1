// The fields of a compliance letter request (F10-F13), one zod schema per form shared by the page's form and the
// server. Catalogue numbers are read apart (numbers.ts: a pasted list or a CSV file); the rest are short texts.
import { z } from "@/platform/validation/zod";
import { FAR_CLAUSES, MAX_PASTED, MAX_TEXT, type LetterForm } from "./model";

const text = z.string().trim().min(1, "required").max(MAX_TEXT, "tooLong");

const base = {
  numbers: z.string().max(MAX_PASTED, "numbersTooMany").default(""),
  company: text,
  projectName: text,
  projectAddress: text,
};

export const LETTER_SCHEMAS = {
  "buy-american-far": z.object({ ...base, contractNumber: text, farClause: z.enum(FAR_CLAUSES, "choice") }),
  "buy-america": z.object({ ...base, fundingProgram: text }),
  certifications: z.object(base),
  environmental: z.object(base),
} satisfies Record<LetterForm, z.ZodType>;

export type LetterFields = z.infer<(typeof LETTER_SCHEMAS)["buy-american-far"]> | z.infer<(typeof LETTER_SCHEMAS)["buy-america"]> | z.infer<(typeof LETTER_SCHEMAS)["certifications"]>;

/** The text fields of each form, in the order the form shows them (numbers and the CSV file come first). */
export const FORM_FIELDS: Record<LetterForm, readonly ("company" | "projectName" | "projectAddress" | "contractNumber" | "farClause" | "fundingProgram")[]> = {
  "buy-american-far": ["company", "projectName", "projectAddress", "contractNumber", "farClause"],
  "buy-america": ["company", "projectName", "projectAddress", "fundingProgram"],
  certifications: ["company", "projectName", "projectAddress"],
  environmental: ["company", "projectName", "projectAddress"],
};
