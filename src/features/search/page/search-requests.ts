// Search-request pieces shared by server-side callers (B6, P4, S4): the brand assortment as facetFilters, and attribute
// facets read from multi-query results (category listings). The search page itself runs on react-instantsearch
// (instant/config.ts), which sends the assortment as a `filters` string.
import type { Assortment } from "@/features/catalog";
import type { FilterList, SearchRequest, SearchResult } from "../model";
import type { SearchState } from "./search-state";

export const MAX_ATTRIBUTE_FACETS = 3;
const ATTRIBUTE_FACET = "attributes.";

/** facetFilters entries are `attribute:value` split at the first colon, so values are never parsed as filter syntax. */
export function assortmentFilters(assortment: Assortment): FilterList {
  return [
    assortment.algoliaBrands.map((v) => `algoliaBrands:${v}`),
    assortment.salesOrgs.map((v) => `salesOrgs:${v}`),
    assortment.owningDivisions.map((v) => `owningDivisions:${v}`),
  ];
}

export interface SearchPlan {
  requests: SearchRequest[];
  /** Which result answers which facet: main results first, then lvl0 counts, lvl1 counts, each refined attribute. */
  lvl1At?: number;
  attributeAt: Record<string, number>;
}

export interface FacetValue {
  value: string;
  count: number;
  selected: boolean;
}

export interface AttributeFacet {
  key: string;
  values: FacetValue[];
}

const sortedValues = (counts: Record<string, number> | undefined, selected: (value: string) => boolean): FacetValue[] =>
  Object.entries(counts ?? {})
    .map(([value, count]) => ({ value, count, selected: selected(value) }))
    .sort((a, b) => b.count - a.count || a.value.localeCompare(b.value));

/** Refined attribute facets first, then the facets with the most distinct values in the results, up to MAX_ATTRIBUTE_FACETS. */
export function attributeFacets(
  plan: SearchPlan,
  results: readonly Pick<SearchResult, "facets">[],
  state: SearchState,
  /** Keys offered when the visitor has not refined them, e.g. choice attributes rather than measurements. */
  offered: (key: string) => boolean = () => true,
  max = MAX_ATTRIBUTE_FACETS,
): AttributeFacet[] {
  const main = results[0]?.facets ?? {};
  const refined = Object.keys(state.refinements).map((key) => ({
    key,
    values: sortedValues(results[plan.attributeAt[key] ?? -1]?.facets[`${ATTRIBUTE_FACET}${key}`] ?? main[`${ATTRIBUTE_FACET}${key}`], (v) => state.refinements[key]?.includes(v) ?? false),
  }));
  const others = Object.entries(main)
    .filter(([name, counts]) => {
      const key = name.slice(ATTRIBUTE_FACET.length);
      return name.startsWith(ATTRIBUTE_FACET) && !(key in state.refinements) && offered(key) && Object.keys(counts).length > 1;
    })
    .sort((a, b) => Object.keys(b[1]).length - Object.keys(a[1]).length || a[0].localeCompare(b[0]))
    .map(([name, counts]) => ({ key: name.slice(ATTRIBUTE_FACET.length), values: sortedValues(counts, () => false) }));
  return [...refined, ...others].slice(0, Math.max(max, refined.length));
}
