// The multi-query behind a listing (P4, P7, B6): a page of the scope's products in a sort replica, its facets, and
// disjunctive counts for each refined facet, all inside the brand's assortment; measurement ranges (issue 3) as
// numericFilters, with each refined range's min–max asked without its own bounds.
import type { Locale } from "@/config/locales";
import { searchIndexName, type FacetStats, type FilterList, type SearchRequest, type SearchResult } from "@/features/search";
import { assortmentFilters, attributeFacets, type AttributeFacet, type SearchPlan } from "@/features/search";
import { numericAttribute, rangesNumericFilters, type NumericRange } from "@/features/search";
import { MAX_RANGE_FACETS, pickRangeFacets } from "@/features/search";
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

export interface ListingPlan extends SearchPlan {
  /** Which result holds each refined range's min–max without its own bounds. */
  rangeAt: Record<string, number>;
}

/** numericFilters only when there are some, so an unranged request stays as it was. */
function numericFilters(ranges: ListingState["ranges"], except?: string): { numericFilters?: string[] } {
  const filters = rangesNumericFilters(ranges, except);
  return filters.length > 0 ? { numericFilters: filters } : {};
}

export function planListing(
  state: ListingState,
  scope: ListingScope,
  input: {
    locale: Locale;
    assortment: Assortment;
    /** Attribute keys offered as facets (choice attributes). */
    facetKeys: readonly string[];
    /** Measurement keys whose min–max (facets_stats) the listing asks for. */
    rangeKeys?: readonly string[];
    pageSize?: number;
  },
): ListingPlan {
  const { locale, assortment, facetKeys, rangeKeys = [], pageSize = CATALOG_PAGE_SIZE } = input;
  const base = [...assortmentFilters(assortment), scopeFilter(scope)];
  const indexName = searchIndexName("products", locale, state.sort);
  const requests: SearchRequest[] = [
    {
      indexName,
      query: "",
      page: state.page - 1,
      hitsPerPage: pageSize,
      facets: [...facetKeys.map((key) => `${ATTRIBUTE_FACET}${key}`), ...rangeKeys.map(numericAttribute)],
      maxValuesPerFacet: MAX_LISTING_FACET_VALUES,
      facetFilters: [...base, ...attributeFilters(state.refinements)],
      ...numericFilters(state.ranges),
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
      ...numericFilters(state.ranges),
    });
  }
  const rangeAt: Record<string, number> = {};
  for (const key of Object.keys(state.ranges)) {
    rangeAt[key] = requests.length;
    requests.push({
      indexName,
      query: "",
      hitsPerPage: 0,
      facets: [numericAttribute(key)],
      facetFilters: [...base, ...attributeFilters(state.refinements)],
      ...numericFilters(state.ranges, key),
    });
  }
  return { requests, attributeAt, rangeAt };
}

/** A measurement range facet of a listing: the bounds its results span (absent when none has a value) and the chosen ones. */
export interface ListingRange {
  key: string;
  available?: { min: number; max: number };
  selected?: NumericRange;
}

/**
 * Range facets of the listing: refined ranges (their min–max without their own bounds), then measurements whose values
 * differ in the results, in the catalogue's order of measurements.
 */
export function listingRanges(
  plan: ListingPlan,
  results: readonly Pick<SearchResult, "facets_stats">[],
  state: ListingState,
  order: readonly string[],
  max = MAX_RANGE_FACETS,
): ListingRange[] {
  const main = results[0]?.facets_stats;
  return pickRangeFacets(main, order, Object.keys(state.ranges), max).map((key) => {
    const own = plan.rangeAt[key] === undefined ? undefined : results[plan.rangeAt[key]]?.facets_stats;
    const stats: FacetStats | undefined = (own ?? main)?.[numericAttribute(key)];
    const selected = state.ranges[key];
    return { key, ...(stats ? { available: { min: stats.min, max: stats.max } } : {}), ...(selected ? { selected } : {}) };
  });
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
