// F2 Quote Request: the products and quantities (typed catalogue numbers, picked from the catalogue, or prefilled from
// a product page's or the compare page's "Request a quote"), the project, the needed-by date, where it ships and who
// asks. The catalogue numbers' existence is checked on the server after the schema (../server/checks.ts).
import { z } from "@/platform/validation/zod";
import type { FormDefinition } from "../model";
import { catalogNumberField } from "../fields/catalog-number";
import { isoDateField, todayRange } from "../fields/dates";
import { phoneError } from "../fields/phone";
import { isRegionOf, hasRegions } from "../fields/regions";
import { ROLES } from "../fields/roles";
import { checkboxField, emailField, optionalText, requiredText } from "../fields/schema";
import { countryField, optionalCountryField } from "../fields/address-schema";
import { whenFieldsValid } from "../fields/when-fields-valid";

export const QUOTE_MAX_LINES = 200;
export const QUOTE_MAX_QUANTITY = 100_000;
/** How far ahead a needed-by date may be: a quote is for a project, not a decade. */
export const QUOTE_MAX_YEARS_AHEAD = 5;

/**
 * A whole number of units, 1..100000: a number (JSON, react-hook-form) or its decimal digits (a form post without
 * JavaScript sends text). Empty is "required"; anything else not a whole number in range is "quantity".
 */
export const quantityField = () =>
  z.preprocess(
    (value) => {
      if (typeof value !== "string") return value;
      const trimmed = value.trim();
      if (trimmed === "") return undefined;
      return /^\d{1,7}$/.test(trimmed) ? Number(trimmed) : Number.NaN;
    },
    z
      .number({ error: (issue) => (issue.input === undefined ? "required" : "quantity") })
      .refine((value) => Number.isInteger(value) && value >= 1 && value <= QUOTE_MAX_QUANTITY, "quantity"),
  );

export const quoteLineSchema = z
  .object({
    catalogNumber: catalogNumberField(),
    quantity: quantityField(),
    note: optionalText(200),
  })
  .strict();

/** Needed-by: today (in the visitor's zone, whatever it is) or later, at most QUOTE_MAX_YEARS_AHEAD years ahead. */
export const neededByField = () =>
  isoDateField().superRefine((value, context) => {
    const today = todayRange();
    const latest = `${Number(today.latest.slice(0, 4)) + QUOTE_MAX_YEARS_AHEAD}${today.latest.slice(4)}`;
    if (value < today.earliest) context.addIssue({ code: "custom", message: "dateInPast" });
    else if (value > latest) context.addIssue({ code: "custom", message: "date" });
  });

export const quoteSchema = z
  .object({
    lines: z.array(quoteLineSchema).min(1, "required").max(QUOTE_MAX_LINES, "tooManyLines"),
    projectName: requiredText(120),
    neededBy: neededByField(),
    shipToCountry: countryField(),
    /** A state or province from the list in the US, Canada and Mexico (required there); free text elsewhere. */
    shipToRegion: optionalText(80),
    company: requiredText(120),
    firstName: requiredText(80),
    lastName: requiredText(80),
    email: emailField(),
    phone: requiredText(40),
    /** The country the phone number is read in (a number starting with + carries its own); the ship-to country by default. */
    phoneCountry: optionalCountryField(),
    role: z.enum(ROLES, "choice"),
    comments: optionalText(2000),
    consentMarketing: checkboxField(),
  })
  .strict()
  .superRefine(
    (fields, context) => {
      if (!hasRegions(fields.shipToCountry)) return;
      if (fields.shipToRegion === "") context.addIssue({ code: "custom", path: ["shipToRegion"], message: "required" });
      else if (!isRegionOf(fields.shipToCountry, fields.shipToRegion)) context.addIssue({ code: "custom", path: ["shipToRegion"], message: "region" });
    },
    { when: whenFieldsValid("shipToCountry", "shipToRegion") },
  )
  .superRefine(
    (fields, context) => {
      const issue = phoneError(fields.phone, fields.phoneCountry || fields.shipToCountry);
      if (issue) context.addIssue({ code: "custom", path: ["phone"], message: issue });
    },
    { when: whenFieldsValid("phone", "phoneCountry", "shipToCountry") },
  );

export type QuoteFields = z.output<typeof quoteSchema>;
export type QuoteLine = z.output<typeof quoteLineSchema>;

export const quoteForm: FormDefinition<typeof quoteSchema> = { id: "quote", schema: quoteSchema, marketingConsent: true };
