// What the address form (A5) draws with, without zod: the browser loads the schema (model.ts) only when the visitor
// starts on the form (ADR 75).
export const ADDRESS_FIELDS = ["label", "recipient", "company", "line1", "line2", "city", "country", "region", "postalCode", "phone", "isDefault"] as const;

/** Countries whose postal code has a known format (forms' postal-code rules): it is required there. */
const POSTAL_CODE_REQUIRED = new Set(["US", "CA", "MX"]);
export const postalCodeRequired = (country: string): boolean => POSTAL_CODE_REQUIRED.has(country);
