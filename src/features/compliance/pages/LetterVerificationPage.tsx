// The public verification page of a compliance letter (F10-F13, ADR 60):
// /{brand}/{locale}/letter-verification/{reference}/{check code}. It shows what the letter stated (reference, letter,
// brand, date, requester, project, products) and whether it is valid or revoked (date and reason), and checks a
// visitor's file or digest against the digest of the delivered file (a plain form: no JavaScript needed). A reference
// that is unknown, malformed, of another brand, or with a wrong check code is a 404; the page is never indexed.
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { setRequestLocale } from "next-intl/server";
import { isLocale, LOCALE_INFO, type Locale } from "@/config/locales";
import { listBrands } from "@/features/brand/server";
import { letterMessages, fill } from "../messages";
import { findLetter } from "../server/verification";
import { normaliseDigest, sameDigest, MAX_VERIFY_BYTES } from "../verification";
import { verificationMessages, type VerifyErrorKey } from "../verification-messages";
import styles from "./LetterVerification.module.css";
import letterForm from "../components/LetterForm.module.css";

type Params = Promise<{ brand: string; locale: string; reference: string; code: string }>;
type SearchParams = Promise<Record<string, string | string[] | undefined>>;

const ERROR_KEYS: readonly VerifyErrorKey[] = ["digestInvalid", "fileTooLarge", "nothingToCheck", "badBody", "rateLimited"];

export async function letterVerificationMetadata(params: Params): Promise<Metadata> {
  const { locale } = await params;
  if (!isLocale(locale)) return {};
  return { title: verificationMessages(locale).title, robots: { index: false, follow: false } };
}

export async function LetterVerificationPage({ params, searchParams }: { params: Params; searchParams: SearchParams }) {
  const { brand: brandDirectory, locale: localeParam, reference, code } = await params;
  if (!isLocale(localeParam)) notFound();
  const locale: Locale = localeParam;
  setRequestLocale(locale);
  const letter = await findLetter(reference, code);
  if (!letter || letter.brand !== brandDirectory) notFound();
  const brand = (await listBrands(locale)).find((candidate) => candidate.brandDirectory === brandDirectory);
  if (!brand) notFound();

  const v = verificationMessages(locale);
  const t = letterMessages(locale);
  const brandName = brand.brandNameForCopyright || brand.brandName;
  const dateFormat = new Intl.DateTimeFormat(LOCALE_INFO[locale].iso, { dateStyle: "long", timeZone: "UTC" });
  const query = await searchParams;
  const error = typeof query.error === "string" && (ERROR_KEYS as readonly string[]).includes(query.error) ? (query.error as VerifyErrorKey) : undefined;
  const checked = normaliseDigest(query.digest);
  const matches = checked !== undefined && sameDigest(letter.fileDigest, checked);
  const action = `/api/compliance/verify?${new URLSearchParams({ brand: brandDirectory, locale, reference: letter.reference, code })}`;

  return (
    <div className={`container ${styles.page}`}>
      <h1>{v.title}</h1>
      <p>{fill(v.intro, { brand: brandName })}</p>
      <p className={`${styles.status} ${letter.revokedAt ? styles.revoked : styles.valid}`} data-letter-status={letter.revokedAt ? "revoked" : "valid"}>
        {letter.revokedAt ? fill(v.revoked, { date: dateFormat.format(letter.revokedAt) }) : fill(v.valid, { brand: brandName })}
        {letter.revokedAt && letter.revokedReason ? (
          <>
            <br />
            {fill(v.revokedReason, { reason: letter.revokedReason })}
          </>
        ) : null}
      </p>
      <dl className={styles.facts}>
        <dt>{v.reference}</dt>
        <dd data-reference="">{letter.reference}</dd>
        <dt>{v.letter}</dt>
        <dd>{t.letterTitle[letter.form]}</dd>
        <dt>{v.brand}</dt>
        <dd>{brandName}</dd>
        <dt>{v.date}</dt>
        <dd>{dateFormat.format(letter.date)}</dd>
        <dt>{v.requester}</dt>
        <dd>{letter.company}</dd>
        <dt>{v.project}</dt>
        <dd>{letter.projectName}</dd>
        {letter.fileDigest ? (
          <>
            <dt>{v.digest}</dt>
            <dd className={styles.digest}>{letter.fileDigest}</dd>
          </>
        ) : null}
      </dl>

      <h2>{v.products}</h2>
      {letter.stated.listed.length > 0 ? (
        <table className={styles.table}>
          <thead>
            <tr>
              <th scope="col">{t.letter.catalogNumber}</th>
              <th scope="col">{t.letter.description}</th>
              <th scope="col">{t.letter.origin}</th>
              <th scope="col">{t.letter.status}</th>
            </tr>
          </thead>
          <tbody>
            {letter.stated.listed.map((row) => (
              <tr key={row.catalogNumber}>
                <th scope="row">{row.catalogNumber}</th>
                <td>{row.description}</td>
                <td>{row.origin}</td>
                <td>{row.status}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : (
        <p>{t.letter.none}</p>
      )}
      {letter.stated.notListed.length > 0 ? (
        <>
          <h2>{v.notListed}</h2>
          <table className={styles.table}>
            <thead>
              <tr>
                <th scope="col">{t.letter.catalogNumber}</th>
                <th scope="col">{t.letter.status}</th>
              </tr>
            </thead>
            <tbody>
              {letter.stated.notListed.map((row) => (
                <tr key={row.catalogNumber}>
                  <th scope="row">{row.catalogNumber}</th>
                  <td>{row.reason}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </>
      ) : null}

      <h2 id="check-file">{v.checkHeading}</h2>
      {checked ? (
        <p role="status" className={`${styles.status} ${matches ? styles.valid : styles.revoked}`} data-file-check={matches ? "match" : "mismatch"}>
          {matches ? fill(v.match, { brand: brandName }) : fill(v.mismatch, { digest: checked })}
        </p>
      ) : null}
      {error ? (
        <p role="alert" className={styles.error} id="check-error">
          {fill(v.errors[error], { minutes: 10 })}
        </p>
      ) : null}
      <p>{v.checkIntro}</p>
      <form method="post" action={action} encType="multipart/form-data" className={letterForm.form} aria-labelledby="check-file">
        <div className={letterForm.field}>
          <label htmlFor="verify-file">{v.fileLabel}</label>
          <input id="verify-file" name="file" type="file" accept="application/pdf,.pdf" data-max-bytes={MAX_VERIFY_BYTES} {...(error ? { "aria-describedby": "check-error" } : {})} />
        </div>
        <div className={letterForm.field}>
          <label htmlFor="verify-digest">{v.digestLabel}</label>
          <span id="verify-digest-hint" className={styles.hint}>
            {v.digestHint}
          </span>
          <input id="verify-digest" name="digest" type="text" inputMode="text" autoComplete="off" spellCheck={false} maxLength={200} aria-describedby="verify-digest-hint" defaultValue={checked ?? ""} />
        </div>
        <button type="submit" className="btn btn-primary">
          {v.checkSubmit}
        </button>
      </form>
    </div>
  );
}
