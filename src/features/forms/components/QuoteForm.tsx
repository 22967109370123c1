"use client";
// F2 Quote Request in the browser: the products and quantities first (picked, typed, pasted or linked from a product
// page), then the project, where it ships and who asks.
import { useMemo } from "react";
import { useTranslations } from "next-intl";
import type { FieldValues } from "react-hook-form";
import type { ClientFormDefinition } from "../model";
import { lazySchema } from "./schema-loader";
import { ROLES } from "../fields/roles";
import type { RegionOption } from "../fields/regions";
import { regionsOf } from "../fields/region-lists";
import { emptyLine, type LineValues } from "../quote-lines";
import { passedFormViewProps, type FormComponentProps } from "./form-props";
import { CheckboxField, DateField, SelectField, TextAreaField, TextField } from "./fields";
import { CountryField, PhoneField, RegionField } from "./address-fields";
import { FormView, withDraft } from "./FormView";
import { QuoteLines } from "./QuoteLines";
import styles from "./Form.module.css";

export type QuoteFormProps = FormComponentProps & {
  /** States and provinces by country in the page's language (from the server, so the order cannot differ). */
  regions?: Record<string, readonly RegionOption[]>;
};

const quoteForm: ClientFormDefinition = { id: "quote", schema: lazySchema(() => import("../definitions/quote").then((module) => module.quoteSchema)) };

export function quoteDefaults(defaultCountry: string): FieldValues {
  return {
    lines: [emptyLine()],
    projectName: "",
    neededBy: "",
    shipToCountry: defaultCountry,
    shipToRegion: "",
    company: "",
    firstName: "",
    lastName: "",
    email: "",
    phone: "",
    phoneCountry: defaultCountry,
    role: "",
    comments: "",
    consentMarketing: false,
  };
}

/** A draft's lines (the no-JavaScript path) as the form's text fields; at least one line. */
export function draftLines(values: FieldValues | undefined): LineValues[] {
  const lines = Array.isArray(values?.lines) ? (values.lines as unknown[]) : [];
  const text = (value: unknown) => (typeof value === "string" ? value : typeof value === "number" ? String(value) : "");
  const read = lines.slice(0, 200).flatMap((line): LineValues[] =>
    line && typeof line === "object" ? [{ catalogNumber: text((line as FieldValues).catalogNumber), quantity: text((line as FieldValues).quantity), note: text((line as FieldValues).note) }] : [],
  );
  return read.length > 0 ? read : [emptyLine()];
}

export function QuoteForm(props: QuoteFormProps) {
  const { brand, locale, countries, defaultCountry, idPrefix, values } = props;
  const t = useTranslations("forms");
  const tq = useTranslations("forms-products.quote");
  const regions = useMemo(() => props.regions ?? regionsOf(locale), [props.regions, locale]);
  const defaults = { ...withDraft(quoteDefaults(defaultCountry), values), lines: draftLines(values) };
  return (
    <FormView
      definition={quoteForm}
      {...passedFormViewProps(props)}
      defaultValues={defaults}
    >
      <QuoteLines brand={brand} idPrefix={idPrefix} prefillFromAddress={!values} />
      <fieldset className={styles.fieldset}>
        <legend className={styles.label}>{tq("projectSection")}</legend>
        <div className={styles.row}>
          <TextField name="projectName" label={tq("projectName")} required maxLength={120} />
          <DateField name="neededBy" label={tq("neededBy")} hint={tq("neededByHint")} required />
        </div>
      </fieldset>
      <fieldset className={styles.fieldset}>
        <legend className={styles.label}>{tq("shipTo")}</legend>
        <div className={styles.row}>
          <CountryField name="shipToCountry" label={tq("shipToCountry")} required countries={countries} />
          <RegionField name="shipToRegion" countryField="shipToCountry" required regions={regions} />
        </div>
      </fieldset>
      <fieldset className={styles.fieldset}>
        <legend className={styles.label}>{tq("contactSection")}</legend>
        <TextField name="company" label={t("fields.company")} required autoComplete="organization" maxLength={120} />
        <div className={styles.row}>
          <TextField name="firstName" label={t("fields.firstName")} required autoComplete="given-name" maxLength={80} />
          <TextField name="lastName" label={t("fields.lastName")} required autoComplete="family-name" maxLength={80} />
        </div>
        <TextField name="email" type="email" label={t("fields.email")} hint={t("hints.email")} required autoComplete="email" maxLength={254} />
        <PhoneField countries={countries} required />
        <SelectField name="role" label={t("fields.role")} required options={ROLES.map((role) => ({ value: role, label: t(`roles.${role}`) }))} />
      </fieldset>
      <TextAreaField name="comments" label={tq("comments")} maxLength={2000} rows={4} />
      <CheckboxField name="consentMarketing" label={t("consent.marketing")} />
    </FormView>
  );
}
