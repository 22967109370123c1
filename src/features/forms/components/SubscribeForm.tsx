"use client";
// F9 Subscribe in the browser: e-mail, first name, topics and the express opt-in (unticked). Accepted, the form gives
// way to "check your inbox" in place; the confirmation link is in the mail.
import { useTranslations } from "next-intl";
import type { FieldValues } from "react-hook-form";
import { passedFormViewProps, type FormComponentProps } from "./form-props";
import type { ClientFormDefinition } from "../model";
import { lazySchema } from "./schema-loader";
import { SUBSCRIBE_INTERESTS } from "../definitions/choices";
import { CheckboxField, TextField } from "./fields";
import { FieldFrame } from "./Field";
import { FormView, withDraft } from "./FormView";
import { useField } from "./form-context";
import styles from "./Form.module.css";

const subscribeForm: ClientFormDefinition = { id: "subscribe", schema: lazySchema(() => import("../definitions/subscribe").then((module) => module.subscribeSchema)) };

export function subscribeDefaults(): FieldValues {
  return { email: "", firstName: "", interests: [], consentMarketing: false };
}

/** Boxes of one list field (`interests`): a form post repeats the name, react-hook-form makes it an array. */
function CheckboxGroupField({ name, label, options }: { name: string; label: string; options: readonly { value: string; label: string }[] }) {
  const field = useField(name);
  const initial = Array.isArray(field.initial) ? (field.initial as unknown[]) : [];
  return (
    <FieldFrame legend={label} required={false} hintId={field.hintId} error={field.error} errorId={field.errorId} describedBy={field.describedBy}>
      <div className={styles.choices}>
        {options.map((option, index) => (
          <label key={option.value} className={styles.choice}>
            <input type="checkbox" id={index === 0 ? field.id : `${field.id}-${option.value}`} value={option.value} defaultChecked={initial.includes(option.value)} {...field.registration} />
            <span>{option.label}</span>
          </label>
        ))}
      </div>
    </FieldFrame>
  );
}

export function SubscribeForm(props: FormComponentProps) {
  const { values } = props;
  const t = useTranslations("subscribe");
  const defaults = withDraft(subscribeDefaults(), values);
  if (Array.isArray(values?.interests)) defaults.interests = values.interests.filter((item: unknown) => typeof item === "string");
  return (
    <FormView
      definition={subscribeForm}
      {...passedFormViewProps(props)}
      defaultValues={defaults}
      submitLabel={t("submit")}
      renderSent={() => (
        <>
          <h3>{t("sentHeading")}</h3>
          <p>{t("sent")}</p>
        </>
      )}
    >
      <div className={styles.row}>
        <TextField name="email" type="email" label={t("fields.email")} required autoComplete="email" maxLength={254} />
        <TextField name="firstName" label={t("fields.firstName")} autoComplete="given-name" maxLength={80} />
      </div>
      <CheckboxGroupField name="interests" label={t("fields.interests")} options={SUBSCRIBE_INTERESTS.map((interest) => ({ value: interest, label: t(`interests.${interest}`) }))} />
      <CheckboxField name="consentMarketing" label={t("consent")} />
    </FormView>
  );
}
