"use client";
// The shared field kit (issue 13): text, email, phone with its country, textarea with a counter, select, radio group,
// checkbox, date, file, country and region selects. Each is labelled, says whether it is required, and carries its
// hint and error in aria-describedby; an invalid field is aria-invalid.
import { useMemo, type InputHTMLAttributes, type ReactNode } from "react";
import { getCountryCallingCode, isSupportedCountry } from "libphonenumber-js";
import { useTranslations } from "next-intl";
import { useWatch } from "react-hook-form";
import { formatPhone } from "../fields/phone";
import { hasRegions } from "../fields/regions";
import type { CountryOption } from "../fields/countries";
import type { RegionOption } from "../fields/regions";
import { FieldFrame } from "./Field";
import { useField } from "./form-context";
import styles from "./Form.module.css";

export interface Option {
  value: string;
  label: string;
}

interface BaseProps {
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

export function CountryField({ name = "country", label, required = false, hint, countries }: Omit<BaseProps, "name"> & { name?: string; countries: readonly CountryOption[] }) {
  return <SelectField name={name} label={label} required={required} hint={hint} autoComplete="country" options={countries.map((c) => ({ value: c.code, label: c.name }))} />;
}

/** State, province or territory: a list for the United States, Canada and Mexico, free text elsewhere. */
export function RegionField({ name = "region", countryField = "country", required = false, regions }: { name?: string; countryField?: string; required?: boolean; regions: Record<string, readonly RegionOption[]> }) {
  const t = useTranslations("forms");
  const field = useField(name);
  const country = useWatch({ control: field.form.control, name: countryField }) as unknown;
  const code = typeof country === "string" ? country : "";
  const list = hasRegions(code) ? regions[code] : undefined;
  const label = hasRegions(code) ? t(`regionLabels.${code}`) : t("fields.region");
  if (list) return <SelectField name={name} label={label} required={required} autoComplete="address-level1" options={list.map((r) => ({ value: r.code, label: r.name }))} />;
  return <TextField name={name} label={label} required={false} autoComplete="address-level1" maxLength={80} />;
}

/** A phone number and the country it is read in; written out in its usual form once the visitor leaves it. */
export function PhoneField({ name = "phone", countryName = "phoneCountry", required = false, countries }: { name?: string; countryName?: string; required?: boolean; countries: readonly CountryOption[] }) {
  const t = useTranslations("forms");
  const phone = useField(name, { hasHint: true });
  const country = useField(countryName);
  const countryValue = useWatch({ control: phone.form.control, name: countryName }) as unknown;
  const callingCodes = useMemo(() => {
    const codes: Record<string, string> = {};
    for (const c of countries) if (isSupportedCountry(c.code)) codes[c.code] = `+${getCountryCallingCode(c.code)}`;
    return codes;
  }, [countries]);
  const { onBlur, ...registration } = phone.registration;
  return (
    <FieldFrame legend={t("fields.phone")} required={required} hint={t("hints.phone")} hintId={phone.hintId} error={phone.error ?? country.error} errorId={phone.errorId}>
      <div className={styles.phone}>
        <div className={styles.field}>
          <label htmlFor={country.id} className="visually-hidden">
            {t("fields.phoneCountry")}
          </label>
          <select id={country.id} className={styles.control} autoComplete="tel-country-code" defaultValue={typeof country.initial === "string" ? country.initial : undefined} aria-invalid={country.error ? true : undefined} {...country.registration}>
            {countries.map((c) => (
              <option key={c.code} value={c.code}>
                {callingCodes[c.code] ? `${c.name} (${callingCodes[c.code]})` : c.name}
              </option>
            ))}
          </select>
        </div>
        <div className={styles.field}>
          <label htmlFor={phone.id} className="visually-hidden">
            {t("fields.phone")}
          </label>
          <input
            id={phone.id}
            className={styles.control}
            type="tel"
            autoComplete="tel-national"
            maxLength={40}
            defaultValue={typeof phone.initial === "string" ? phone.initial : undefined}
            aria-required={required || undefined}
            aria-invalid={phone.error ? true : undefined}
            aria-describedby={phone.describedBy}
            {...registration}
            onBlur={(event) => {
              const formatted = formatPhone(event.target.value, typeof countryValue === "string" ? countryValue : "");
              if (formatted !== event.target.value) phone.form.setValue(name, formatted);
              return onBlur(event);
            }}
          />
        </div>
      </div>
    </FieldFrame>
  );
}
