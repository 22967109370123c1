"use client";
// F3 Warranty Registration in the browser: the product (catalogue number through the product picker, date code), the
// purchase, the installation, the owner, and an optional proof of purchase sent with the form (multipart).
import { useMemo } from "react";
import { useTranslations } from "next-intl";
import { useFormContext, useWatch, type FieldValues } from "react-hook-form";
import type { ClientFormDefinition } from "../model";
import { lazySchema } from "./schema-loader";
import { PROOF_OF_PURCHASE_FIELD, PROOF_OF_PURCHASE_TYPES, WARRANTY_FILES, WARRANTY_INSTALLERS } from "../definitions/choices";
import type { RegionOption } from "../fields/regions";
import { passedFormViewProps, type FormComponentProps } from "./form-props";
import { CheckboxField, DateField, FileField, RadioGroupField, TextField } from "./fields";
import { CountryField, PhoneField, RegionField } from "./address-fields";
import { FormView, withDraft } from "./FormView";
import { ProductPicker } from "./ProductPicker";
import { regionsOf } from "../fields/region-lists";
import styles from "./Form.module.css";

export type WarrantyFormProps = FormComponentProps & {
  /** States and provinces by country in the page's language (from the server, so the order cannot differ). */
  regions?: Record<string, readonly RegionOption[]>;
};

/** What the file input accepts: the types the server takes, and their usual extensions. */
export const PROOF_OF_PURCHASE_ACCEPT = [...PROOF_OF_PURCHASE_TYPES, ".pdf", ".jpg", ".jpeg", ".png", ".webp"].join(",");

const warrantyForm: ClientFormDefinition = {
  id: "warranty",
  files: WARRANTY_FILES,
  schema: lazySchema(() => import("../definitions/warranty").then((module) => module.warrantySchema)),
};

export function warrantyDefaults(defaultCountry: string): FieldValues {
  return {
    catalogNumber: "",
    dateCode: "",
    purchaseDate: "",
    purchaseStore: "",
    purchaseCity: "",
    installer: "",
    installerName: "",
    installerLicense: "",
    firstName: "",
    lastName: "",
    email: "",
    phone: "",
    phoneCountry: defaultCountry,
    addressLine1: "",
    addressLine2: "",
    city: "",
    region: "",
    postalCode: "",
    country: defaultCountry,
    consentMarketing: false,
  };
}

/** The electrician's name is required once "a licensed electrician" is chosen. */
function InstallerDetails() {
  const tw = useTranslations("forms-products.warranty");
  const installer = useWatch({ control: useFormContext().control, name: "installer" }) as unknown;
  return (
    <div className={styles.row}>
      <TextField name="installerName" label={tw("installerName")} required={installer === "electrician"} autoComplete="organization" maxLength={120} />
      <TextField name="installerLicense" label={tw("installerLicense")} maxLength={40} />
    </div>
  );
}

export function WarrantyForm(props: WarrantyFormProps) {
  const { brand, locale, countries, defaultCountry, values } = props;
  const t = useTranslations("forms");
  const tw = useTranslations("forms-products.warranty");
  const regions = useMemo(() => props.regions ?? regionsOf(locale), [props.regions, locale]);
  return (
    <FormView
      definition={warrantyForm}
      {...passedFormViewProps(props)}
      defaultValues={withDraft(warrantyDefaults(defaultCountry), values)}
    >
      <fieldset className={styles.fieldset}>
        <legend className={styles.label}>{tw("productSection")}</legend>
        <div className={styles.row}>
          <ProductPicker name="catalogNumber" label={tw("catalogNumber")} hint={tw("catalogNumberHint")} required brand={brand} />
          <TextField name="dateCode" label={tw("dateCode")} hint={tw("dateCodeHint")} required inputMode="numeric" maxLength={4} autoComplete="off" />
        </div>
      </fieldset>
      <fieldset className={styles.fieldset}>
        <legend className={styles.label}>{tw("purchaseSection")}</legend>
        <DateField name="purchaseDate" label={tw("purchaseDate")} required />
        <div className={styles.row}>
          <TextField name="purchaseStore" label={tw("purchaseStore")} required maxLength={120} />
          <TextField name="purchaseCity" label={tw("purchaseCity")} required maxLength={80} />
        </div>
      </fieldset>
      <fieldset className={styles.fieldset}>
        <legend className={styles.label}>{tw("installerSection")}</legend>
        <RadioGroupField name="installer" label={tw("installer")} required options={WARRANTY_INSTALLERS.map((installer) => ({ value: installer, label: tw(`installers.${installer}`) }))} />
        <InstallerDetails />
      </fieldset>
      <fieldset className={styles.fieldset}>
        <legend className={styles.label}>{tw("ownerSection")}</legend>
        <div className={styles.row}>
          <TextField name="firstName" label={t("fields.firstName")} required autoComplete="given-name" maxLength={80} />
          <TextField name="lastName" label={t("fields.lastName")} required autoComplete="family-name" maxLength={80} />
        </div>
        <TextField name="email" type="email" label={t("fields.email")} hint={t("hints.email")} required autoComplete="email" maxLength={254} />
        <PhoneField countries={countries} />
        <TextField name="addressLine1" label={tw("addressLine1")} required autoComplete="address-line1" maxLength={120} />
        <TextField name="addressLine2" label={tw("addressLine2")} autoComplete="address-line2" maxLength={120} />
        <div className={styles.row}>
          <TextField name="city" label={tw("city")} required autoComplete="address-level2" maxLength={80} />
          <TextField name="postalCode" label={t("fields.postalCode")} hint={t("hints.postalCode")} required autoComplete="postal-code" maxLength={16} />
        </div>
        <div className={styles.row}>
          <CountryField label={t("fields.country")} required countries={countries} />
          <RegionField required regions={regions} />
        </div>
      </fieldset>
      <FileField name={PROOF_OF_PURCHASE_FIELD} label={tw("proofOfPurchase")} hint={tw("proofOfPurchaseHint")} accept={PROOF_OF_PURCHASE_ACCEPT} />
      <CheckboxField name="consentMarketing" label={t("consent.marketing")} />
    </FormView>
  );
}
