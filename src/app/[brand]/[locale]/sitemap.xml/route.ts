// Sitemap of one brand x locale (R17): its content pages, news and videos, and the catalogue's category, program and
// compatibility pages, each with hreflang alternates; noIndex pages and pages that need an account are left out. The
// brand's products are in its product sitemaps (`sitemap-products/{n}.xml`), listed by the index at `/sitemap.xml`.
import { isLocale } from "@/config/locales";
import { catalogSitemapPages } from "@/features/catalog/server";
import { listNews, listPageSlugs, listVideos } from "@/features/content/server";
import { listSiteParams } from "@/features/navigation/server";
import { buildNewsUrl, buildVideoUrl } from "@/platform/routing/urls";
import { buildAlternates } from "@/platform/seo/alternates";
import { buildSitemapXml, localizedSitemapUrl, type SitemapUrl } from "@/platform/seo/sitemap";

export const dynamic = "force-static";

export async function generateStaticParams() {
  return listSiteParams();
}

export async function GET(_request: Request, { params }: { params: Promise<{ brand: string; locale: string }> }) {
  const { brand, locale } = await params;
  if (!isLocale(locale)) return new Response("Not found", { status: 404 });
  const [pages, news, videos, catalogPages] = await Promise.all([
    listPageSlugs(brand, locale),
    listNews(brand, locale, { skip: 0, limit: 1000 }),
    listVideos(brand, locale, { skip: 0, limit: 1000 }),
    catalogSitemapPages(brand),
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
    entry("products"),
    ...catalogPages.map((page) => localizedSitemapUrl(brand, locale, page)),
  ];
  return new Response(buildSitemapXml(urls), { headers: { "content-type": "application/xml; charset=utf-8" } });
}
