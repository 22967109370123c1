"use client";
// The address fields of the field kit (issue 13): country and region selects, and a phone with its country, read and
// written out by libphonenumber-js. Apart from fields.tsx so that only a form with an address loads their data (ADR 73).
import { useMemo } from "react";
import { getCountryCallingCode, isSupportedCountry } from "libphonenumber-js";
import { useTranslations } from "next-intl";
import { useWatch } from "react-hook-form";
import { formatPhone } from "../fields/phone";
import { hasRegions } from "../fields/regions";
import type { CountryOption } from "../fields/countries";
import type { RegionOption } from "../fields/regions";
import { FieldFrame } from "./Field";
import { useField } from "./form-context";
import { SelectField, TextField, type BaseProps } from "./fields";
import styles from "./Form.module.css";

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
