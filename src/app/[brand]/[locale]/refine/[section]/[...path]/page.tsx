// P4, P7: a filtered or sorted listing state (`?f.<attribute>=v&r.<measurement>=min:max&sort=…&page=n`), rendered per request from the search
// engine. proxy.ts rewrites `{section}/{slug}/c/{id}?…` here; the visitor's URL keeps the query (ADR 0008).
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { ListingPageView } from "@/features/catalog/ui";
import { parseListingState, type RawSearchParams } from "@/features/catalog";
import { listingAttributes, numericAttributeKeys } from "@/features/catalog/server";
import { refinedListingMetadata } from "@/features/catalog/server";
import { catalogRoute, catalogRouteMetadata, type CatalogRouteParams } from "@/features/catalog/server";

export async function generateMetadata({ params }: { params: CatalogRouteParams }): Promise<Metadata> {
  return catalogRouteMetadata(params, undefined, (brand, locale, section, page) => (page.kind === "listing" ? refinedListingMetadata(brand, locale, section, page.id) : Promise.resolve({})));
}

export default async function RefinedListingPage({ params, searchParams }: { params: CatalogRouteParams; searchParams: Promise<RawSearchParams> }) {
  const { brand, locale, section, page } = await catalogRoute(params);
  if (page.kind !== "listing") notFound();
  const [labels, numeric] = await Promise.all([listingAttributes(locale), numericAttributeKeys(locale)]);
  const state = parseListingState(await searchParams, new Set(labels.keys()), numeric);
  return <ListingPageView brand={brand} locale={locale} section={section} id={page.id} state={state} prerendered={false} />;
}
