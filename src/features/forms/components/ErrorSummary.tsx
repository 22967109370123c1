"use client";
// The error summary above a form's fields (U4): announced when a send is refused, one link per error to its field,
// named by the field's label. FormView and SchemaForm both show it.
import { useTranslations } from "next-intl";
import { fieldId } from "./form-context";
import styles from "./Form.module.css";

export function ErrorSummary({ visible, errors, labels, idPrefix }: { visible: boolean; errors: [string, string][]; labels: Record<string, string>; idPrefix: string }) {
  const t = useTranslations("forms");
  return (
    <div className={styles.summary} role="alert" aria-live="assertive">
      {visible && errors.length > 0 ? (
        <>
          <p className={styles.label}>{t("errorSummary", { count: errors.length })}</p>
          <ul>
            {errors.map(([name, text]) => (
              <li key={name}>
                <a href={`#${fieldId(idPrefix, name)}`}>{labels[name] ? t("errorSummaryItem", { field: labels[name], error: text }) : text}</a>
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </div>
  );
}
