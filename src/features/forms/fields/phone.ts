// Phone numbers with a country (issue 13), through libphonenumber-js: a number typed in national form is read with
// the chosen country, one starting with + with its own calling code. Pure, for zod refinements in both browser and server.
import { parsePhoneNumberFromString, type CountryCode } from "libphonenumber-js";
import type { FormErrorKey } from "../model";
import { isCountryCode } from "./countries";

const MAX_PHONE_CHARS = 40;

function parse(value: string, country: string) {
  const text = value.trim();
  if (text === "" || text.length > MAX_PHONE_CHARS) return undefined;
  return parsePhoneNumberFromString(text, isCountryCode(country) ? (country as CountryCode) : undefined);
}

/** The error of a phone number for `country`, or undefined when it is valid (an empty value is the caller's choice). */
export function phoneError(value: string, country: string): FormErrorKey | undefined {
  if (value.trim() === "") return undefined;
  return parse(value, country)?.isValid() ? undefined : "phone";
}

/** The number in E.164 (+16145550100), as stored; undefined when it is not a valid number. */
export function phoneE164(value: string, country: string): string | undefined {
  const phone = parse(value, country);
  return phone?.isValid() ? phone.number : undefined;
}

/** The number as people write it: national form in its own country (614 555 0100), international elsewhere. */
export function formatPhone(value: string, country: string): string {
  const phone = parse(value, country);
  if (!phone?.isValid()) return value;
  return phone.country === country ? phone.formatNational() : phone.formatInternational();
}
