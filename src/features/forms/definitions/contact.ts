// F1 Contact Us: the topic routes the message to the brand's address list (the CMS module's settings).
import { z } from "@/platform/validation/zod";
import type { FormDefinition } from "../model";
import { ROLES } from "../fields/roles";
import { checkboxField, emailField, optionalChoice, optionalText, requiredText } from "../fields/schema";
import { addressChecks, countryField, optionalCountryField } from "../fields/address-schema";
import { CONTACT_TOPICS } from "./choices";

// Unknown keys are refused (zod reports them as "unrecognized_keys"; the message key is unknownField).
export const contactSchema = z
  .object({
    topic: z.enum(CONTACT_TOPICS, "choice"),
    firstName: requiredText(80),
    lastName: requiredText(80),
    email: emailField(),
    phone: optionalText(40),
    /** The country the phone number is read in (a number starting with + carries its own). */
    phoneCountry: optionalCountryField(),
    company: optionalText(120),
    role: optionalChoice(ROLES),
    country: countryField(),
    postalCode: optionalText(16),
    message: z.string().trim().min(1, "required").min(10, "tooShort").max(5000, "tooLong"),
    consentMarketing: checkboxField(),
  })
  .strict()
  .superRefine(addressChecks.fn, addressChecks.params);

export type ContactFields = z.output<typeof contactSchema>;

export const contactForm: FormDefinition<typeof contactSchema> = { id: "contact", schema: contactSchema, marketingConsent: true };
