"use client";
// The frame of one field: its name (a label, or a legend for a group: radio buttons, a phone number with its country)
// with "required" or "optional", its hint, the control, and its error text, announced with it.
import type { ReactNode } from "react";
import { useTranslations } from "next-intl";
import styles from "./Form.module.css";

type Named =
  /** One control: a label pointing at its id. */
  | { id: string; label: ReactNode; legend?: never; describedBy?: never }
  /** A group of controls: a fieldset named by its legend, described by the group's hint and error. */
  | { legend: ReactNode; describedBy?: string; id?: never; label?: never };

export type FieldFrameProps = Named & {
  required: boolean;
  hint?: ReactNode;
  hintId: string;
  error?: string;
  errorId: string;
  children: ReactNode;
  /** Shown after the control, before the error (a textarea's counter). */
  after?: ReactNode;
};

export function FieldFrame(props: FieldFrameProps) {
  const { required, hint, hintId, error, errorId, children, after } = props;
  const t = useTranslations("forms");
  const mark = <span className={styles.mark}>({required ? t("requiredMark") : t("optionalMark")})</span>;
  const body = (
    <>
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
    </>
  );
  if (props.legend !== undefined) {
    return (
      <fieldset className={`${styles.fieldset} ${error ? styles.invalid : ""}`} aria-describedby={props.describedBy}>
        <legend className={styles.label}>
          {props.legend} {mark}
        </legend>
        {body}
      </fieldset>
    );
  }
  return (
    <div className={`${styles.field} ${error ? styles.invalid : ""}`}>
      <label htmlFor={props.id} className={styles.label}>
        {props.label} {mark}
      </label>
      {body}
    </div>
  );
}
