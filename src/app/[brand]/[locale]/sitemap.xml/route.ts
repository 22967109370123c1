// Sitemap of one brand x locale with hreflang alternates; noIndex pages are left out (R17).
import { isLocale } from "@/config/locales";
import { listNews, listPageSlugs, listVideos } from "@/features/content/server/queries";
import { listSiteParams } from "@/features/navigation/server/chrome";
import { catalogSectionPaths } from "@/features/catalog/listing/server/listing-targets";
import { buildNewsUrl, buildVideoUrl } from "@/platform/routing/urls";
import { buildAlternates } from "@/platform/seo/alternates";
import { buildSitemapXml, type SitemapUrl } from "@/platform/seo/sitemap";

export const dynamic = "force-static";

export async function generateStaticParams() {
  return listSiteParams();
}

export async function GET(_request: Request, { params }: { params: Promise<{ brand: string; locale: string }> }) {
  const { brand, locale } = await params;
  if (!isLocale(locale)) return new Response("Not found", { status: 404 });
  const [pages, news, videos, catalogPaths] = await Promise.all([
    listPageSlugs(brand, locale),
    listNews(brand, locale, { skip: 0, limit: 1000 }),
    listVideos(brand, locale, { skip: 0, limit: 1000 }),
    catalogSectionPaths(brand, locale),
  ]);
  const entry = (path: string, lastmod?: string): SitemapUrl => {
    const alternates = buildAlternates({ brand, locale, path });
    return { loc: alternates.canonical, lastmod, alternates: alternates.languages };
  };
  const urls = [
    ...pages.filter((p) => !p.noIndex && !p.requireAuthentication).map((p) => entry(p.slug, p.updatedAt)),
    entry("news"),
    ...news.items.map((post) => entry(buildNewsUrl(post), post.date)),
    entry("videos/list"),
    ...videos.items.map((video) => entry(buildVideoUrl(video), video.date)),
    ...catalogPaths.map((path) => entry(path)),
  ];
  return new Response(buildSitemapXml(urls), { headers: { "content-type": "application/xml; charset=utf-8" } });
}
