// F9 Subscribe: an e-mail address, an optional first name, the topics wanted, and an express opt-in that is unticked
// by default and required (double opt-in follows by mail: server/subscriptions.ts).
import { z } from "@/platform/validation/zod";
import type { FormDefinition } from "../model";
import { emailField, optionalText } from "../fields/schema";
import { SUBSCRIBE_INTERESTS } from "./choices";

export const subscribeSchema = z
  .object({
    email: emailField(),
    firstName: optionalText(80),
    // A form post repeats `interests`; none ticked is an empty list. Each one at most once.
    interests: z
      .array(z.enum(SUBSCRIBE_INTERESTS, "choice"), "choice")
      .max(SUBSCRIBE_INTERESTS.length, "choice")
      .optional()
      .default([])
      .transform((list) => [...new Set(list)]),
    // The express opt-in: nothing is sent to anyone who did not tick it.
    consentMarketing: z
      .boolean()
      .optional()
      .default(false)
      .refine((ticked) => ticked === true, "consent"),
  })
  .strict();

export type SubscribeFields = z.output<typeof subscribeSchema>;

export const subscribeForm: FormDefinition<typeof subscribeSchema> = { id: "subscribe", schema: subscribeSchema, marketingConsent: true };
