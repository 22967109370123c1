// F3 Warranty Registration: the product (catalogue number, checked against the brand's catalogue on the server after
// the schema: ../server/checks.ts), the date code printed on the device, when and where it was bought, who installed
// it, the owner, and an optional proof of purchase (a PDF or a photo of the receipt, checked from its bytes by the
// server, stored privately, never served back).
import { z } from "zod";
import type { FormDefinition } from "../model";
import {
  catalogNumberField,
  countryField,
  emailField,
  isPostalCodeOf,
  isoDateField,
  optionalPhoneField,
  optionalText,
  parseIsoDate,
  regionProblem,
  requiredText,
  strictFormError,
  todayRange,
  whenFieldsValid,
} from "./field-schemas";

export const WARRANTY_INSTALLERS = ["self", "electrician"] as const;
export type WarrantyInstaller = (typeof WARRANTY_INSTALLERS)[number];

/** The earliest purchase date accepted: older devices are out of every warranty the brands give. */
export const WARRANTY_EARLIEST_PURCHASE = "1990-01-01";

/** The proof-of-purchase upload: a PDF or a photo (phones save HEIC), at most 5 MB, optional. */
export const PROOF_OF_PURCHASE_FIELD = "proofOfPurchase";
export const PROOF_OF_PURCHASE_TYPES = ["application/pdf", "image/jpeg", "image/png", "image/webp", "image/heic"] as const;
export const PROOF_OF_PURCHASE_MAX_BYTES = 5 * 1024 * 1024;

/** ISO 8601 week-numbering year and week of a calendar day. */
export function isoWeekOf(day: string): { year: number; week: number } {
  const date = new Date(`${day}T00:00:00Z`);
  const weekday = (date.getUTCDay() + 6) % 7; // Monday 0 .. Sunday 6
  date.setUTCDate(date.getUTCDate() - weekday + 3); // the Thursday of that week decides its year
  const year = date.getUTCFullYear();
  const firstThursday = new Date(Date.UTC(year, 0, 4));
  firstThursday.setUTCDate(firstThursday.getUTCDate() - ((firstThursday.getUTCDay() + 6) % 7) + 3);
  return { year, week: 1 + Math.round((date.getTime() - firstThursday.getTime()) / (7 * 86_400_000)) };
}

/**
 * A date code as printed on the brands' devices: four digits YYWW, the year's last two digits and the ISO week
 * (01..53); `90`..`99` are the 1990s, `00`..`89` this century. Returns the year and week, or the error key.
 */
export function parseDateCode(value: string, now: Date = new Date()): { year: number; week: number } | "date" | "dateInFuture" {
  const match = /^(\d{2})(\d{2})$/.exec(value);
  if (!match) return "date";
  const yy = Number(match[1]);
  const week = Number(match[2]);
  if (week < 1 || week > 53) return "date";
  const year = yy >= 90 ? 1900 + yy : 2000 + yy;
  const current = isoWeekOf(todayRange(now).latest);
  if (year > current.year || (year === current.year && week > current.week)) return "dateInFuture";
  return { year, week };
}

export const dateCodeField = z
  .string("required")
  .trim()
  .min(1, { error: "required", abort: true })
  .superRefine((value, context) => {
    const parsed = parseDateCode(value);
    if (typeof parsed === "string") context.addIssue({ code: "custom", message: parsed });
  });

/** Purchase date: a real day, not after the visitor's today, not before 1990. */
export const purchaseDateField = isoDateField.superRefine((value, context) => {
  if (!parseIsoDate(value)) return;
  if (value > todayRange().latest) context.addIssue({ code: "custom", message: "dateInFuture" });
  else if (value < WARRANTY_EARLIEST_PURCHASE) context.addIssue({ code: "custom", message: "dateInPast" });
});

export const warrantySchema = z
  .strictObject(
    {
    catalogNumber: catalogNumberField,
    dateCode: dateCodeField,
    purchaseDate: purchaseDateField,
    purchaseStore: requiredText(120),
    purchaseCity: requiredText(80),
    installer: z.enum(WARRANTY_INSTALLERS, "choice"),
    installerName: optionalText(120),
    installerLicense: optionalText(40),
    firstName: requiredText(80),
    lastName: requiredText(80),
    email: emailField,
    phone: optionalPhoneField,
    addressLine1: requiredText(120),
    addressLine2: optionalText(120),
    city: requiredText(80),
    region: optionalText(80),
    postalCode: requiredText(16),
    country: countryField,
    consentMarketing: z.boolean("choice").optional().default(false),
    },
    { error: strictFormError },
  )
  .superRefine(
    (fields, context) => {
      if (fields.installer === "electrician" && fields.installerName === "") {
        context.addIssue({ code: "custom", path: ["installerName"], message: "required" });
      }
    },
    { when: whenFieldsValid("installer", "installerName") },
  )
  .superRefine(
    (fields, context) => {
      const problem = regionProblem(fields.country, fields.region);
      if (problem) context.addIssue({ code: "custom", path: ["region"], message: problem });
    },
    { when: whenFieldsValid("country", "region") },
  )
  .superRefine(
    (fields, context) => {
      if (!isPostalCodeOf(fields.country, fields.postalCode)) {
        context.addIssue({ code: "custom", path: ["postalCode"], message: "postalCode" });
      }
    },
    { when: whenFieldsValid("country", "postalCode") },
  );

export type WarrantyFields = z.output<typeof warrantySchema>;

export const warrantyForm: FormDefinition<typeof warrantySchema> = {
  id: "warranty",
  schema: warrantySchema,
  files: {
    [PROOF_OF_PURCHASE_FIELD]: { maxBytes: PROOF_OF_PURCHASE_MAX_BYTES, types: PROOF_OF_PURCHASE_TYPES, required: false },
  },
  marketingConsent: true,
};
