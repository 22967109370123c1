// P4, P5: category landing `cl`, listing `c` (page n through ?page=n, rewritten by proxy.ts) and product detail `p`.
import type { Metadata } from "next";
import { listSiteParams } from "@/features/navigation/server";
import { CatalogPathView } from "@/features/catalog/ui";
import { prerenderedCatalogPaths } from "@/features/catalog/server";
import { catalogPathMetadata } from "@/features/catalog/server";
import { catalogRoute, catalogRouteMetadata, type CatalogRouteParams } from "@/features/catalog/server";

// Every other category and product page renders on its first visit and is then served from the cache.
export const dynamicParams = true;

export async function generateStaticParams() {
  const sites = await listSiteParams();
  const all = await Promise.all(
    sites.map(async ({ brand, locale }) => (await prerenderedCatalogPaths(brand, locale)).map((path) => ({ brand, locale, path }))),
  );
  return all.flat();
}

export async function generateMetadata({ params }: { params: CatalogRouteParams }): Promise<Metadata> {
  return catalogRouteMetadata(params, "products", (brand, locale, _, page) => catalogPathMetadata(brand, locale, page));
}

export default async function CatalogPage({ params }: { params: CatalogRouteParams }) {
  const { brand, locale, page } = await catalogRoute(params, "products");
  return <CatalogPathView brand={brand} locale={locale} path={page} />;
}
