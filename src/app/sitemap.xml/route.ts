// Sitemap index: one sitemap per brand x locale (R17).
import { listSiteParams } from "@/features/navigation/server/chrome";
import { PUBLIC_SITE_ORIGIN, sitePath } from "@/platform/routing/urls";
import { buildSitemapIndexXml } from "@/platform/seo/sitemap";

export const dynamic = "force-static";

export async function GET() {
  const sites = await listSiteParams();
  const xml = buildSitemapIndexXml(sites.map(({ brand, locale }) => `${PUBLIC_SITE_ORIGIN}${sitePath(brand, locale, "sitemap.xml")}`));
  return new Response(xml, { headers: { "content-type": "application/xml; charset=utf-8" } });
}
