// InstantSearch <-> URL (S1): the search page keeps its server-rendered URL shape (`q`, `cat`, `f.<key>`, `r.<key>`, `sort`,
// `page`) while InstantSearch drives it; pure functions shared by the server (first paint) and the browser (routing).
import { isProductSort, parseIndexName, searchIndexName, type ProductSort } from "../model";
import type { Locale } from "@/config/locales";
import { CATEGORY_SEPARATOR, categoryLevel, parseSearchState, searchHref, type ParsedSearchState, type SearchState } from "../page/search-state";
import { formatRangeValue, NUMERIC_ATTRIBUTE_PREFIX, numericAttribute, parseRangeValue, type Ranges } from "../page/numeric-range";

export const CATEGORY_ATTRIBUTES = ["Categories.lvl0", "Categories.lvl1", "Categories.lvl2"] as const;
export const ATTRIBUTE_FACET_PREFIX = "attributes.";

/** The slice of InstantSearch's uiState the search page uses for its products index. */
export interface ProductsUiState {
  query?: string;
  page?: number;
  sortBy?: string;
  hierarchicalMenu?: Record<string, string[]>;
  refinementList?: Record<string, string[]>;
  /** Range widgets' state: `numericAttributes.<key>` -> "min:max" (issue 3). */
  range?: Record<string, string>;
  configure?: Record<string, unknown>;
}

export type SearchUiState = Record<string, ProductsUiState>;

/** URL state -> uiState of the products index (the root index is always the primary `products_{locale}`). */
export function routeToUiState(route: SearchState, locale: Locale): SearchUiState {
  const index = searchIndexName("products", locale);
  const ui: ProductsUiState = {};
  if (route.query) ui.query = route.query;
  if (route.page > 1) ui.page = route.page;
  if (route.sort) ui.sortBy = searchIndexName("products", locale, route.sort);
  if (route.category) ui.hierarchicalMenu = { [CATEGORY_ATTRIBUTES[0]]: route.category.split(CATEGORY_SEPARATOR) };
  const refinements = Object.entries(route.refinements).filter(([, values]) => values.length > 0);
  if (refinements.length > 0) ui.refinementList = Object.fromEntries(refinements.map(([key, values]) => [`${ATTRIBUTE_FACET_PREFIX}${key}`, values]));
  const ranges = Object.entries(route.ranges ?? {});
  if (ranges.length > 0) ui.range = Object.fromEntries(ranges.map(([key, range]) => [numericAttribute(key), formatRangeValue(range)]));
  return { [index]: ui };
}

/** uiState -> URL state; anything the URL cannot carry (other indices, unknown facets) is left out. */
export function uiStateToRoute(uiState: SearchUiState, locale: Locale): SearchState {
  const ui = uiState[searchIndexName("products", locale)] ?? {};
  const route: SearchState = { query: (ui.query ?? "").trim(), page: ui.page && ui.page > 1 ? Math.floor(ui.page) : 1, refinements: {} };
  const path = ui.hierarchicalMenu?.[CATEGORY_ATTRIBUTES[0]]?.join(CATEGORY_SEPARATOR);
  if (path && categoryLevel(path) !== undefined) route.category = path;
  for (const attribute of Object.keys(ui.refinementList ?? {}).sort()) {
    const values = ui.refinementList?.[attribute] ?? [];
    if (attribute.startsWith(ATTRIBUTE_FACET_PREFIX) && values.length > 0) route.refinements[attribute.slice(ATTRIBUTE_FACET_PREFIX.length)] = [...values];
  }
  const ranges: Ranges = {};
  for (const attribute of Object.keys(ui.range ?? {}).sort()) {
    const key = attribute.slice(NUMERIC_ATTRIBUTE_PREFIX.length);
    const range = attribute.startsWith(NUMERIC_ATTRIBUTE_PREFIX) && looksLikeAttributeKey(key) ? parseRangeValue(ui.range?.[attribute] ?? "") : undefined;
    if (range) ranges[key] = range;
  }
  if (Object.keys(ranges).length > 0) route.ranges = ranges;
  const sort = ui.sortBy ? parseIndexName(ui.sortBy)?.sort : undefined;
  if (sort && isProductSort(sort)) route.sort = sort as ProductSort;
  return route;
}

/** The query string of a location as the record parseSearchState reads (repeated keys become lists). */
export function searchParamsRecord(search: string): Record<string, string | string[]> {
  const params = new URLSearchParams(search);
  const out: Record<string, string | string[]> = {};
  for (const key of new Set(params.keys())) {
    const values = params.getAll(key);
    out[key] = values.length === 1 ? values[0]! : values;
  }
  return out;
}

/** Attribute keys of the catalogue are short slugs; the server checks them against the catalogue. */
export const looksLikeAttributeKey = (key: string) => /^[a-z0-9][a-z0-9_-]{0,63}$/i.test(key);

export function parseSearchLocation(search: string, knownAttributes: ReadonlySet<string> | ((key: string) => boolean) = looksLikeAttributeKey): ParsedSearchState {
  return parseSearchState(searchParamsRecord(search), knownAttributes);
}

export { searchHref };
