// /{brand}/{locale}/forms/{formId}?draft=<id> (issue 13): a form posted without JavaScript and refused (field errors,
// the spam check) comes back here with what was typed and why, and the short question that replaces the browser's
// spam check. An unknown or expired draft gives the empty form and a note. Never indexed.
// /{brand}/{locale}/forms/quote?products=DR101-IV:2 (F2): a product page's "Request a quote" followed without
// JavaScript: the quote form with those lines filled here, on the server (the request-quote page is cached, and fills
// them only in the browser). The lead form gets the fields and required marks of the CMS module it was posted from.
import { randomUUID } from "node:crypto";
import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { isLocale, type Locale } from "@/config/locales";
import { getBrandChrome } from "@/features/navigation/server";
import { sitePath } from "@/platform/routing/urls";
import { ENVELOPE_FIELDS, isFormId, type FormId } from "../model";
import { prefilledLines, QUOTE_PRODUCTS_PARAM } from "../quote-lines";
import { readContactPrefill } from "../contact-prefill";
import { countryOptions } from "../fields/countries";
import { defaultCountryOf } from "../market";
import { captchaClientConfig, formModuleSettings, noScriptChecks, readDraft, type FormDraft } from "../server";
import { leadSettings } from "../definitions/choices";
import { FORM_COMPONENTS } from "../components/draft-forms";
import { FormMessages } from "../components/FormMessages";
import styles from "./FormPages.module.css";

type Params = Promise<{ brand: string; locale: string; formId: string }>;
type SearchParams = Promise<Record<string, string | string[] | undefined>>;

const MAX_DRAFT_ID_CHARS = 100;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[1-8][0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i;

export async function draftMetadata(params: Params): Promise<Metadata> {
  const { locale } = await params;
  if (!isLocale(locale)) return {};
  const t = await getTranslations({ locale, namespace: "forms" });
  return { title: t("draft.metaTitle"), robots: { index: false, follow: false } };
}

async function draftFor(id: string | string[] | undefined, formId: string, brand: string): Promise<{ draft?: FormDraft; asked: boolean }> {
  if (typeof id !== "string" || id === "") return { asked: false };
  if (id.length > MAX_DRAFT_ID_CHARS) return { asked: true };
  const draft = await readDraft(id);
  return { draft: draft && draft.formId === formId && draft.brand === brand ? draft : undefined, asked: true };
}

const text = (value: unknown) => (typeof value === "string" ? value : undefined);

/** The quote lines a "Request a quote" link names, as a draft's values (none when it names no product). */
function quotePrefill(formId: FormId, products: string | string[] | undefined): Record<string, unknown> | undefined {
  if (formId !== "quote") return undefined;
  const lines = prefilledLines(products);
  return lines.length > 0 ? { lines } : undefined;
}

/** The lead form's field choices from the CMS module the form was posted from (its required marks included). */
async function leadFormSettings(formId: FormId, moduleId: string | undefined, locale: Locale) {
  if (formId !== "lead" || !moduleId) return undefined;
  const settings = await formModuleSettings(moduleId, formId, locale);
  if (!settings) return undefined;
  const read = leadSettings(settings);
  return { fields: read.fields.join(","), required: read.required.join(","), messageLabel: read.messageLabel };
}

export async function DraftPage({ params, searchParams }: { params: Params; searchParams: SearchParams }) {
  const { brand, locale, formId } = await params;
  if (!isLocale(locale) || !isFormId(formId)) notFound();
  setRequestLocale(locale);
  const chrome = await getBrandChrome(brand, locale);
  if (!chrome) notFound();
  const t = await getTranslations({ locale, namespace: "forms" });
  const query = await searchParams;
  const { draft, asked } = await draftFor(query.draft, formId, brand);
  const Form = FORM_COMPONENTS[formId];
  const check = noScriptChecks().create();
  const envelope = draft?.values ?? {};
  // A link's prefill: a quote's products (F2), a contact's topic, country, postal code and message (issue 16).
  const prefill = draft ? undefined : formId === "contact" ? readContactPrefill(query) : quotePrefill(formId, query[QUOTE_PRODUCTS_PARAM]);
  const settings = await leadFormSettings(formId, text(envelope[ENVELOPE_FIELDS.moduleId]), locale);
  // This page is rendered per request, so unlike the cached page the form came from it can carry its own key.
  const key = text(envelope[ENVELOPE_FIELDS.submissionKey]);
  const submissionKey = key && UUID.test(key) ? key : randomUUID();
  const headingId = `draft-${formId}-title`;
  return (
    <div className={`container-narrow ${styles.page}`}>
      <h1 id={headingId}>{t(`draft.formTitle.${formId}`)}</h1>
      {draft ? <p>{t("draft.intro")}</p> : asked ? <p className={styles.note}>{t("draft.expired")}</p> : prefill ? <p>{t(formId === "contact" ? "draft.contactPrefill" : "draft.quotePrefill")}</p> : null}
      {Form ? (
        <FormMessages locale={locale} formId={formId}>
          <Form
            brand={brand}
            locale={locale}
            moduleId={text(envelope[ENVELOPE_FIELDS.moduleId]) ?? ""}
            submissionKey={submissionKey}
            captcha={captchaClientConfig()}
            countries={countryOptions(locale)}
            defaultCountry={defaultCountryOf(chrome.brand.currencyCode, locale)}
            idPrefix={`draft-${formId}`}
            labelledBy={headingId}
            values={draft?.values ?? prefill}
            errors={draft?.errors}
            message={draft?.message}
            noScriptCheck={{ question: t("captcha.question", { first: check.first, second: check.second }), token: check.token }}
            returnTo={text(envelope[ENVELOPE_FIELDS.returnTo])}
            {...(settings ? { settings } : {})}
          />
        </FormMessages>
      ) : (
        <p>
          {t("draft.noForm")} <Link href={sitePath(brand, locale)}>{t("confirmation.home")}</Link>
        </p>
      )}
    </div>
  );
}
