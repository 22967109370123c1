"use client";
// A3 the profile form: the field kit's fields, checked in the browser with the server's schema, posted to
// POST /api/account/profile (a plain post without JavaScript). Its schema (zod) loads when the visitor starts on it.
import { useTranslations } from "next-intl";
import type { Locale } from "@/config/locales";
import { LOCALES } from "@/config/locales";
import { CheckboxField, lazySchema, PhoneField, SchemaForm, SelectField, TextField } from "@/features/forms/ui";
import { ROLES, type CountryOption, type FieldErrors } from "@/features/forms";
import { PROFILE_FIELDS } from "../fields";
import styles from "../../components/Account.module.css";

/** The server's schema, loaded on the first focus in the form (ADR 75). */
const profileSchema = lazySchema(() => import("../model").then((module) => module.profileSchema));

export interface ProfileFormProps {
  brand: string;
  locale: Locale;
  values: Record<string, string | boolean>;
  countries: readonly CountryOption[];
  errors?: FieldErrors;
  message?: string;
  consentSince?: string;
}

export function ProfileForm({ brand, locale, values, countries, errors, message, consentSince }: ProfileFormProps) {
  const t = useTranslations("my-account.profile");
  const tf = useTranslations("forms");
  const labels: Record<(typeof PROFILE_FIELDS)[number], string> = {
    givenName: t("givenName"),
    familyName: t("familyName"),
    company: t("company"),
    role: t("role"),
    phone: tf("fields.phone"),
    phoneCountry: tf("fields.phoneCountry"),
    preferredLocale: t("preferredLocale"),
    marketingConsent: tf("fields.consentMarketing"),
  };
  return (
    <SchemaForm
      schema={profileSchema}
      action="/api/account/profile"
      locale={locale}
      idPrefix="profile"
      defaultValues={values}
      hidden={{ brand, locale }}
      initialErrors={errors}
      initialMessage={message}
      labelledBy="profile-details"
      fieldLabels={labels}
      submitLabel={t("save")}
    >
      <div className={styles.row}>
        <TextField name="givenName" label={labels.givenName} required autoComplete="given-name" maxLength={80} />
        <TextField name="familyName" label={labels.familyName} required autoComplete="family-name" maxLength={80} />
      </div>
      <div className={styles.row}>
        <TextField name="company" label={labels.company} autoComplete="organization" maxLength={120} />
        <SelectField name="role" label={labels.role} options={ROLES.map((role) => ({ value: role, label: tf(`roles.${role}`) }))} />
      </div>
      <PhoneField countries={countries} />
      <SelectField name="preferredLocale" label={labels.preferredLocale} hint={t("preferredLocaleHint")} options={LOCALES.map((code) => ({ value: code, label: t(`localeNames.${code}`) }))} />
      <CheckboxField name="marketingConsent" label={t("marketingConsent")} hint={consentSince} />
    </SchemaForm>
  );
}
