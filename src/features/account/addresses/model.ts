// The address book's rules (A5): one zod schema for the form in the browser and the post on the server (a state,
// province or Mexican state from the list where the country has one; the postal code in the country's format, and
// required where the country has a format; the phone read in the address's country), the stored shape, and the lines
// an address is shown in.
import { checkboxField, countryField, hasRegions, isRegionOf, optionalText, phoneError, postalCodeError, requiredText, whenFieldsValid } from "@/features/forms";
import { z } from "@/platform/validation/zod";
import { postalCodeRequired } from "./fields";

/** At most this many addresses per account: past it a clear message, not a 500 or a silent drop. */
export const MAX_ADDRESSES = 50;

export { ADDRESS_FIELDS, postalCodeRequired } from "./fields";

export const addressSchema = z
  .object({
    label: optionalText(60),
    recipient: requiredText(120),
    company: optionalText(120),
    line1: requiredText(120),
    line2: optionalText(120),
    city: requiredText(80),
    country: countryField(),
    region: optionalText(80),
    postalCode: optionalText(16),
    phone: optionalText(40),
    isDefault: checkboxField(),
  })
  .strict()
  .superRefine(
    (fields, context) => {
    if (hasRegions(fields.country)) {
      if (fields.region === "") context.addIssue({ code: "custom", path: ["region"], message: "required" });
      else if (!isRegionOf(fields.country, fields.region)) context.addIssue({ code: "custom", path: ["region"], message: "region" });
    }
    if (fields.postalCode === "" && postalCodeRequired(fields.country)) context.addIssue({ code: "custom", path: ["postalCode"], message: "required" });
    const postal = postalCodeError(fields.country, fields.postalCode);
    if (postal) context.addIssue({ code: "custom", path: ["postalCode"], message: postal });
    const phone = phoneError(fields.phone, fields.country);
    if (phone) context.addIssue({ code: "custom", path: ["phone"], message: phone });
    },
    // Also when other fields are wrong, so every error shows at once.
    { when: whenFieldsValid("country", "region", "postalCode", "phone") },
  );

export type AddressInput = z.output<typeof addressSchema>;

/** A stored address as the pages show it. */
export interface Address {
  id: string;
  label: string;
  recipient: string;
  company: string;
  line1: string;
  line2: string;
  city: string;
  region: string;
  postalCode: string;
  country: string;
  /** E.164 or "". */
  phone: string;
  isDefault: boolean;
  updatedAt: Date;
}

/** Address ids are UUIDs: anything else is not looked up (and answers 404 like an unknown one). */
export const isAddressId = (value: unknown): value is string => typeof value === "string" && /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value);

export interface AddressNames {
  country: (code: string) => string;
  region: (country: string, code: string) => string;
}

/**
 * The lines of an address as its country writes them: "City, ST 12345" in the US, "City (QC)  H2X 1Y4" in Canada,
 * "12345 City, State" in Mexico; elsewhere "Postal code City, region". The country's name ends it.
 */
export function addressLines(address: Pick<Address, "recipient" | "company" | "line1" | "line2" | "city" | "region" | "postalCode" | "country">, names: AddressNames): string[] {
  const region = address.region ? names.region(address.country, address.region) : "";
  const join = (...parts: string[]) => parts.filter(Boolean).join(" ");
  let locality: string;
  if (address.country === "US") locality = join(`${address.city},`, address.region, address.postalCode);
  else if (address.country === "CA") locality = join(address.city, address.region ? `(${address.region})` : "", address.postalCode);
  else if (address.country === "MX") locality = join(address.postalCode, region ? `${address.city}, ${region}` : address.city);
  else locality = join(address.postalCode, region ? `${address.city}, ${region}` : address.city);
  return [address.recipient, address.company, address.line1, address.line2, locality.replace(/,$/, ""), names.country(address.country)].filter((line) => line.trim() !== "");
}
