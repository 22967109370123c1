// Public entry of the compliance letters (F10-F13), client-safe: the forms, their schemas and limits.
export { LETTER_FORMS, MODULE_OF_FORM, MAX_NUMBERS, isLetterForm, type LetterForm } from "./model";
export { LETTER_SCHEMAS } from "./schema";
// CSV reading shared with the submittal package builder (F15): UTF-8 only, quoted cells.
export { csvText, csvCells } from "./numbers";
// The product page's compliance table (P5) is worded by the same function as the letters' rows.
export { productComplianceRows, type ComplianceRow } from "./statement";
