// Header search suggestions (S3): the request a typed query sends, the suggestions it shows, and combobox keyboard moves.
import type { Locale } from "@/config/locales";
import { buildProductUrl, sitePath } from "@/platform/routing/urls";
import type { Assortment } from "@/features/catalog";
import { searchIndexName, type Hit, type HighlightResult, type SearchRequest } from "../model";
import { assortmentFilter, querySuggestionFilter } from "../assortment-filter";
import { CATEGORY_SEPARATOR, clipQuery, searchHref } from "../page/search-state";

/** Products suggested at most (one per family). */
export const MAX_SUGGESTIONS = 4;
/** Queries and categories suggested at most. */
export const MAX_QUERY_SUGGESTIONS = 4;
export const MAX_CATEGORY_SUGGESTIONS = 3;
/** Shorter queries match too much to be useful suggestions. */
export const MIN_SUGGEST_LENGTH = 2;
/** Pause after the last keystroke before asking for suggestions. */
export const SUGGEST_DEBOUNCE_MS = 150;
// Tags no product text contains; the UI splits on them and React escapes each part.
const PRE = "<ais-suggest>";
const POST = "</ais-suggest>";
const CATEGORY_FACETS = ["Categories.lvl2", "Categories.lvl1"] as const;

export interface SuggestContext {
  brandDirectory: string;
  locale: Locale;
  /** The brand's assortment (B6): the filters of both requests are built from it here, not sent as strings. */
  assortment?: Assortment;
  /** Whether to ask the `products_{locale}_query_suggestions` index too. */
  querySuggestions?: boolean;
  /** The search page, where query and category suggestions lead. */
  searchPath?: string;
}

export interface TextPart {
  text: string;
  highlighted: boolean;
}

export interface Suggestion {
  id: string;
  href: string;
  name: TextPart[];
  catalogNumber: TextPart[];
  /** Plain name and number, for the option's accessible name. */
  label: string;
  queryID?: string;
  position: number;
}

export interface QuerySuggestion {
  id: string;
  query: string;
  parts: TextPart[];
  href: string;
}

export interface CategorySuggestion {
  id: string;
  /** The category's own name and the path above it ("Wiring Devices"), both in the page's locale. */
  name: string;
  parent: string;
  path: string;
  count: number;
  href: string;
}

export interface SuggestionGroups {
  queries: QuerySuggestion[];
  categories: CategorySuggestion[];
  products: Suggestion[];
}

export const NO_SUGGESTIONS: SuggestionGroups = { queries: [], categories: [], products: [] };

/** The list's words, which load with its code (issue 15 §1): `{query}`, `{parent}` and `{count}` are filled in the list. */
export interface SuggestionLabels {
  /** The listbox's name. */
  suggestions: string;
  /** Contains `{query}`. */
  seeAll: string;
  searches: string;
  categories: string;
  products: string;
  /** Contains `{parent}`. */
  categoryIn: string;
  /** The announced number of suggestions, with `{count}`: none, one, several (by the locale's plural rules). */
  status: { zero: string; one: string; other: string };
}

/**
 * The list's words from a translator of the `search` namespace, placeholders kept for the list to fill. The keys are
 * those of the on-demand bundle `search-suggestions` (ON_DEMAND_CLIENT_MESSAGES); a test formats it in every locale.
 */
export function suggestionLabels(t: (key: string, values?: Record<string, string>) => string): SuggestionLabels {
  return {
    suggestions: t("suggestions"),
    seeAll: t("seeAll", { query: "{query}" }),
    searches: t("suggestedSearches"),
    categories: t("suggestedCategories"),
    products: t("suggestedProducts"),
    categoryIn: t("categoryIn", { parent: "{parent}" }),
    status: { zero: t("suggestionsStatusZero"), one: t("suggestionsStatusOne", { count: "{count}" }), other: t("suggestionsStatusOther", { count: "{count}" }) },
  };
}

export function normalizeSuggestQuery(input: string): string {
  return clipQuery(input.replace(/[\u0000-\u001f\u007f]/g, " ").replace(/\s+/g, " ").trim());
}

/** The products request for a query (one product per family, the categories of all matches), or undefined when it is too short. */
export function suggestRequest(input: string, context: SuggestContext): SearchRequest | undefined {
  const query = normalizeSuggestQuery(input);
  if (query.length < MIN_SUGGEST_LENGTH) return undefined;
  return {
    indexName: searchIndexName("products", context.locale),
    query,
    filters: context.assortment ? assortmentFilter(context.assortment) : "",
    hitsPerPage: MAX_SUGGESTIONS,
    distinct: true,
    facets: [...CATEGORY_FACETS],
    maxValuesPerFacet: MAX_CATEGORY_SUGGESTIONS,
    attributesToRetrieve: ["name", "catalogNumber", "slug"],
    attributesToHighlight: ["name", "catalogNumber"],
    highlightPreTag: PRE,
    highlightPostTag: POST,
    clickAnalytics: true,
  };
}

/** Every request of one suggestion call: the query suggestions index first (when the brand has one), then products. */
export function suggestRequests(input: string, context: SuggestContext): SearchRequest[] {
  const products = suggestRequest(input, context);
  if (!products) return [];
  if (!context.querySuggestions) return [products];
  return [
    {
      indexName: searchIndexName("query_suggestions", context.locale),
      query: products.query!,
      ...(context.assortment ? { filters: querySuggestionFilter(context.assortment, products.indexName) } : {}),
      hitsPerPage: MAX_QUERY_SUGGESTIONS,
      attributesToRetrieve: ["query"],
      attributesToHighlight: ["query"],
      highlightPreTag: PRE,
      highlightPostTag: POST,
    },
    products,
  ];
}

