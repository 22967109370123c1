"use client";
// The shared field kit (issue 13): text, email, textarea with a counter, select, radio group, checkbox, date, file.
// Each is labelled, says whether it is required, and carries its hint and error in aria-describedby; an invalid field
// is aria-invalid. The address fields (country, region, phone) are in address-fields.tsx: they carry the country and
// phone data, which a form without an address (F9 subscribe) does not load (ADR 73).
import { type InputHTMLAttributes, type ReactNode } from "react";
import { useTranslations } from "next-intl";
import { useWatch } from "react-hook-form";
import { FieldFrame } from "./Field";
import { useField } from "./form-context";
import styles from "./Form.module.css";

export interface Option {
  value: string;
  label: string;
}

export interface BaseProps {
  name: string;
  label: ReactNode;
  required?: boolean;
  hint?: ReactNode;
}

type TextProps = BaseProps & {
  type?: "text" | "email" | "tel" | "date" | "number";
  autoComplete?: string;
  inputMode?: InputHTMLAttributes<HTMLInputElement>["inputMode"];
  maxLength?: number;
  min?: string;
  max?: string;
};

export function TextField({ name, label, required = false, hint, type = "text", autoComplete, inputMode, maxLength, min, max }: TextProps) {
  const field = useField(name, { hasHint: Boolean(hint) });
  return (
    <FieldFrame id={field.id} label={label} required={required} hint={hint} hintId={field.hintId} error={field.error} errorId={field.errorId}>
      <input
        id={field.id}
        className={styles.control}
        type={type}
        autoComplete={autoComplete}
        inputMode={inputMode}
        maxLength={maxLength}
        min={min}
        max={max}
        defaultValue={typeof field.initial === "string" ? field.initial : undefined}
        aria-required={required || undefined}
        aria-invalid={field.error ? true : undefined}
        aria-describedby={field.describedBy}
        {...field.registration}
      />
    </FieldFrame>
  );
}

export const DateField = (props: Omit<TextProps, "type">) => <TextField {...props} type="date" />;

export function TextAreaField({ name, label, required = false, hint, maxLength, rows = 6 }: BaseProps & { maxLength: number; rows?: number }) {
  const t = useTranslations("forms");
  const field = useField(name, { hasHint: Boolean(hint) });
  const value = useWatch({ control: field.form.control, name }) as unknown;
  const count = typeof value === "string" ? value.length : 0;
  const counterId = `${field.id}-counter`;
  return (
    <FieldFrame
      id={field.id}
      label={label}
      required={required}
      hint={hint}
      hintId={field.hintId}
      error={field.error}
      errorId={field.errorId}
      after={
        <p id={counterId} className={styles.counter}>
          {t("counter", { count, max: maxLength })}
        </p>
      }
    >
      <textarea
        id={field.id}
        className={styles.control}
        rows={rows}
        maxLength={maxLength}
        defaultValue={typeof field.initial === "string" ? field.initial : undefined}
        aria-required={required || undefined}
        aria-invalid={field.error ? true : undefined}
        aria-describedby={[field.describedBy, counterId].filter(Boolean).join(" ")}
        {...field.registration}
      />
    </FieldFrame>
  );
}

export function SelectField({ name, label, required = false, hint, options, placeholder, autoComplete }: BaseProps & { options: readonly Option[]; placeholder?: string; autoComplete?: string }) {
  const t = useTranslations("forms");
  const field = useField(name, { hasHint: Boolean(hint) });
  return (
    <FieldFrame id={field.id} label={label} required={required} hint={hint} hintId={field.hintId} error={field.error} errorId={field.errorId}>
      <select
        id={field.id}
        className={styles.control}
        autoComplete={autoComplete}
        defaultValue={typeof field.initial === "string" ? field.initial : undefined}
        aria-required={required || undefined}
        aria-invalid={field.error ? true : undefined}
        aria-describedby={field.describedBy}
        {...field.registration}
      >
        <option value="">{placeholder ?? t("choose")}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </FieldFrame>
  );
}

export function RadioGroupField({ name, label, required = false, hint, options }: BaseProps & { options: readonly Option[] }) {
  const field = useField(name, { hasHint: Boolean(hint) });
  return (
    <FieldFrame legend={label} required={required} hint={hint} hintId={field.hintId} error={field.error} errorId={field.errorId} describedBy={field.describedBy}>
      <div className={styles.choices}>
        {options.map((option, index) => (
          <label key={option.value} className={styles.choice}>
            <input
              type="radio"
              id={index === 0 ? field.id : `${field.id}-${option.value}`}
              value={option.value}
              defaultChecked={field.initial === option.value}
              data-invalid={field.error && index === 0 ? "true" : undefined}
              {...field.registration}
            />
            <span>{option.label}</span>
          </label>
        ))}
      </div>
    </FieldFrame>
  );
}

/** A box ticked on purpose; a form without JavaScript posts "on", which the server reads as true. */
export function CheckboxField({ name, label, hint }: { name: string; label: ReactNode; hint?: ReactNode }) {
  const field = useField(name, { hasHint: Boolean(hint) });
  return (
    <div className={`${styles.field} ${field.error ? styles.invalid : ""}`}>
      <label className={styles.choice} htmlFor={field.id}>
        <input id={field.id} type="checkbox" defaultChecked={field.initial === true || field.initial === "on" || field.initial === "true"} aria-invalid={field.error ? true : undefined} aria-describedby={field.describedBy} {...field.registration} />
        <span>{label}</span>
      </label>
      {hint ? (
        <p id={field.hintId} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      {field.error ? (
        <p id={field.errorId} className={styles.error}>
          {field.error}
        </p>
      ) : null}
    </div>
  );
}

/** A file sent with the form (multipart); checked by the server from its bytes, so only its errors come back. */
export function FileField({ name, label, required = false, hint, accept }: BaseProps & { accept: string }) {
  const field = useField(name, { hasHint: Boolean(hint) });
  // Not registered: files are no schema field (definition.files), they travel only in the multipart body.
  return (
    <FieldFrame id={field.id} label={label} required={required} hint={hint} hintId={field.hintId} error={field.error} errorId={field.errorId}>
      <input
        id={field.id}
        name={name}
        className={styles.control}
        type="file"
        accept={accept}
        aria-required={required || undefined}
        aria-invalid={field.error ? true : undefined}
        aria-describedby={field.describedBy}
      />
    </FieldFrame>
  );
}
