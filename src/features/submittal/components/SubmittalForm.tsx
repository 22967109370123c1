// The submittal package form (F15): a plain HTML form posting to /api/submittal, answered with the package PDF (a
// download) or, when some documents failed, with the PDF builder errors page. It needs no JavaScript. Numbers come
// prefilled from where the visitor started (a list, compare, search results) and stay editable.
import { getTranslations } from "next-intl/server";
import type { Locale } from "@/config/locales";
import { HONEYPOT_FIELD, MAX_CSV_BYTES, MAX_PRODUCTS } from "../model";
import tool from "@/platform/ui/tool/Tool.module.css";
import styles from "./Submittal.module.css";

export interface SubmittalFormProps {
  brand: string;
  locale: Locale;
  /** Catalogue numbers to start from. */
  numbers?: readonly string[];
  /** Where the errors page's "back" link leads (this page). */
  returnTo: string;
  /** Heading level of the form's title. */
  headingLevel?: 1 | 2;
  /** A sentence above the form (e.g. where the numbers came from). */
  note?: string;
}

export async function SubmittalForm({ brand, locale, numbers = [], returnTo, headingLevel = 2, note }: SubmittalFormProps) {
  const t = await getTranslations({ locale, namespace: "submittal" });
  const Heading = headingLevel === 1 ? "h1" : "h2";
  const id = "submittal";
  return (
    <section aria-labelledby={`${id}-title`}>
      <Heading id={`${id}-title`}>{t("form.heading")}</Heading>
      <p>{t("form.intro")}</p>
      {note ? <p>{note}</p> : null}
      <form method="post" action="/api/submittal" encType="multipart/form-data" className={styles.form} aria-labelledby={`${id}-title`}>
        <input type="hidden" name="brand" value={brand} />
        <input type="hidden" name="locale" value={locale} />
        <input type="hidden" name="returnTo" value={returnTo} />
        <div className={styles.field}>
          <label htmlFor={`${id}-numbers`}>{t("form.numbers")}</label>
          <span id={`${id}-numbers-hint`} className={tool.hint}>
            {t("form.numbersHint", { max: MAX_PRODUCTS })}
          </span>
          <textarea id={`${id}-numbers`} name="numbers" rows={8} aria-describedby={`${id}-numbers-hint`} defaultValue={numbers.join("\n")} />
        </div>
        <div className={styles.field}>
          <label htmlFor={`${id}-csv`}>{t("form.csv")}</label>
          <span id={`${id}-csv-hint`} className={tool.hint}>
            {t("form.csvHint")}
          </span>
          <input id={`${id}-csv`} name="csv" type="file" accept=".csv,text/csv" data-max-bytes={MAX_CSV_BYTES} aria-describedby={`${id}-csv-hint`} />
        </div>
        <div className={styles.field}>
          <label htmlFor={`${id}-project`}>{t("form.projectName")}</label>
          <input id={`${id}-project`} name="projectName" type="text" required maxLength={200} autoComplete="off" />
        </div>
        <div className={styles.field}>
          <label htmlFor={`${id}-by`}>{t("form.submittedBy")}</label>
          <span id={`${id}-by-hint`} className={tool.hint}>
            {t("form.submittedByHint")}
          </span>
          <input id={`${id}-by`} name="submittedBy" type="text" required maxLength={200} autoComplete="name" aria-describedby={`${id}-by-hint`} />
        </div>
        <div className={styles.field}>
          <label htmlFor={`${id}-date`}>{t("form.date")}</label>
          <input id={`${id}-date`} name="date" type="date" />
        </div>
        <fieldset className={styles.options}>
          <legend className={styles.legend}>{t("form.include")}</legend>
          <label>
            <input type="checkbox" name="instructions" value="on" /> {t("form.instructions")}
          </label>
          <label>
            <input type="checkbox" name="certificates" value="on" /> {t("form.certificates")}
          </label>
        </fieldset>
        <div className={tool.honeypot} aria-hidden="true">
          <label htmlFor={`${id}-${HONEYPOT_FIELD}`}>{t("form.honeypot")}</label>
          <input id={`${id}-${HONEYPOT_FIELD}`} name={HONEYPOT_FIELD} type="text" tabIndex={-1} autoComplete="off" />
        </div>
        <p>
          <button type="submit" className="btn btn-primary">
            {t("form.submit")}
          </button>
        </p>
      </form>
    </section>
  );
}
