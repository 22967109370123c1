// F3 Warranty Registration: the product (catalogue number, checked against the brand's catalogue on the server after
// the schema: ../server/checks.ts), the date code printed on the device, when and where it was bought, who installed
// it, the owner, and an optional proof of purchase (a PDF or a photo of the receipt, checked from its bytes by the
// server, stored privately, never served back).
import { z } from "@/platform/validation/zod";
import type { FormDefinition } from "../model";
import { catalogNumberField } from "../fields/catalog-number";
import { isoDateField, parseDateCode, todayRange } from "../fields/dates";
import { hasRegions, isRegionOf } from "../fields/regions";
import { checkboxField, emailField, optionalText, requiredText } from "../fields/schema";
import { addressChecks, countryField, optionalCountryField } from "../fields/address-schema";
import { whenFieldsValid } from "../fields/when-fields-valid";
import { WARRANTY_FILES, WARRANTY_INSTALLERS } from "./choices";

/** The earliest purchase date accepted: older devices are out of every warranty the brands give. */
export const WARRANTY_EARLIEST_PURCHASE = "1990-01-01";

export const dateCodeField = () =>
  z
    .string()
    .trim()
    .min(1, { error: "required", abort: true })
    .superRefine((value, context) => {
      const parsed = parseDateCode(value);
      if (typeof parsed === "string") context.addIssue({ code: "custom", message: parsed });
    });

/** Purchase date: a real day, not after the visitor's today, not before 1990. */
export const purchaseDateField = () =>
  isoDateField().superRefine((value, context) => {
    if (value > todayRange().latest) context.addIssue({ code: "custom", message: "dateInFuture" });
    else if (value < WARRANTY_EARLIEST_PURCHASE) context.addIssue({ code: "custom", message: "date" });
  });

export const warrantySchema = z
  .object({
    catalogNumber: catalogNumberField(),
    dateCode: dateCodeField(),
    purchaseDate: purchaseDateField(),
    purchaseStore: requiredText(120),
    purchaseCity: requiredText(80),
    installer: z.enum(WARRANTY_INSTALLERS, "choice"),
    /** Required when a licensed electrician installed it. */
    installerName: optionalText(120),
    installerLicense: optionalText(40),
    firstName: requiredText(80),
    lastName: requiredText(80),
    email: emailField(),
    phone: optionalText(40),
    phoneCountry: optionalCountryField(),
    addressLine1: requiredText(120),
    addressLine2: optionalText(120),
    city: requiredText(80),
    /** A state or province from the list in the US, Canada and Mexico (required there); free text elsewhere. */
    region: optionalText(80),
    postalCode: requiredText(16),
    country: countryField(),
    consentMarketing: checkboxField(),
  })
  .strict()
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
      if (!hasRegions(fields.country)) return;
      if (fields.region === "") context.addIssue({ code: "custom", path: ["region"], message: "required" });
      else if (!isRegionOf(fields.country, fields.region)) context.addIssue({ code: "custom", path: ["region"], message: "region" });
    },
    { when: whenFieldsValid("country", "region") },
  )
  .superRefine(addressChecks.fn, addressChecks.params);

export type WarrantyFields = z.output<typeof warrantySchema>;

export const warrantyForm: FormDefinition<typeof warrantySchema> = {
  id: "warranty",
  schema: warrantySchema,
  files: WARRANTY_FILES,
  marketingConsent: true,
};
