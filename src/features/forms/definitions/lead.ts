// F14 Lead Form: a short form for landing pages whose fields the CMS entry chooses. Name and e-mail are always asked;
// the module's settings list the optional fields (`fields: "company,phone,role,message,postalCode"`), which of them
// are required (`required: "company"`), and hidden values the lead is filed under (`interest`, `campaign`). The
// browser and the server build the same schema from the same settings (fieldsFromSettings).
import { z } from "@/platform/validation/zod";
import type { FormDefinition } from "../model";
import { ROLES } from "../fields/roles";
import { checkboxField, emailField, optionalChoice, optionalText, requiredText } from "../fields/schema";
import { addressChecks, optionalCountryField } from "../fields/address-schema";
import { leadSettings, type LeadOptionalField, type RawLeadSettings } from "./choices";

const optionalPart = (field: LeadOptionalField, required: boolean): Record<string, z.ZodType> => {
  switch (field) {
    case "company":
      return { company: required ? requiredText(120) : optionalText(120) };
    case "phone":
      return { phone: required ? requiredText(40) : optionalText(40), phoneCountry: optionalCountryField() };
    case "role":
      return { role: required ? z.enum(ROLES, "choice") : optionalChoice(ROLES) };
    case "message":
      return { message: required ? z.string().trim().min(1, "required").max(3000, "tooLong") : optionalText(3000) };
    case "postalCode":
      return { postalCode: required ? requiredText(16) : optionalText(16) };
  }
};

/** The lead form's schema for a module's settings: name and e-mail, the chosen fields, the opt-in. Pure. */
export function fieldsFromSettings(settings: RawLeadSettings) {
  const read = leadSettings(settings);
  const shape: Record<string, z.ZodType> = { name: requiredText(120), email: emailField() };
  for (const field of read.fields) Object.assign(shape, optionalPart(field, read.required.includes(field)));
  shape.consentMarketing = checkboxField();
  return z.object(shape).strict().superRefine(addressChecks.fn, addressChecks.params);
}

/** Fields the lead is filed under, from the module's settings (never from the post). */
export function leadHiddenFields(settings: RawLeadSettings): Record<string, string> {
  const { interest, campaign } = leadSettings(settings);
  return { ...(interest ? { interest } : {}), ...(campaign ? { campaign } : {}) };
}

/** Without a module (its settings unknown): name, e-mail and opt-in only. */
export const leadForm: FormDefinition = {
  id: "lead",
  schema: fieldsFromSettings(undefined),
  marketingConsent: true,
  schemaFor: fieldsFromSettings,
  hiddenFields: leadHiddenFields,
};
