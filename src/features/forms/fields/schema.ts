// Zod building blocks of the form definitions (issue 13): every message is a FormErrorKey, translated by the browser
// and the server from the `form-errors` messages. Values arrive as JSON or as form fields (strings, "true" for a
// ticked box), so each part accepts both.
import { z } from "../zod";
import { phoneError } from "./phone";
import { postalCodeError } from "./postal-code";
import { isCountryCode } from "./countries";

// No message on the type itself: a field left out is "required" and a wrong type "invalid" (errors.ts tells them apart).
export const requiredText = (max: number) => z.string().trim().min(1, "required").max(max, "tooLong");
export const optionalText = (max: number) => z.string().trim().max(max, "tooLong").optional().default("");

export const emailField = () => z.string().trim().min(1, "required").max(254, "tooLong").pipe(z.email("email"));

/** A box: true when ticked. A form post's "on" (or "true") is made a boolean by formDataToObject before the schema. */
export const checkboxField = () => z.boolean().optional().default(false);

/** One of `values`, or nothing chosen (`""`). */
export const optionalChoice = <const T extends readonly [string, ...string[]]>(values: T) =>
  z.union([z.enum(values, "choice"), z.literal("")], "choice").optional().default("");

/** An ISO 3166-1 country code from the country list. */
export const countryField = () => z.string("country").refine(isCountryCode, "country");
export const optionalCountryField = () => z.union([z.literal(""), countryField()], "country").optional().default("");

interface AddressLike {
  phone?: string;
  phoneCountry?: string;
  country?: string;
  postalCode?: string;
}

/**
 * Checks that need two fields (a phone with its country, a postal code with the address's country), put on the field
 * that is wrong. Runs even when other fields have errors, so a visitor sees every error at once.
 */
export const addressChecks = {
  fn(value: AddressLike, ctx: z.RefinementCtx) {
    if (typeof value !== "object" || value === null) return;
    const phone = typeof value.phone === "string" ? value.phone : "";
    const country = typeof value.country === "string" ? value.country : "";
    const phoneCountry = typeof value.phoneCountry === "string" && value.phoneCountry !== "" ? value.phoneCountry : country;
    const phoneIssue = phoneError(phone, phoneCountry);
    if (phoneIssue) ctx.addIssue({ code: "custom", path: ["phone"], message: phoneIssue });
    const postal = typeof value.postalCode === "string" ? value.postalCode : "";
    const postalIssue = isCountryCode(country) ? postalCodeError(country, postal) : undefined;
    if (postalIssue) ctx.addIssue({ code: "custom", path: ["postalCode"], message: postalIssue });
  },
  params: { when: (payload: { value: unknown }) => typeof payload.value === "object" && payload.value !== null },
};
