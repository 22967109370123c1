"use client";
// The frame of one field: label (with "required" or "optional"), hint, control, and its error text announced with it.
import type { ReactNode } from "react";
import { useTranslations } from "next-intl";
import styles from "./Form.module.css";

export function FieldFrame({
  id,
  label,
  required,
  hint,
  hintId,
  error,
  errorId,
  children,
  after,
}: {
  id: string;
  label: ReactNode;
  required: boolean;
  hint?: ReactNode;
  hintId: string;
  error?: string;
  errorId: string;
  children: ReactNode;
  after?: ReactNode;
}) {
  const t = useTranslations("forms");
  return (
    <div className={`${styles.field} ${error ? styles.invalid : ""}`}>
      <label htmlFor={id} className={styles.label}>
        {label} <span className={styles.mark}>({required ? t("requiredMark") : t("optionalMark")})</span>
      </label>
      {hint ? (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      {children}
      {after}
      {error ? (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** Fieldsets (radio groups, a box with its text) name their group with a legend instead of a label. */
export function FieldsetFrame({
  legend,
  required,
  hint,
  hintId,
  error,
  errorId,
  children,
  describedBy,
}: {
  legend: ReactNode;
  required: boolean;
  hint?: ReactNode;
  hintId: string;
  error?: string;
  errorId: string;
  describedBy?: string;
  children: ReactNode;
}) {
  const t = useTranslations("forms");
  return (
    <fieldset className={`${styles.fieldset} ${error ? styles.invalid : ""}`} aria-describedby={describedBy}>
      <legend className={styles.label}>
        {legend} <span className={styles.mark}>({required ? t("requiredMark") : t("optionalMark")})</span>
      </legend>
      {hint ? (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      {children}
      {error ? (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
