"use client";
// F1 Contact Us in the browser: the contact definition's fields in the order people fill them.
import { useTranslations } from "next-intl";
import type { FieldValues } from "react-hook-form";
import { passedFormViewProps, type FormComponentProps } from "./form-props";
import type { ClientFormDefinition } from "../model";
import { lazySchema } from "./schema-loader";
import { CONTACT_TOPICS } from "../definitions/choices";
import { ROLES } from "../fields/roles";
import { CheckboxField, RadioGroupField, SelectField, TextAreaField, TextField } from "./fields";
import { CountryField, PhoneField } from "./address-fields";
import { FormView, withDraft } from "./FormView";
import styles from "./Form.module.css";

const contactForm: ClientFormDefinition = { id: "contact", schema: lazySchema(() => import("../definitions/contact").then((module) => module.contactSchema)) };

export type ContactFormProps = FormComponentProps;

const CONTACT_FIELDS = ["topic", "firstName", "lastName", "email", "phone", "phoneCountry", "company", "role", "country", "postalCode", "message", "consentMarketing"] as const;

export function contactDefaults(defaultCountry: string): FieldValues {
  return { topic: "", firstName: "", lastName: "", email: "", phone: "", phoneCountry: defaultCountry, company: "", role: "", country: defaultCountry, postalCode: "", message: "", consentMarketing: false };
}

export function ContactForm(props: ContactFormProps) {
  const { countries, defaultCountry, values } = props;
  const t = useTranslations("forms");
  return (
    <FormView
      definition={contactForm}
      {...passedFormViewProps(props)}
      defaultValues={withDraft(contactDefaults(defaultCountry), values)}
      fieldLabels={Object.fromEntries(CONTACT_FIELDS.map((name) => [name, t(`fields.${name}`)]))}
    >
      <RadioGroupField name="topic" label={t("fields.topic")} hint={t("hints.topic")} required options={CONTACT_TOPICS.map((topic) => ({ value: topic, label: t(`topics.${topic}`) }))} />
      <div className={styles.row}>
        <TextField name="firstName" label={t("fields.firstName")} required autoComplete="given-name" maxLength={80} />
        <TextField name="lastName" label={t("fields.lastName")} required autoComplete="family-name" maxLength={80} />
      </div>
      <TextField name="email" type="email" label={t("fields.email")} hint={t("hints.email")} required autoComplete="email" maxLength={254} />
      <PhoneField countries={countries} />
      <div className={styles.row}>
        <TextField name="company" label={t("fields.company")} autoComplete="organization" maxLength={120} />
        <SelectField name="role" label={t("fields.role")} options={ROLES.map((role) => ({ value: role, label: t(`roles.${role}`) }))} />
      </div>
      <div className={styles.row}>
        <CountryField label={t("fields.country")} required countries={countries} />
        <TextField name="postalCode" label={t("fields.postalCode")} hint={t("hints.postalCode")} autoComplete="postal-code" maxLength={16} />
      </div>
      <TextAreaField name="message" label={t("fields.message")} hint={t("hints.message")} required maxLength={5000} />
      <CheckboxField name="consentMarketing" label={t("consent.marketing")} />
    </FormView>
  );
}
