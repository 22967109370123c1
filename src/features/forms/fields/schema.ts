// Zod building blocks of the form definitions (issue 13): every message is a FormErrorKey, translated by the browser
// and the server from the `form-errors` messages. Values arrive as JSON or as form fields (strings, "true" for a
// ticked box), so each part accepts both.
// The address parts (country, phone, postal code) are in address-schema.ts, so a form without them (F9 subscribe) does
// not carry the country and phone data into the browser (ADR 73).
import { z } from "@/platform/validation/zod";

// No message on the type itself: a field left out is "required" and a wrong type "invalid" (errors.ts tells them apart).
export const requiredText = (max: number) => z.string().trim().min(1, "required").max(max, "tooLong");
export const optionalText = (max: number) => z.string().trim().max(max, "tooLong").optional().default("");

export const emailField = () => z.string().trim().min(1, "required").max(254, "tooLong").pipe(z.email("email"));

/** A box: true when ticked. A form post's "on" (or "true") is made a boolean by formDataToObject before the schema. */
export const checkboxField = () => z.boolean().optional().default(false);

/** One of `values`, or nothing chosen (`""`). */
export const optionalChoice = <const T extends readonly [string, ...string[]]>(values: T) =>
  z.union([z.enum(values, "choice"), z.literal("")], "choice").optional().default("");
