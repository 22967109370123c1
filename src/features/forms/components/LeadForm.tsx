"use client";
// F14 Lead Form in the browser: name and e-mail, then the fields the CMS module chose, checked with the schema built
// from the same settings as the server's (fieldsFromSettings). Accepted, the form gives way to its reference in place.
import { useMemo } from "react";
import { useTranslations } from "next-intl";
import type { FieldValues } from "react-hook-form";
import { passedFormViewProps, type FormComponentProps } from "./form-props";
import type { ClientFormDefinition } from "../model";
import { lazySchema } from "./schema-loader";
import { LEAD_OPTIONAL_FIELDS, leadSettings } from "../definitions/choices";
import { ROLES } from "../fields/roles";
import { CheckboxField, SelectField, TextAreaField, TextField } from "./fields";
import { PhoneField } from "./address-fields";
import { FormView, withDraft } from "./FormView";
import styles from "./Form.module.css";

/** `settings`: the module's field choices; without them (a module the CMS no longer has) the fields that were posted. */
export type LeadFormProps = FormComponentProps;

export function leadDefaults(defaultCountry: string): FieldValues {
  return { name: "", email: "", company: "", phone: "", phoneCountry: defaultCountry, role: "", message: "", postalCode: "", consentMarketing: false };
}

export function LeadForm(props: LeadFormProps) {
  const { countries, defaultCountry, values } = props;
  const t = useTranslations("subscribe.lead");
  const tf = useTranslations("forms");
  const raw = props.settings ?? { fields: LEAD_OPTIONAL_FIELDS.filter((field) => values && field in values).join(","), required: "", messageLabel: "message" as const };
  const settings = leadSettings(raw);
  // The schema built from the same settings as the server's, loaded with zod when the visitor starts on the form.
  const definition = useMemo<ClientFormDefinition>(() => ({ id: "lead", schema: lazySchema(() => import("../definitions/lead").then((module) => module.fieldsFromSettings(raw))) }), [raw.fields, raw.required]); // eslint-disable-line react-hooks/exhaustive-deps
  const shown = new Set(settings.fields);
  const required = (field: (typeof LEAD_OPTIONAL_FIELDS)[number]) => settings.required.includes(field);
  const defaults = Object.fromEntries(Object.entries(withDraft(leadDefaults(defaultCountry), values)).filter(([key]) => key === "name" || key === "email" || key === "consentMarketing" || shown.has(key as never) || (key === "phoneCountry" && shown.has("phone"))));
  const hint = t(`messageHints.${settings.messageLabel}`);
  return (
    <FormView
      definition={definition}
      {...passedFormViewProps(props)}
      defaultValues={defaults}
      submitLabel={t("submit")}
      renderSent={(reference) => (
        <>
          <h3>{t("sentHeading")}</h3>
          <p>{t("sent", { reference })}</p>
        </>
      )}
    >
      <div className={styles.row}>
        <TextField name="name" label={t("fields.name")} required autoComplete="name" maxLength={120} />
        <TextField name="email" type="email" label={t("fields.email")} required autoComplete="email" maxLength={254} />
      </div>
      {shown.has("company") || shown.has("role") ? (
        <div className={styles.row}>
          {shown.has("company") ? <TextField name="company" label={t("fields.company")} required={required("company")} autoComplete="organization" maxLength={120} /> : null}
          {shown.has("role") ? <SelectField name="role" label={t("fields.role")} required={required("role")} options={ROLES.map((role) => ({ value: role, label: tf(`roles.${role}`) }))} /> : null}
        </div>
      ) : null}
      {shown.has("phone") ? <PhoneField countries={countries} required={required("phone")} /> : null}
      {shown.has("postalCode") ? <TextField name="postalCode" label={t("fields.postalCode")} required={required("postalCode")} autoComplete="postal-code" maxLength={16} /> : null}
      {shown.has("message") ? <TextAreaField name="message" label={t(`messageLabels.${settings.messageLabel}`)} hint={hint || undefined} required={required("message")} maxLength={3000} /> : null}
      <CheckboxField name="consentMarketing" label={t("consent")} />
    </FormView>
  );
}