export function highlightParts(value: string): TextPart[] {
  const parts: TextPart[] = [];
  let rest = value;
  while (rest.length > 0) {
    const start = rest.indexOf(PRE);
    const end = start === -1 ? -1 : rest.indexOf(POST, start + PRE.length);
    if (start === -1 || end === -1) {
      parts.push({ text: rest, highlighted: false });
      break;
    }
    if (start > 0) parts.push({ text: rest.slice(0, start), highlighted: false });
    if (end > start + PRE.length) parts.push({ text: rest.slice(start + PRE.length, end), highlighted: true });
    rest = rest.slice(end + POST.length);
  }
  return parts;
}

const highlighted = (hit: Hit, attribute: string, fallback: string): TextPart[] => {
  const result = hit._highlightResult?.[attribute] as HighlightResult | undefined;
  return result && typeof result.value === "string" ? highlightParts(result.value) : [{ text: fallback, highlighted: false }];
};

/** Suggestions from a search result: products with name and catalog number, each linking to its page. */
export function toSuggestions(result: { hits: Hit[]; queryID?: string }, context: SuggestContext): Suggestion[] {
  return result.hits.slice(0, MAX_SUGGESTIONS).flatMap((hit, index) => {
    const name = typeof hit.name === "string" ? hit.name : "";
    const catalogNumber = typeof hit.catalogNumber === "string" ? hit.catalogNumber : "";
    if (!name) return [];
    return [
      {
        id: hit.objectID,
        href: sitePath(context.brandDirectory, context.locale, buildProductUrl({ id: hit.objectID, ...(typeof hit.slug === "string" ? { slug: hit.slug } : {}) })),
        name: highlighted(hit, "name", name),
        catalogNumber: highlighted(hit, "catalogNumber", catalogNumber),
        label: catalogNumber ? `${name}, ${catalogNumber}` : name,
        ...(result.queryID ? { queryID: result.queryID } : {}),
        position: index + 1,
      },
    ];
  });
}

/** Query suggestions from the query suggestions index's hits; the typed query itself is left out (it is "see all"). */
export function toQuerySuggestions(result: { hits: Hit[] }, typed: string, searchPath: string): QuerySuggestion[] {
  const own = normalizeSuggestQuery(typed).toLocaleLowerCase();
  return result.hits.flatMap((hit) => {
    const query = typeof hit.query === "string" ? hit.query : "";
    if (!query || query === own) return [];
    return [{ id: `q:${query}`, query, parts: highlighted(hit, "query", query), href: searchPageHref(searchPath, query) }];
  }).slice(0, MAX_QUERY_SUGGESTIONS);
}

/** The categories most matches belong to: the deepest level first, then their parents not already shown. */
export function toCategorySuggestions(facets: Record<string, Record<string, number>> | undefined, searchPath: string): CategorySuggestion[] {
  const out: CategorySuggestion[] = [];
  for (const facet of CATEGORY_FACETS) {
    for (const [path, count] of Object.entries(facets?.[facet] ?? {}).sort((a, b) => b[1] - a[1])) {
      if (out.length >= MAX_CATEGORY_SUGGESTIONS) return out;
      if (out.some((shown) => shown.path.startsWith(`${path}${CATEGORY_SEPARATOR}`))) continue;
      const parts = path.split(CATEGORY_SEPARATOR);
      out.push({ id: `c:${path}`, name: parts.at(-1)!, parent: parts.slice(0, -1).join(CATEGORY_SEPARATOR), path, count, href: searchHref(searchPath, { query: "", page: 1, category: path, refinements: {} }) });
    }
  }
  return out;
}

/** The three groups from the answers to suggestRequests, in the same order. */
export function toSuggestionGroups(results: { hits?: Hit[]; queryID?: string; facets?: Record<string, Record<string, number>> }[], input: string, context: SuggestContext): SuggestionGroups {
  const searchPath = context.searchPath ?? sitePath(context.brandDirectory, context.locale, "search");
  const [suggestions, products] = context.querySuggestions ? results : [undefined, results[0]];
  return {
    queries: suggestions?.hits ? toQuerySuggestions({ hits: suggestions.hits }, input, searchPath) : [],
    categories: toCategorySuggestions(products?.facets, searchPath),
    products: products?.hits ? toSuggestions({ hits: products.hits, ...(products.queryID ? { queryID: products.queryID } : {}) }, context) : [],
  };
}

export function searchPageHref(searchPath: string, input: string): string {
  const query = normalizeSuggestQuery(input);
  return query ? `${searchPath}?${new URLSearchParams({ q: query })}` : searchPath;
}

/**
 * The active option after a key (WAI-ARIA combobox): -1 is the input itself; options wrap around.
 * `count` includes the final "see all results" option.
 */
export function moveActive(active: number, count: number, key: string): number {
  if (count === 0) return -1;
  if (key === "ArrowDown") return active + 1 >= count ? 0 : active + 1;
  if (key === "ArrowUp") return active <= 0 ? count - 1 : active - 1;
  return active;
}
