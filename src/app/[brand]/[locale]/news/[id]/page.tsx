// W1: one news post.
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { setRequestLocale } from "next-intl/server";
import { isLocale } from "@/config/locales";
import { getNewsPost, listNews } from "@/features/content/server";
import { getBrandChrome, listSiteParams } from "@/features/navigation/server";
import { NewsArticleView } from "@/features/news/ui";
import { buildNewsUrl } from "@/platform/routing/urls";
import { buildAlternates } from "@/platform/seo/alternates";
import { socialMetadata } from "@/platform/seo/social";

type Params = Promise<{ brand: string; locale: string; id: string }>;

export async function generateStaticParams() {
  const sites = await listSiteParams();
  const all = await Promise.all(
    sites.map(async ({ brand, locale }) => (await listNews(brand, locale, { skip: 0, limit: 1000 })).items.map((post) => ({ brand, locale, id: post.id }))),
  );
  return all.flat();
}

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { brand, locale, id } = await params;
  if (!isLocale(locale)) return {};
  const post = await getNewsPost(brand, id, locale);
  if (!post) return {};
  const alternates = buildAlternates({ brand, locale, path: buildNewsUrl(post) });
  return {
    title: post.title,
    description: post.excerpt,
    alternates,
    ...socialMetadata({ type: "article", title: post.title, description: post.excerpt, images: post.image ? [post.image.url] : undefined }),
  };
}

export default async function NewsPostPage({ params }: { params: Params }) {
  const { brand, locale, id } = await params;
  if (!isLocale(locale)) notFound();
  setRequestLocale(locale);
  const [post, chrome] = await Promise.all([getNewsPost(brand, id, locale), getBrandChrome(brand, locale)]);
  if (!post || !chrome) notFound();
  return <NewsArticleView post={post} brand={brand} brandName={chrome.brand.brandName} locale={locale} />;
}
