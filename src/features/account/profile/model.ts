// The profile of an account (A3): what the site keeps besides what the identity provider owns (email, password). One
// zod schema checks the form in the browser and the post on the server; its messages are the forms' error keys.
import { LOCALES, type Locale } from "@/config/locales";
import { checkboxField, optionalChoice, optionalCountryField, optionalText, phoneError, requiredText, ROLES, whenFieldsValid, type Role } from "@/features/forms";
import { z } from "@/platform/validation/zod";

export { HOME_COUNTRY, PROFILE_FIELDS } from "./fields";

export const profileSchema = z
  .object({
    givenName: requiredText(80),
    familyName: requiredText(80),
    company: optionalText(120),
    role: optionalChoice(ROLES),
    phone: optionalText(40),
    phoneCountry: optionalCountryField(),
    preferredLocale: optionalChoice(LOCALES),
    marketingConsent: checkboxField(),
  })
  .strict()
  .superRefine(
    (fields, context) => {
      const issue = phoneError(fields.phone, fields.phoneCountry || "US");
      if (issue) context.addIssue({ code: "custom", path: ["phone"], message: issue });
    },
    { when: whenFieldsValid("phone", "phoneCountry") },
  );

export type ProfileInput = z.output<typeof profileSchema>;

/** A profile as the pages show it. */
export interface Profile {
  givenName: string;
  familyName: string;
  company: string;
  role: Role | "";
  /** E.164 or "". */
  phone: string;
  phoneCountry: string;
  preferredLocale: Locale | "";
  marketingConsent: boolean;
  consentAt?: Date;
  /** False until the account first saves its profile (the names then come from the provider). */
  saved: boolean;
}

/** "María Fernanda López" -> given "María Fernanda", family "López": the provider's name claim until a profile is saved. */
export function splitName(name: string): { givenName: string; familyName: string } {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  if (parts.length <= 1) return { givenName: parts[0] ?? "", familyName: "" };
  return { givenName: parts.slice(0, -1).join(" "), familyName: parts.at(-1) ?? "" };
}

/** A new account's profile: the names the provider gave, nothing else. */
export function emptyProfile(name: string): Profile {
  return { ...splitName(name), company: "", role: "", phone: "", phoneCountry: "", preferredLocale: "", marketingConsent: false, saved: false };
}
