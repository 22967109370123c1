// The page a refused letter request comes back to without JavaScript (F10-F13, ADR 60):
// /{brand}/{locale}/letter-request/{form}?draft=<id>. The form again, re-filled with what was typed (not the CSV
// file, which a browser never re-fills), the translated errors above it and beside their fields, and a link to the
// page the form was on. Without a (live) draft it is the empty form. Never indexed.
import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { setRequestLocale } from "next-intl/server";
import { isLocale, type Locale } from "@/config/locales";
import { listBrands } from "@/features/brand/server";
import { sameSitePath } from "@/features/forms";
import { LetterFormView } from "../components/ComplianceLetterModule";
import { letterMessages } from "../messages";
import { isLetterForm } from "../model";
import { readLetterDraft } from "../server/drafts";
import { LETTER_CURRENCY } from "../server/letter-request";

type Params = Promise<{ brand: string; locale: string; form: string }>;
type SearchParams = Promise<Record<string, string | string[] | undefined>>;

export async function letterDraftMetadata(params: Params): Promise<Metadata> {
  const { locale, form } = await params;
  if (!isLocale(locale) || !isLetterForm(form)) return {};
  return { title: letterMessages(locale).formTitle[form], robots: { index: false, follow: false } };
}

export async function LetterDraftPage({ params, searchParams }: { params: Params; searchParams: SearchParams }) {
  const { brand, locale: localeParam, form } = await params;
  if (!isLocale(localeParam) || !isLetterForm(form)) notFound();
  const locale: Locale = localeParam;
  setRequestLocale(locale);
  const site = (await listBrands(locale)).find((candidate) => candidate.brandDirectory === brand);
  if (!site || site.currencyCode !== LETTER_CURRENCY) notFound();
  const found = await readLetterDraft((await searchParams).draft, form);
  const draft = found && found.brand === brand && found.locale === locale ? found : undefined;
  const returnTo = sameSitePath(draft?.returnTo) ?? `/${brand}/${locale}`;
  const t = letterMessages(locale);
  return (
    <div className="container">
      <LetterFormView form={form} brand={brand} locale={locale} moduleId="draft" title="" returnTo={returnTo} asPage {...(draft ? { draft: { values: draft.values, errors: draft.errors } } : {})} />
      <p>
        <Link className="btn btn-secondary" href={returnTo}>
          {t.labels.back}
        </Link>
      </p>
    </div>
  );
}
