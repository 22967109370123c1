// The product megamenu of a brand x locale (N1) as prerendered JSON, fetched by the header on first use.
import { isLocale } from "@/config/locales";
import { getBrandChrome, getMegamenu, listSiteParams } from "@/features/navigation/server";

export const dynamic = "force-static";

export async function generateStaticParams() {
  return listSiteParams();
}

export async function GET(_request: Request, { params }: { params: Promise<{ brand: string; locale: string }> }) {
  const { brand, locale } = await params;
  if (!isLocale(locale) || !(await getBrandChrome(brand, locale))) return Response.json({ error: "not found" }, { status: 404 });
  return Response.json(await getMegamenu(brand, locale));
}
