// Product sitemap `n` of one brand x locale (R17): 10,000 of the products the brand sells, in id order, each with its
// slug in every locale as hreflang alternates and its last change as lastmod. Rendered on first request, then kept
// (Next's route cache, bounded by ROUTE_CACHE_MAX_MB) for a day; a file past the brand's last answers 404.
import { isLocale } from "@/config/locales";
import { productSitemapPages } from "@/features/catalog/server";
import { buildSitemapXml, localizedSitemapUrl, productSitemapFile } from "@/platform/seo/sitemap";

export const dynamic = "force-static";
export const revalidate = 86_400;

export function generateStaticParams() {
  return [];
}

const notFound = () => new Response("Not found", { status: 404, headers: { "content-type": "text/plain; charset=utf-8" } });

export async function GET(_request: Request, { params }: { params: Promise<{ brand: string; locale: string; file: string }> }) {
  const { brand, locale, file } = await params;
  const n = productSitemapFile(file);
  if (!isLocale(locale) || n === undefined) return notFound();
  const pages = await productSitemapPages(brand, n);
  if (pages.length === 0) return notFound();
  return new Response(buildSitemapXml(pages.map((page) => localizedSitemapUrl(brand, locale, page))), {
    headers: { "content-type": "application/xml; charset=utf-8" },
  });
}
