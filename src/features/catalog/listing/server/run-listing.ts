// Runs a listing's multi-query on the SearchService (P4, P7, B6) and resolves the page's products through the CatalogSource.
import "server-only";
import type { Locale } from "@/config/locales";
import { isSearchInputError, type ProductRecord } from "@/features/search";
import { getSearchService } from "@/features/search/server";
import type { AttributeFacet } from "@/features/search";
import type { RangeAttribute } from "@/features/search";
import { attributeCatalog, attributeLabels, rangeAttributesOf } from "@/features/search/server";
import type { Product } from "../../model";
import { getBrandAssortment } from "../../server/assortments";
import { getProducts } from "../../server/queries";
import { CATALOG_PAGE_SIZE } from "../../pages/listing";
import { listingFacets, listingRanges, planListing, type ListingRange, type ListingScope } from "../listing-query";
import type { ListingState } from "../listing-state";

export interface ListingFacet extends AttributeFacet {
  label: string;
}

/** A measurement range facet (issue 3) with its label and unit in the locale. */
export type ListingRangeFacet = ListingRange & RangeAttribute;

export interface ListingOutcome {
  products: Product[];
  total: number;
  pages: number;
  facets: ListingFacet[];
  ranges: ListingRangeFacet[];
  /** The engine refused the request (a value it cannot read): shown as an empty result, never an error page. */
  invalid: boolean;
}

const CHOICE_TYPES = new Set(["enum", "multi", "bool"]);

export { numericAttributeKeys } from "@/features/search/server";

/** Attribute keys a listing URL may refine, with their labels in the locale. */
export async function listingAttributes(locale: Locale): Promise<Map<string, string>> {
  return attributeLabels(await attributeCatalog(locale));
}

export async function runListing(brand: string, locale: Locale, scope: ListingScope, state: ListingState): Promise<ListingOutcome> {
  const empty: ListingOutcome = { products: [], total: 0, pages: 1, facets: [], ranges: [], invalid: false };
  const [assortment, attributes] = await Promise.all([getBrandAssortment(brand), attributeCatalog(locale)]);
  if (!assortment) return empty;
  // Choice attributes (colour, grade, NEMA, yes/no) make facets; measurements have a value per product.
  const keys = attributes.attributes.filter((attribute) => CHOICE_TYPES.has(attribute.type)).map((attribute) => attribute.key);
  const offered = new Set(keys);
  const measurements = rangeAttributesOf(attributes);
  const order = measurements.map((m) => m.key);
  const plan = planListing(state, scope, { locale, assortment, facetKeys: keys, rangeKeys: order, pageSize: CATALOG_PAGE_SIZE });
  let results;
  try {
    ({ results } = await getSearchService().search<ProductRecord>({ requests: plan.requests }));
  } catch (error) {
    if (isSearchInputError(error)) return { ...empty, invalid: true };
    throw error;
  }
  const main = results[0];
  if (!main) return empty;
  const labels = attributeLabels(attributes);
  const products = await getProducts(brand, main.hits.map((hit) => hit.objectID), locale);
  return {
    products,
    total: main.nbHits,
    pages: Math.max(1, main.nbPages),
    facets: listingFacets(plan, results, state, (key) => offered.has(key)).map((facet) => ({ ...facet, label: labels.get(facet.key) ?? facet.key })),
    ranges: listingRanges(plan, results, state, order).map((range) => ({ ...range, ...measurements.find((m) => m.key === range.key)! })),
    invalid: false,
  };
}

