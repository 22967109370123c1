// Sitemap index (R17): each brand x locale's sitemap (content and catalogue pages) and its product sitemaps.
import { productSitemapCount } from "@/features/catalog/server";
import { listSiteParams } from "@/features/navigation/server";
import { PUBLIC_SITE_ORIGIN, sitePath } from "@/platform/routing/urls";
import { buildSitemapIndexXml, productSitemapLocation } from "@/platform/seo/sitemap";

export const dynamic = "force-static";
export const revalidate = 86_400;

export async function GET() {
  const sites = await listSiteParams();
  const brands = [...new Set(sites.map((site) => site.brand))];
  const counts = new Map(await Promise.all(brands.map(async (brand) => [brand, await productSitemapCount(brand)] as const)));
  const locations = sites.flatMap(({ brand, locale }) => [
    `${PUBLIC_SITE_ORIGIN}${sitePath(brand, locale, "sitemap.xml")}`,
    ...Array.from({ length: counts.get(brand) ?? 0 }, (_, i) => productSitemapLocation(brand, locale, i + 1)),
  ]);
  return new Response(buildSitemapIndexXml(locations), { headers: { "content-type": "application/xml; charset=utf-8" } });
}
