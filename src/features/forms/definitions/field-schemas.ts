// Field schemas shared by the catalogue-bound forms (F2 Quote Request, F3 Warranty Registration): catalogue numbers,
// ISO dates judged against the visitor's "today" whatever their time zone, countries with their states/provinces,
// phone numbers and postal codes. Pure (zod, i18n-iso-countries' code list, libphonenumber-js metadata): the browser
// and the server run the same checks. Messages are FormErrorKey keys.
import { z } from "zod";
import countries from "i18n-iso-countries";
import { isPossiblePhoneNumber } from "libphonenumber-js/min";

/**
 * A catalogue number as printed and typed: letters, digits and `-` `.` `/` inside, 2..40 characters, upper-cased
 * after trimming (the catalogue's own are upper case, `DR101-IV-25PK`). A look-up key, never a path or a query.
 */
export const CATALOG_NUMBER_PATTERN = /^[A-Z0-9][A-Z0-9./-]{0,38}[A-Z0-9]$/;

/** Normalises what a visitor typed to the catalogue's spelling; undefined when it cannot be a catalogue number. */
export function normalizeCatalogNumber(value: string): string | undefined {
  const normalized = value.trim().toUpperCase();
  return CATALOG_NUMBER_PATTERN.test(normalized) ? normalized : undefined;
}

export const catalogNumberField = z
  .string("required")
  .trim()
  .min(1, "required")
  .max(40, "tooLong")
  .transform((value) => value.toUpperCase())
  .pipe(z.string().regex(CATALOG_NUMBER_PATTERN, "catalogNumber"));

export const requiredText = (max: number) => z.string("required").trim().min(1, "required").max(max, "tooLong");
export const optionalText = (max: number) => z.string("required").trim().max(max, "tooLong").optional().default("");

export const emailField = z.string("required").trim().min(1, "required").max(254, "tooLong").pipe(z.email("email"));

/**
 * A phone number anyone could dial: international (`+52 55 1234 5678`) or North American without the country code
 * (`514 555-0199`), extension allowed (`x123`). Possible by length per country plan, not checked against live ranges.
 */
export function isPossiblePhone(value: string): boolean {
  if (!/^[+0-9 ().\-/]{6,30}(?:\s*(?:x|ext\.?)\s*[0-9]{1,6})?$/i.test(value)) return false;
  const number = value.replace(/\s*(?:x|ext\.?)\s*[0-9]{1,6}$/i, "");
  return isPossiblePhoneNumber(number, "US");
}

export const phoneField = z.string("required").trim().min(1, "required").max(40, "tooLong").refine(isPossiblePhone, "phone");
export const optionalPhoneField = z
  .string("required")
  .trim()
  .max(40, "tooLong")
  .refine((value) => value === "" || isPossiblePhone(value), "phone")
  .optional()
  .default("");

/** ISO 3166-1 alpha-2 (the ~250 countries of i18n-iso-countries' list). */
export const countryField = z
  .string("country")
  .trim()
  .toUpperCase()
  .refine((value) => /^[A-Z]{2}$/.test(value) && countries.isValid(value), "country");

/** States, provinces and territories of the countries the brands sell in (ISO 3166-2 subdivision codes, no prefix). */
export const REGIONS_OF_COUNTRY = {
  US: [
    "AL", "AK", "AZ", "AR", "CA", "CO", "CT", "DE", "DC", "FL", "GA", "HI", "ID", "IL", "IN", "IA", "KS", "KY", "LA",
    "ME", "MD", "MA", "MI", "MN", "MS", "MO", "MT", "NE", "NV", "NH", "NJ", "NM", "NY", "NC", "ND", "OH", "OK", "OR",
    "PA", "RI", "SC", "SD", "TN", "TX", "UT", "VT", "VA", "WA", "WV", "WI", "WY", "PR", "GU", "VI", "AS", "MP",
  ],
  CA: ["AB", "BC", "MB", "NB", "NL", "NS", "NT", "NU", "ON", "PE", "QC", "SK", "YT"],
  MX: [
    "AGU", "BCN", "BCS", "CAM", "CHP", "CHH", "CMX", "COA", "COL", "DUR", "GUA", "GRO", "HID", "JAL", "MEX", "MIC",
    "MOR", "NAY", "NLE", "OAX", "PUE", "QUE", "ROO", "SLP", "SIN", "SON", "TAB", "TAM", "TLA", "VER", "YUC", "ZAC",
  ],
} as const satisfies Record<string, readonly string[]>;

