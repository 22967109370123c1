// F1 Contact Us: the topic routes the message to the brand's address list (the CMS module's settings).
import { z } from "zod";
import type { FormDefinition } from "../model";

export const CONTACT_TOPICS = ["sales", "technical-support", "customer-service", "media"] as const;
export type ContactTopic = (typeof CONTACT_TOPICS)[number];

const text = (max: number) => z.string().trim().min(1, "required").max(max, "tooLong");
const optionalText = (max: number) => z.string().trim().max(max, "tooLong").optional().default("");

// Unknown keys are refused (zod reports them as "unrecognized_keys"; the message key is unknownField).
export const contactSchema = z
  .object({
    topic: z.enum(CONTACT_TOPICS, "choice"),
    firstName: text(80),
    lastName: text(80),
    email: z.string().trim().max(254, "tooLong").pipe(z.email("email")),
    phone: optionalText(40),
    company: optionalText(120),
    country: z.string().regex(/^[A-Z]{2}$/, "country"),
    postalCode: optionalText(16),
    message: z.string().trim().min(10, "tooShort").max(5000, "tooLong"),
    consentMarketing: z.boolean().optional().default(false),
  })
  .strict();

export type ContactFields = z.output<typeof contactSchema>;

export const contactForm: FormDefinition<typeof contactSchema> = { id: "contact", schema: contactSchema, marketingConsent: true };
