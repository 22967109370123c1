// W1: news list, first page.
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { isLocale } from "@/config/locales";
import { getBrandChrome } from "@/features/navigation/server";
import { NewsListView } from "@/features/news/ui";
import { buildAlternates } from "@/platform/seo/alternates";

type Params = Promise<{ brand: string; locale: string }>;

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { brand, locale } = await params;
  if (!isLocale(locale)) return {};
  const t = await getTranslations({ locale, namespace: "news" });
  const chrome = await getBrandChrome(brand, locale);
  const alternates = buildAlternates({ brand, locale, path: "news" });
  return { title: t("title"), description: t("description", { brand: chrome?.brand.brandName ?? "" }), alternates };
}

export default async function NewsPage({ params }: { params: Params }) {
  const { brand, locale } = await params;
  if (!isLocale(locale)) notFound();
  setRequestLocale(locale);
  const chrome = await getBrandChrome(brand, locale);
  if (!chrome) notFound();
  return <NewsListView brand={brand} brandName={chrome.brand.brandName} locale={locale} page={1} />;
}
