// S1: instant product and content search of a brand (its own assortment only), state in the URL; dynamic by nature.
import type { Metadata } from "next";
import { notFound, redirect } from "next/navigation";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { isLocale } from "@/config/locales";
import { getBrandChrome } from "@/features/navigation/server";
import { numericAttributeKeys, searchableAttributes } from "@/features/search/server";
import { parseSearchState, searchHref, type RawSearchParams } from "@/features/search";
import { sitePath } from "@/platform/routing/urls";
import { InstantSearchView } from "@/features/search/ui";

type Params = Promise<{ brand: string; locale: string }>;

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { locale } = await params;
  if (!isLocale(locale)) return {};
  const t = await getTranslations({ locale, namespace: "search" });
  // Result pages are endless query variations: kept out of search engines, links still followed.
  return { title: t("title"), robots: { index: false, follow: true } };
}

export default async function SearchPage({ params, searchParams }: { params: Params; searchParams: Promise<RawSearchParams> }) {
  const { brand, locale } = await params;
  if (!isLocale(locale)) notFound();
  setRequestLocale(locale);
  const chrome = await getBrandChrome(brand, locale);
  if (!chrome) notFound();
  const [labels, numeric] = await Promise.all([searchableAttributes(locale), numericAttributeKeys(locale)]);
  const state = parseSearchState(await searchParams, new Set(labels.keys()), numeric);
  // A range form sent without JavaScript (`r.<key>.min/.max`) becomes the state's one URL (`r.<key>=min:max`).
  if (state.rangeFields && state.rejected.length === 0) redirect(searchHref(sitePath(chrome.brand.brandDirectory, locale, "search"), state));
  return <InstantSearchView brand={chrome.brand} locale={locale} state={state} attributeLabels={labels} />;
}
