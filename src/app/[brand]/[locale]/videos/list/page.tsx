// V1: video list, all topics, first page.
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { isLocale } from "@/config/locales";
import { getBrandChrome } from "@/features/navigation/server";
import { VideoListView } from "@/features/media/ui";
import { ALL_TOPICS } from "@/platform/routing/listing-rewrite";
import { buildAlternates } from "@/platform/seo/alternates";

type Params = Promise<{ brand: string; locale: string }>;

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { brand, locale } = await params;
  if (!isLocale(locale)) return {};
  const t = await getTranslations({ locale, namespace: "videos" });
  const chrome = await getBrandChrome(brand, locale);
  return { title: t("title"), description: t("description", { brand: chrome?.brand.brandName ?? "" }), alternates: buildAlternates({ brand, locale, path: "videos/list" }) };
}

export default async function VideoListPage({ params }: { params: Params }) {
  const { brand, locale } = await params;
  if (!isLocale(locale)) notFound();
  setRequestLocale(locale);
  const chrome = await getBrandChrome(brand, locale);
  if (!chrome) notFound();
  return <VideoListView brand={brand} brandName={chrome.brand.brandName} locale={locale} topic={ALL_TOPICS} page={1} />;
}
