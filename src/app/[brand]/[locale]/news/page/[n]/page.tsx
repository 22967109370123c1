// W1: news list, page n (reached through /news?page=n, rewritten by proxy.ts).
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { isLocale } from "@/config/locales";
import { getBrandChrome, listSiteParams } from "@/features/navigation/server";
import { NewsListView, newsPageCount } from "@/features/news/ui";
import { buildAlternates } from "@/platform/seo/alternates";

type Params = Promise<{ brand: string; locale: string; n: string }>;

export async function generateStaticParams() {
  const sites = await listSiteParams();
  const all = await Promise.all(
    sites.map(async ({ brand, locale }) => {
      const pages = await newsPageCount(brand, locale);
      return Array.from({ length: pages - 1 }, (_, i) => ({ brand, locale, n: String(i + 2) }));
    }),
  );
  return all.flat();
}

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { brand, locale, n } = await params;
  if (!isLocale(locale)) return {};
  const t = await getTranslations({ locale, namespace: "common" });
  const news = await getTranslations({ locale, namespace: "news" });
  const alternates = buildAlternates({ brand, locale, path: "news" });
  return { title: `${news("title")} – ${t("pageOf", { page: Number(n), pages: await newsPageCount(brand, locale) })}`, alternates };
}

export default async function NewsPageN({ params }: { params: Params }) {
  const { brand, locale, n } = await params;
  if (!isLocale(locale) || !/^\d{1,4}$/.test(n)) notFound();
  setRequestLocale(locale);
  const page = Number(n);
  const chrome = await getBrandChrome(brand, locale);
  if (!chrome || page < 2 || page > (await newsPageCount(brand, locale))) notFound();
  return <NewsListView brand={brand} brandName={chrome.brand.brandName} locale={locale} page={page} />;
}
