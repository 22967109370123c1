// P6: compare page shell; the list lives in the visitor's browser, so the table is a client island.
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { NextIntlClientProvider } from "next-intl";
import { getMessages, getTranslations, setRequestLocale } from "next-intl/server";
import { COMPARE_PAGE_CLIENT_MESSAGES, pickMessages } from "@/platform/i18n/client-messages";
import { isLocale } from "@/config/locales";
import { getBrandChrome } from "@/features/navigation/server";
import { CompareTable } from "@/features/compare/ui";
import { MAX_COMPARE } from "@/features/compare";
import { brandShowsLists } from "@/features/lists";

type Params = Promise<{ brand: string; locale: string }>;

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { locale } = await params;
  if (!isLocale(locale)) return {};
  const t = await getTranslations({ locale, namespace: "compare" });
  // Each visitor's own selection: nothing for search engines to index.
  return { title: t("title"), robots: { index: false, follow: true } };
}

export default async function ComparePage({ params }: { params: Params }) {
  const { brand, locale } = await params;
  if (!isLocale(locale)) notFound();
  setRequestLocale(locale);
  const chrome = await getBrandChrome(brand, locale);
  if (!chrome) notFound();
  const [t, messages] = await Promise.all([getTranslations({ locale, namespace: "compare" }), getMessages({ locale })]);
  return (
    <section className="container" aria-labelledby="compare-title">
      <h1 id="compare-title">{t("title")}</h1>
      <p>{t("intro", { max: MAX_COMPARE })}</p>
      {/* The table's own strings are given here only: the layout's client messages leave them out (ADR 45). */}
      <NextIntlClientProvider locale={locale} messages={pickMessages(messages, COMPARE_PAGE_CLIENT_MESSAGES)}>
        <CompareTable brand={chrome.brand.brandDirectory} locale={locale} showLists={brandShowsLists(chrome.brand)} />
      </NextIntlClientProvider>
    </section>
  );
}
