// The multi-query behind a listing (P4, P7, B6): a page of the scope's products in a sort replica, its facets, and
// disjunctive counts for each refined facet, all inside the brand's assortment.
import type { Locale } from "@/config/locales";
import { searchIndexName, type FilterList, type SearchRequest, type SearchResult } from "@/features/search/model";
import { assortmentFilters, attributeFacets, type AttributeFacet, type SearchPlan } from "@/features/search/page/search-requests";
import type { Assortment } from "../assortment";
import { CATALOG_PAGE_SIZE } from "../pages/listing";
import type { ListingState } from "./listing-state";

/** Attribute facets a listing offers at most (refined ones always show), and values per facet. */
export const MAX_LISTING_FACETS = 8;
export const MAX_LISTING_FACET_VALUES = 20;
const ATTRIBUTE_FACET = "attributes.";

/** What a listing lists: a product category, a compatibility category or a program. */
export type ListingScope =
  | { kind: "category"; level: number; path: string }
  | { kind: "compatibility"; level: number; path: string }
  | { kind: "program"; key: string };

/** The scope as a facetFilters entry (`attribute:value`, split at the first colon, so a path is never parsed as syntax). */
export function scopeFilter(scope: ListingScope): string {
  switch (scope.kind) {
    case "category":
      return `Categories.lvl${scope.level}:${scope.path}`;
    case "compatibility":
      return `Compatibility Categories.lvl${scope.level}:${scope.path}`;
    case "program":
      return `programs:${scope.key}`;
  }
}

function attributeFilters(refinements: ListingState["refinements"], except?: string): FilterList {
  return Object.entries(refinements)
    .filter(([key]) => key !== except)
    .map(([key, values]) => values.map((value) => `${ATTRIBUTE_FACET}${key}:${value}`));
}

export function planListing(
  state: ListingState,
  scope: ListingScope,
  input: { locale: Locale; assortment: Assortment; /** Attribute keys offered as facets (choice attributes). */ facetKeys: readonly string[]; pageSize?: number },
): SearchPlan {
  const { locale, assortment, facetKeys, pageSize = CATALOG_PAGE_SIZE } = input;
  const base = [...assortmentFilters(assortment), scopeFilter(scope)];
  const indexName = searchIndexName("products", locale, state.sort);
  const requests: SearchRequest[] = [
    {
      indexName,
      query: "",
      page: state.page - 1,
      hitsPerPage: pageSize,
      facets: facetKeys.map((key) => `${ATTRIBUTE_FACET}${key}`),
      maxValuesPerFacet: MAX_LISTING_FACET_VALUES,
      facetFilters: [...base, ...attributeFilters(state.refinements)],
    },
  ];
  const attributeAt: Record<string, number> = {};
  for (const key of Object.keys(state.refinements)) {
    attributeAt[key] = requests.length;
    requests.push({
      indexName,
      query: "",
      hitsPerPage: 0,
      facets: [`${ATTRIBUTE_FACET}${key}`],
      maxValuesPerFacet: MAX_LISTING_FACET_VALUES,
      facetFilters: [...base, ...attributeFilters(state.refinements, key)],
    });
  }
  return { requests, attributeAt };
}

/**
 * Facets of the listing: the refined ones, then choice attributes with more than one value in the results, those
 * carried by the most products first. Values keep the engine's order (most products first).
 */
export function listingFacets(
  plan: SearchPlan,
  results: readonly Pick<SearchResult, "facets">[],
  state: ListingState,
  offered: (key: string) => boolean,
  max = MAX_LISTING_FACETS,
): AttributeFacet[] {
  const main = results[0]?.facets ?? {};
  const coverage = (key: string) => Object.values(main[`${ATTRIBUTE_FACET}${key}`] ?? {}).reduce((sum, n) => sum + n, 0);
  const facets = attributeFacets(plan, results, { query: "", page: state.page, refinements: state.refinements }, offered, Number.MAX_SAFE_INTEGER);
  const refined = facets.filter((facet) => facet.key in state.refinements);
  const others = facets
    .filter((facet) => !(facet.key in state.refinements))
    .sort((a, b) => coverage(b.key) - coverage(a.key) || a.key.localeCompare(b.key));
  return [...refined, ...others].slice(0, Math.max(max, refined.length));
}
