// The multi-query one search page sends (S1, B6): results with every filter, and disjunctive counts for each refined facet.
import type { Assortment } from "@/features/catalog/assortment";
import type { FilterList, SearchRequest, SearchResult } from "../model";
import { categoryLevel, categoryRoot, type SearchState } from "./search-state";

export const SEARCH_PAGE_SIZE = 24;
export const MAX_ATTRIBUTE_FACETS = 3;
export const MAX_FACET_VALUES = 10;
/** InstantSearch's highlight tags: text no product name contains, turned into <mark> after escaping. */
export const HIGHLIGHT_PRE = "<ais-highlight-0000000000>";
export const HIGHLIGHT_POST = "</ais-highlight-0000000000>";

const CATEGORY_LVL0 = "Categories.lvl0";
const CATEGORY_LVL1 = "Categories.lvl1";
const ATTRIBUTE_FACET = "attributes.";

/** facetFilters entries are `attribute:value` split at the first colon, so values are never parsed as filter syntax. */
export function assortmentFilters(assortment: Assortment): FilterList {
  return [
    assortment.algoliaBrands.map((v) => `algoliaBrands:${v}`),
    assortment.salesOrgs.map((v) => `salesOrgs:${v}`),
    assortment.owningDivisions.map((v) => `owningDivisions:${v}`),
  ];
}

function categoryFilter(path: string): string {
  return `Categories.lvl${categoryLevel(path) ?? 0}:${path}`;
}

function attributeFilters(refinements: SearchState["refinements"], except?: string): FilterList {
  return Object.entries(refinements)
    .filter(([key]) => key !== except)
    .map(([key, values]) => values.map((value) => `${ATTRIBUTE_FACET}${key}:${value}`));
}

export interface SearchPlan {
  requests: SearchRequest[];
  /** Which result answers which facet: main results first, then lvl0 counts, lvl1 counts, each refined attribute. */
  lvl1At?: number;
  attributeAt: Record<string, number>;
}

export function planSearch(state: SearchState, indexName: string, assortment: Assortment): SearchPlan {
  const brand = assortmentFilters(assortment);
  const category = state.category ? [categoryFilter(state.category)] : [];
  const counts = { indexName, query: state.query, hitsPerPage: 0 };
  const requests: SearchRequest[] = [
    {
      indexName,
      query: state.query,
      page: state.page - 1,
      hitsPerPage: SEARCH_PAGE_SIZE,
      facets: ["*"],
      maxValuesPerFacet: MAX_FACET_VALUES,
      facetFilters: [...brand, ...category, ...attributeFilters(state.refinements)],
      attributesToHighlight: ["name"],
      highlightPreTag: HIGHLIGHT_PRE,
      highlightPostTag: HIGHLIGHT_POST,
    },
    { ...counts, facets: [CATEGORY_LVL0], facetFilters: [...brand, ...attributeFilters(state.refinements)] },
  ];
  let lvl1At: number | undefined;
  if (state.category) {
    lvl1At = requests.length;
    const root = categoryRoot(state.category);
    requests.push({ ...counts, facets: [CATEGORY_LVL1], facetFilters: [...brand, `${CATEGORY_LVL0}:${root}`, ...attributeFilters(state.refinements)] });
  }
  const attributeAt: Record<string, number> = {};
  for (const key of Object.keys(state.refinements)) {
    attributeAt[key] = requests.length;
    requests.push({ ...counts, facets: [`${ATTRIBUTE_FACET}${key}`], maxValuesPerFacet: MAX_FACET_VALUES, facetFilters: [...brand, ...category, ...attributeFilters(state.refinements, key)] });
  }
  return { requests, ...(lvl1At !== undefined ? { lvl1At } : {}), attributeAt };
}

export interface FacetValue {
  value: string;
  count: number;
  selected: boolean;
}

export interface CategoryFacet {
  lvl0: (FacetValue & { children: FacetValue[] })[];
}

export interface AttributeFacet {
  key: string;
  values: FacetValue[];
}

const sortedValues = (counts: Record<string, number> | undefined, selected: (value: string) => boolean): FacetValue[] =>
  Object.entries(counts ?? {})
    .map(([value, count]) => ({ value, count, selected: selected(value) }))
    .sort((a, b) => b.count - a.count || a.value.localeCompare(b.value));

/** Category tree of the results: lvl0 values, and under the refined lvl0 its lvl1 values. */
export function categoryFacet(plan: SearchPlan, results: readonly Pick<SearchResult, "facets">[], state: SearchState): CategoryFacet {
  const root = state.category ? categoryRoot(state.category) : undefined;
  const lvl1 = plan.lvl1At !== undefined ? results[plan.lvl1At]?.facets[CATEGORY_LVL1] : undefined;
  const lvl0 = sortedValues(results[1]?.facets[CATEGORY_LVL0], (v) => v === root);
  return {
    lvl0: lvl0.map((value) => ({
      ...value,
      children: value.selected ? sortedValues(lvl1, (v) => v === state.category).filter((child) => child.value.startsWith(`${value.value} > `)) : [],
    })),
  };
}

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

export interface HighlightSegment {
  text: string;
  highlighted: boolean;
}

/** A highlighted value split into plain and matched text; React escapes each segment, so only the engine's tags become <mark>. */
export function highlightSegments(value: string, pre = HIGHLIGHT_PRE, post = HIGHLIGHT_POST): HighlightSegment[] {
  const segments: HighlightSegment[] = [];
  let rest = value;
  while (rest.length > 0) {
    const start = rest.indexOf(pre);
    const end = start === -1 ? -1 : rest.indexOf(post, start + pre.length);
    if (start === -1 || end === -1) {
      segments.push({ text: rest, highlighted: false });
      break;
    }
    if (start > 0) segments.push({ text: rest.slice(0, start), highlighted: false });
    const inner = rest.slice(start + pre.length, end);
    if (inner) segments.push({ text: inner, highlighted: true });
    rest = rest.slice(end + post.length);
  }
  return segments;
}
