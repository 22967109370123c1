"use client";
// A5 the address form (add and edit): "Find an address" first (the maps port's autocomplete fills what it knows), then
// the field kit's fields: the country list in the page's language with the United States and Canada first, the
// state / province / Mexican state list of the chosen country, the postal code checked in that country's format.
import { useTranslations } from "next-intl";
import { useWatch } from "react-hook-form";
import type { Locale } from "@/config/locales";
import type { MapsClientConfig } from "@/platform/maps";
import { CheckboxField, CountryField, lazySchema, RegionField, SchemaForm, TextField } from "@/features/forms/ui";
import { type CountryOption, type FieldErrors, type RegionOption } from "@/features/forms";
import { ADDRESS_FIELDS, postalCodeRequired } from "../fields";
import { AddressAutocomplete } from "./AddressAutocomplete";
import styles from "../../components/Account.module.css";

/** The server's schema, loaded on the first focus in the form (ADR 75). */
const addressSchema = lazySchema(() => import("../model").then((module) => module.addressSchema));

export interface AddressFormProps {
  brand: string;
  locale: Locale;
  /** The endpoint: POST /api/account/addresses or /api/account/addresses/{id}. */
  action: string;
  values: Record<string, string | boolean>;
  countries: readonly CountryOption[];
  regions: Record<string, readonly RegionOption[]>;
  maps: MapsClientConfig;
  cancelHref: string;
  labelledBy: string;
  errors?: FieldErrors;
  message?: string;
}

export function AddressForm({ brand, locale, action, values, countries, regions, maps, cancelHref, labelledBy, errors, message }: AddressFormProps) {
  const t = useTranslations("my-account.addresses");
  const tf = useTranslations("forms");
  const labels: Record<(typeof ADDRESS_FIELDS)[number], string> = {
    label: t("label"),
    recipient: t("recipient"),
    company: t("company"),
    line1: t("line1"),
    line2: t("line2"),
    city: t("city"),
    country: t("country"),
    region: tf("fields.region"),
    postalCode: t("postalCode"),
    phone: t("phone"),
    isDefault: t("isDefault"),
  };
  return (
    <SchemaForm
      schema={addressSchema}
      action={action}
      locale={locale}
      idPrefix="address"
      defaultValues={values}
      hidden={{ brand, locale }}
      initialErrors={errors}
      initialMessage={message}
      labelledBy={labelledBy}
      fieldLabels={labels}
      submitLabel={t("save")}
      secondaryAction={
        <a href={cancelHref} className="btn btn-link">
          {t("cancel")}
        </a>
      }
    >
      <AddressAutocomplete idPrefix="address" locale={locale} maps={maps} nextFieldId="address-line1" />
      <TextField name="label" label={labels.label} hint={t("labelHint")} maxLength={60} />
      <div className={styles.row}>
        <TextField name="recipient" label={labels.recipient} required autoComplete="name" maxLength={120} />
        <TextField name="company" label={labels.company} autoComplete="organization" maxLength={120} />
      </div>
      <TextField name="line1" label={labels.line1} required autoComplete="address-line1" maxLength={120} />
      <TextField name="line2" label={labels.line2} autoComplete="address-line2" maxLength={120} />
      <div className={styles.row}>
        <TextField name="city" label={labels.city} required autoComplete="address-level2" maxLength={80} />
        <CountryField label={labels.country} required countries={countries} />
      </div>
      <div className={styles.row}>
        <RegionField required regions={regions} />
        <PostalCodeField label={labels.postalCode} />
      </div>
      <TextField name="phone" type="tel" label={labels.phone} hint={t("phoneHint")} autoComplete="tel" maxLength={40} />
      <CheckboxField name="isDefault" label={labels.isDefault} />
    </SchemaForm>
  );
}

/** The postal code says it is required where the chosen country's format makes it so (the US, Canada, Mexico). */
function PostalCodeField({ label }: { label: string }) {
  const country = useWatch({ name: "country" }) as unknown;
  return <TextField name="postalCode" label={label} required={postalCodeRequired(typeof country === "string" ? country : "")} autoComplete="postal-code" maxLength={16} />;
}
