// V1: video list for a topic and page (reached through ?tag=&page=, rewritten by proxy.ts).
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { isLocale } from "@/config/locales";
import { getBrandChrome } from "@/features/navigation/server";
import { VideoListView, videoListState } from "@/features/media/ui";
import { ALL_TOPICS } from "@/platform/routing/listing-rewrite";
import { buildAlternates } from "@/platform/seo/alternates";

type Params = Promise<{ brand: string; locale: string; tag: string; n: string }>;

/** Topic pages render on first visit, then are served from the cache like the rest. */
export function generateStaticParams() {
  return [];
}

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { brand, locale } = await params;
  if (!isLocale(locale)) return {};
  const t = await getTranslations({ locale, namespace: "videos" });
  return { title: t("title"), alternates: buildAlternates({ brand, locale, path: "videos/list" }) };
}

export default async function VideoListFilteredPage({ params }: { params: Params }) {
  const { brand, locale, tag, n } = await params;
  if (!isLocale(locale) || !/^\d{1,4}$/.test(n)) notFound();
  setRequestLocale(locale);
  const chrome = await getBrandChrome(brand, locale);
  if (!chrome) notFound();
  const state = await videoListState(brand, locale, tag);
  const page = Number(n);
  const known = tag === ALL_TOPICS || state.topics.some((t) => t.slug === tag);
  if (!known || page < 1 || page > state.pages) notFound();
  return <VideoListView brand={brand} brandName={chrome.brand.brandName} locale={locale} topic={tag} page={page} />;
}
