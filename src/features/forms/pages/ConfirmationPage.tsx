// The confirmation pages of the spec (F1-F3): /contact-us/confirmation, /request-quote/confirmation and
// /warranty-registration/confirmation. They show the reference from `?ref=` when it has the reference format, what
// happens next and the way back; opened without one (a bookmark, a shared link) they still help, with status 200.
import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { isLocale } from "@/config/locales";
import { getBrandChrome } from "@/features/navigation/server";
import { sitePath } from "@/platform/routing/urls";
import { REFERENCE_PATTERN } from "../model";
import { FORM_PAGE_SLUG, type ConfirmedForm } from "../form-pages";
import styles from "./FormPages.module.css";

type Params = Promise<{ brand: string; locale: string }>;
type SearchParams = Promise<Record<string, string | string[] | undefined>>;

/** The reference of `?ref=` when it is one (a single value of the reference format), else undefined. */
export function referenceOf(value: string | string[] | undefined): string | undefined {
  return typeof value === "string" && REFERENCE_PATTERN.test(value) ? value : undefined;
}

export async function confirmationMetadata(formId: ConfirmedForm, params: Params): Promise<Metadata> {
  const { locale } = await params;
  if (!isLocale(locale)) return {};
  const t = await getTranslations({ locale, namespace: "forms" });
  // A thank-you page is no search result.
  return { title: t(`confirmation.metaTitle.${formId}`), robots: { index: false, follow: true } };
}

export async function ConfirmationPage({ formId, params, searchParams }: { formId: ConfirmedForm; params: Params; searchParams: SearchParams }) {
  const { brand, locale } = await params;
  if (!isLocale(locale)) notFound();
  setRequestLocale(locale);
  const chrome = await getBrandChrome(brand, locale);
  if (!chrome) notFound();
  const t = await getTranslations({ locale, namespace: "forms" });
  const reference = referenceOf((await searchParams).ref);
  return (
    <div className={`container-narrow ${styles.page}`}>
      <h1>{t(`confirmation.title.${formId}`)}</h1>
      {reference ? (
        <div className={styles.reference}>
          <p className={styles.referenceLine}>{t.rich("confirmation.reference", { reference, strong: (chunks) => <strong data-reference="">{chunks}</strong> })}</p>
          <p>{t("confirmation.referenceHint")}</p>
        </div>
      ) : (
        <p>{t("confirmation.noReference")}</p>
      )}
      <h2>{t("confirmation.nextTitle")}</h2>
      <p>{t(`confirmation.next.${formId}`)}</p>
      <p className={styles.links}>
        <Link className="btn btn-primary" href={sitePath(brand, locale, FORM_PAGE_SLUG[formId])}>
          {t(`confirmation.backToForm.${formId}`)}
        </Link>
        <Link className="btn btn-secondary" href={sitePath(brand, locale)}>
          {t("confirmation.home")}
        </Link>
      </p>
    </div>
  );
}
