// P7: compatibility landing `compatibility/{slug}/cl/{id}` (child categories with counts) and listing `.../c/{id}`
// (page n through ?page=n, rewritten by proxy.ts) of the brand's compatibility tree. Filtered states: refine/ (ADR 0008).
import type { Metadata } from "next";
import { CompatibilityLandingView } from "@/features/catalog/ui";
import { ListingPageView } from "@/features/catalog/ui";
import { sectionPathMetadata } from "@/features/catalog/server";
import { catalogRoute, catalogRouteMetadata, prerenderedListingState, type CatalogRouteParams } from "@/features/catalog/server";

// Rendered on the first visit, then served from the cache like the category pages.
export const dynamicParams = true;

export async function generateStaticParams() {
  return [];
}

export async function generateMetadata({ params }: { params: CatalogRouteParams }): Promise<Metadata> {
  return catalogRouteMetadata(params, "compatibility", (brand, locale, _, page) =>
    page.kind === "product" ? Promise.resolve({}) : sectionPathMetadata(brand, locale, "compatibility", page),
  );
}

export default async function CompatibilityPage({ params }: { params: CatalogRouteParams }) {
  const { brand, locale, page } = await catalogRoute(params, "compatibility");
  if (page.kind === "landing") return <CompatibilityLandingView brand={brand} locale={locale} id={page.id} />;
  return <ListingPageView brand={brand} locale={locale} section="compatibility" id={page.id} state={prerenderedListingState(page)} prerendered />;
}
