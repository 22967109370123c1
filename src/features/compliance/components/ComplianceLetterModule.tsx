// The compliance letter forms (F10-F13) as dynamic modules (C3): a plain HTML form that posts to
// /api/compliance/{form} and is answered with the letter PDF (a download), or with a page of translated errors and a
// link back. It needs no JavaScript. The page's brand and locale travel as hidden fields.
import type { DynamicModuleProps } from "@/features/content/server";
import { MAX_CSV_BYTES, HONEYPOT_FIELD, FAR_CLAUSES, type LetterForm } from "../model";
import { letterMessages } from "../messages";
import { FORM_FIELDS } from "../schema";
import styles from "./ComplianceLetter.module.css";

function LetterModule({ module, context, form }: DynamicModuleProps & { form: LetterForm }) {
  const { brand, locale } = context;
  const t = letterMessages(locale);
  const id = `letter-${module.id}`;
  const headingId = `${id}-title`;
  const returnTo = `/${brand}/${locale}${context.pagePath ? `/${context.pagePath}` : ""}`;
  return (
    <section className={styles.module} aria-labelledby={headingId}>
      <h2 id={headingId}>{module.title || t.formTitle[form]}</h2>
      <p>{t.formIntro[form]}</p>
      <form method="post" action={`/api/compliance/${form}`} encType="multipart/form-data" className={styles.form} aria-labelledby={headingId}>
        <input type="hidden" name="brand" value={brand} />
        <input type="hidden" name="locale" value={locale} />
        <input type="hidden" name="moduleId" value={module.id} />
        <input type="hidden" name="returnTo" value={returnTo} />
        <div className={styles.field}>
          <label htmlFor={`${id}-numbers`}>{t.labels.numbers}</label>
          <span id={`${id}-numbers-hint`} className={styles.hint}>{t.labels.numbersHint}</span>
          <textarea id={`${id}-numbers`} name="numbers" rows={6} aria-describedby={`${id}-numbers-hint`} />
        </div>
        <div className={styles.field}>
          <label htmlFor={`${id}-csv`}>{t.labels.csv}</label>
          <span id={`${id}-csv-hint`} className={styles.hint}>{t.labels.csvHint}</span>
          <input id={`${id}-csv`} name="csv" type="file" accept=".csv,text/csv" data-max-bytes={MAX_CSV_BYTES} aria-describedby={`${id}-csv-hint`} />
        </div>
        {FORM_FIELDS[form].map((field) =>
          field === "farClause" ? (
            <div className={styles.field} key={field}>
              <label htmlFor={`${id}-${field}`}>{t.labels.farClause}</label>
              <select id={`${id}-${field}`} name={field} required defaultValue={FAR_CLAUSES[0]}>
                {FAR_CLAUSES.map((clause) => (
                  <option key={clause} value={clause}>
                    {t.labels.clause[clause]}
                  </option>
                ))}
              </select>
            </div>
          ) : (
            <div className={styles.field} key={field}>
              <label htmlFor={`${id}-${field}`}>{t.labels[field]}</label>
              {field === "fundingProgram" ? <span id={`${id}-${field}-hint`} className={styles.hint}>{t.labels.fundingHint}</span> : null}
              <input
                id={`${id}-${field}`}
                name={field}
                type="text"
                required
                maxLength={200}
                autoComplete={field === "company" ? "organization" : "off"}
                {...(field === "fundingProgram" ? { "aria-describedby": `${id}-${field}-hint` } : {})}
              />
            </div>
          ),
        )}
        <div className={styles.honeypot} aria-hidden="true">
          <label htmlFor={`${id}-${HONEYPOT_FIELD}`}>{t.labels.honeypot}</label>
          <input id={`${id}-${HONEYPOT_FIELD}`} name={HONEYPOT_FIELD} type="text" tabIndex={-1} autoComplete="off" />
        </div>
        <button type="submit" className={styles.submit}>
          {t.labels.submit}
        </button>
      </form>
    </section>
  );
}

export const BuyAmericanFarModule = (props: DynamicModuleProps) => <LetterModule {...props} form="buy-american-far" />;
export const BuyAmericaModule = (props: DynamicModuleProps) => <LetterModule {...props} form="buy-america" />;
export const CertificationsModule = (props: DynamicModuleProps) => <LetterModule {...props} form="certifications" />;
export const EnvironmentalModule = (props: DynamicModuleProps) => <LetterModule {...props} form="environmental" />;
