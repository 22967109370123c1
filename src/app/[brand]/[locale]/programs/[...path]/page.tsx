// P7: a catalogue program's page `programs/{slug}/c/{id}` (page n through ?page=n, rewritten by proxy.ts): its
// description and its products with the listing's facets, sort and pagination. Filtered states: refine/ (ADR 0008).
import type { Metadata } from "next";
import { ListingPageView } from "@/features/catalog/ui";
import { sectionPathMetadata } from "@/features/catalog/server";
import { catalogRoute, catalogRouteMetadata, prerenderedListingState, type CatalogRouteParams } from "@/features/catalog/server";

// Rendered on the first visit, then served from the cache like the category listings.
export const dynamicParams = true;

export async function generateStaticParams() {
  return [];
}

export async function generateMetadata({ params }: { params: CatalogRouteParams }): Promise<Metadata> {
  return catalogRouteMetadata(params, "programs", (brand, locale, _, page) => (page.kind === "product" ? Promise.resolve({}) : sectionPathMetadata(brand, locale, "programs", page)));
}

export default async function ProgramPage({ params }: { params: CatalogRouteParams }) {
  const { brand, locale, page } = await catalogRoute(params, "programs");
  return <ListingPageView brand={brand} locale={locale} section="programs" id={page.id} state={prerenderedListingState(page)} prerendered />;
}
