// Zod building blocks of an address (issue 13): a country from the country list, and the checks that need two fields
// (a phone with its country, a postal code with the address's country). Apart from schema.ts because they carry
// libphonenumber-js and the country list, which only a form with an address needs in the browser (ADR 73).
import { z } from "@/platform/validation/zod";
import { phoneError } from "./phone";
import { postalCodeError } from "./postal-code";
import { isCountryCode } from "./countries";

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