export type RegionCountry = keyof typeof REGIONS_OF_COUNTRY;
export const hasRegionList = (country: string): country is RegionCountry => Object.hasOwn(REGIONS_OF_COUNTRY, country);

/**
 * Where the region must be one of the country's list (US, CA, MX: required); elsewhere free text, optional.
 * Returns the error key, or undefined when the region is right for the country.
 */
export function regionProblem(country: string, region: string): "region" | "required" | "tooLong" | undefined {
  if (hasRegionList(country)) {
    if (region === "") return "required";
    return (REGIONS_OF_COUNTRY[country] as readonly string[]).includes(region) ? undefined : "region";
  }
  return region.length > 80 ? "tooLong" : undefined;
}

const POSTAL_CODE_OF_COUNTRY: Record<string, RegExp> = {
  US: /^\d{5}(?:-\d{4})?$/,
  CA: /^[ABCEGHJ-NPRSTVXY]\d[ABCEGHJ-NPRSTV-Z] ?\d[ABCEGHJ-NPRSTV-Z]\d$/i,
  MX: /^\d{5}$/,
};

/** Postal code for the country: the US, Canadian and Mexican formats; elsewhere letters, digits, space and `-`. */
export function isPostalCodeOf(country: string, postalCode: string): boolean {
  const pattern = POSTAL_CODE_OF_COUNTRY[country] ?? /^[A-Z0-9][A-Z0-9 -]{1,10}[A-Z0-9]$/i;
  return pattern.test(postalCode);
}

/** The ISO date (`YYYY-MM-DD`) of a calendar day that exists, or undefined. */
export function parseIsoDate(value: string): { year: number; month: number; day: number } | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return undefined;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return undefined;
  return { year, month, day };
}

const isoDay = (date: Date) => date.toISOString().slice(0, 10);
const HOUR = 3_600_000;

/**
 * The range of dates that are "today" somewhere on Earth at `now` (UTC-12 .. UTC+14): a visitor's today is never
 * refused as past or future because the server runs in another zone.
 */
export function todayRange(now: Date = new Date()): { earliest: string; latest: string } {
  return { earliest: isoDay(new Date(now.getTime() - 12 * HOUR)), latest: isoDay(new Date(now.getTime() + 14 * HOUR)) };
}

/** An ISO date string (the `<input type="date">` value), checked as a real calendar day. */
export const isoDateField = z
  .string("required")
  .trim()
  .min(1, { error: "required", abort: true })
  .refine((value) => parseIsoDate(value) !== undefined, { error: "date", abort: true });

/**
 * For a cross-field check on an object (region of a country, installer's name): run it even when other fields have
 * issues (zod skips object refinements after any issue by default), as long as the fields it reads parsed.
 */
export const whenFieldsValid =
  (...fields: string[]) =>
  (payload: { value: unknown; issues: readonly { path?: readonly PropertyKey[] }[] }): boolean => {
    const value = payload.value;
    if (typeof value !== "object" || value === null) return false;
    const record = value as Record<string, unknown>;
    if (!fields.every((field) => typeof record[field] === "string")) return false;
    return !payload.issues.some((issue) => issue.path !== undefined && fields.includes(String(issue.path[0])));
  };

/** The error map of a strict form object: unknown keys are `unknownField`, a body that is no object `required`. */
export const strictFormError = (issue: { code?: string }) => (issue.code === "unrecognized_keys" ? "unknownField" : "required");
