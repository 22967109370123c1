// What a browser without JavaScript posted to an account action the server refused (issue 14): the values, the
// translated errors and the message, sealed in a short-lived httpOnly cookie for the one page that shows the form again.
// It names the form and the account it was posted for, so no other form, and no other account in the same browser,
// ever shows it.
import "server-only";
import { cookies } from "next/headers";
import type { JWTPayload } from "jose";
import type { FieldErrors } from "@/features/forms";
import { seal, unseal } from "./sealed-cookie";

export const FORM_FLASH_COOKIE = "vl_account_form";
export const FORM_FLASH_SECONDS = 5 * 60;

export interface FormFlash {
  /** Which form: `profile`, `address:new`, `address:{id}`, or `notice` for a page-level message. */
  form: string;
  subject: string;
  values: Record<string, unknown>;
  errors: FieldErrors;
  message: string;
}

export function sealFormFlash(flash: FormFlash): Promise<string> {
  return seal({ ...flash }, "account-form", FORM_FLASH_SECONDS);
}

/** The flash of `form` for the signed-in `subject`, when this request carries one. */
export async function readFormFlash(form: string, subject: string): Promise<FormFlash | undefined> {
  const jar = await cookies();
  const flash = await unseal<JWTPayload & Partial<FormFlash>>(jar.get(FORM_FLASH_COOKIE)?.value, "account-form");
  if (!flash || flash.form !== form || flash.subject !== subject) return undefined;
  const errors = typeof flash.errors === "object" && flash.errors !== null ? flash.errors : {};
  const values = typeof flash.values === "object" && flash.values !== null ? flash.values : {};
  return { form, subject, values, errors, message: typeof flash.message === "string" ? flash.message : "" };
}
