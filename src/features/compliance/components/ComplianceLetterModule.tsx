// The compliance letter forms (F10-F13) as dynamic modules (C3): a plain HTML form that posts to
// /api/compliance/{form} and is answered with the letter PDF (a download), or with a page of translated errors and a
// link back. It needs no JavaScript. The page's brand and locale travel as hidden fields.
import type { DynamicModuleProps } from "@/features/content/server";
import { MAX_CSV_BYTES, HONEYPOT_FIELD, FAR_CLAUSES, type LetterForm } from "../model";
import type { Locale } from "@/config/locales";
import { letterMessages } from "../messages";
import { FORM_FIELDS } from "../schema";
import tool from "@/platform/ui/tool/Tool.module.css";
import styles from "./ComplianceLetter.module.css";
import letterForm from "./LetterForm.module.css";
import { LetterListPicker } from "./lazy";

/** What a refused post (no JavaScript) typed and the errors it got, shown again by the draft page (ADR 60). */
export interface LetterDraftView {
  values: Record<string, string>;
  errors: { field?: string; message: string }[];
}

export interface LetterFormProps {
  form: LetterForm;
  brand: string;
  locale: Locale;
  moduleId: string;
  title: string;
  /** The page the form is on: refused posts come back to the draft page, which links there. */
  returnTo: string;
  draft?: LetterDraftView;
  /** On a page of its own (the draft page) the form's title is the page's h1. */
  asPage?: boolean;
}

/** The letter form: a plain multipart form (no JavaScript needed), re-filled with a draft's values and errors. */
export function LetterFormView({ form, brand, locale, moduleId, title, returnTo, draft, asPage = false }: LetterFormProps) {
  const Heading = asPage ? "h1" : "h2";
  const Summary = asPage ? "h2" : "h3";
  const t = letterMessages(locale);
  const id = `letter-${moduleId}`;
  const headingId = `${id}-title`;
  const value = (field: string) => draft?.values[field] ?? "";
  const errorOf = (field: string) => draft?.errors.find((error) => error.field === field)?.message;
  const invalid = (field: string) => (errorOf(field) ? { "aria-invalid": true as const } : {});
  const described = (field: string, hint?: string) => {
    const ids = [hint, errorOf(field) ? `${id}-${field}-error` : undefined].filter(Boolean).join(" ");
    return ids ? { "aria-describedby": ids } : {};
  };
  const fieldError = (field: string) =>
    errorOf(field) ? (
      <span id={`${id}-${field}-error`} className={styles.error}>
        {errorOf(field)}
      </span>
    ) : null;
  return (
    <section className={styles.module} aria-labelledby={headingId}>
      <Heading id={headingId}>{title || t.formTitle[form]}</Heading>
      <p>{t.formIntro[form]}</p>
      {draft && draft.errors.length > 0 ? (
        <div role="alert" className={styles.summary} aria-labelledby={`${id}-errors`}>
          <Summary id={`${id}-errors`}>{t.labels.errorsHeading}</Summary>
          <ul>
            {draft.errors.map((error, index) => (
              <li key={index}>{error.field ? <a href={`#${id}-${error.field}`}>{error.message}</a> : error.message}</li>
            ))}
          </ul>
        </div>
      ) : null}
      <form method="post" action={`/api/compliance/${form}`} encType="multipart/form-data" className={letterForm.form} aria-labelledby={headingId}>
        <input type="hidden" name="brand" value={brand} />
        <input type="hidden" name="locale" value={locale} />
        <input type="hidden" name="moduleId" value={moduleId} />
        <input type="hidden" name="returnTo" value={returnTo} />
        <div className={letterForm.field}>
          <label htmlFor={`${id}-numbers`}>{t.labels.numbers}</label>
          <span id={`${id}-numbers-hint`} className={tool.hint}>{t.labels.numbersHint}</span>
          {fieldError("numbers")}
          <textarea id={`${id}-numbers`} name="numbers" rows={6} defaultValue={value("numbers")} {...invalid("numbers")} {...described("numbers", `${id}-numbers-hint`)} />
        </div>
        <div className={letterForm.field}>
          <label htmlFor={`${id}-csv`}>{t.labels.csv}</label>
          <span id={`${id}-csv-hint`} className={tool.hint}>{t.labels.csvHint}</span>
          <input id={`${id}-csv`} name="csv" type="file" accept=".csv,text/csv" data-max-bytes={MAX_CSV_BYTES} aria-describedby={`${id}-csv-hint`} />
        </div>
        <LetterListPicker
          id={id}
          brand={brand}
          locale={locale}
          labels={{ list: t.labels.list, listNone: t.labels.listNone, listHint: t.labels.listHint, myList: t.labels.myList, listFailed: t.labels.listFailed, retry: t.labels.retry }}
          className={letterForm.field}
          hintClassName={tool.hint}
        />
        {FORM_FIELDS[form].map((field) =>
          field === "farClause" ? (
            <div className={letterForm.field} key={field}>
              <label htmlFor={`${id}-${field}`}>{t.labels.farClause}</label>
              {fieldError(field)}
              <select id={`${id}-${field}`} name={field} required defaultValue={(FAR_CLAUSES as readonly string[]).includes(value(field)) ? value(field) : FAR_CLAUSES[0]} {...invalid(field)} {...described(field)}>
                {FAR_CLAUSES.map((clause) => (
                  <option key={clause} value={clause}>
                    {t.labels.clause[clause]}
                  </option>
                ))}
              </select>
            </div>
          ) : (
            <div className={letterForm.field} key={field}>
              <label htmlFor={`${id}-${field}`}>{t.labels[field]}</label>
              {field === "fundingProgram" ? <span id={`${id}-${field}-hint`} className={tool.hint}>{t.labels.fundingHint}</span> : null}
              {fieldError(field)}
              <input
                id={`${id}-${field}`}
                name={field}
                type="text"
                required
                maxLength={200}
                autoComplete={field === "company" ? "organization" : "off"}
                defaultValue={value(field)}
                {...invalid(field)}
                {...described(field, field === "fundingProgram" ? `${id}-${field}-hint` : undefined)}
              />
            </div>
          ),
        )}
        <div className={tool.honeypot} aria-hidden="true">
          <label htmlFor={`${id}-${HONEYPOT_FIELD}`}>{t.labels.honeypot}</label>
          <input id={`${id}-${HONEYPOT_FIELD}`} name={HONEYPOT_FIELD} type="text" tabIndex={-1} autoComplete="off" />
        </div>
        <button type="submit" className="btn btn-primary">
          {t.labels.submit}
        </button>
      </form>
    </section>
  );
}

function LetterModule({ module, context, form }: DynamicModuleProps & { form: LetterForm }) {
  const { brand, locale } = context;
  const returnTo = `/${brand}/${locale}${context.pagePath ? `/${context.pagePath}` : ""}`;
  return <LetterFormView form={form} brand={brand} locale={locale} moduleId={module.id} title={module.title ?? ""} returnTo={returnTo} />;
}

export const BuyAmericanFarModule = (props: DynamicModuleProps) => <LetterModule {...props} form="buy-american-far" />;
export const BuyAmericaModule = (props: DynamicModuleProps) => <LetterModule {...props} form="buy-america" />;
export const CertificationsModule = (props: DynamicModuleProps) => <LetterModule {...props} form="certifications" />;
export const EnvironmentalModule = (props: DynamicModuleProps) => <LetterModule {...props} form="environmental" />;
