// What the instant search page asks for (S1, S2, B6), as data shared by the server's first paint and the browser's
// widgets: both must build the same search parameters, or the browser would re-search on hydration.
import type { Assortment } from "@/features/catalog";
import type { Locale } from "@/config/locales";
import { PRODUCT_SORTS, searchIndexName, type ProductSort } from "../model";
import { ATTRIBUTE_FACET_PREFIX, CATEGORY_ATTRIBUTES } from "./routing";
import { CATEGORY_SEPARATOR } from "../page/search-state";
import { assortmentFilter, quote } from "../assortment-filter";

export const HITS_PER_PAGE = 24;
export const CONTENT_HITS_PER_PAGE = 4;
/** Attribute facets shown besides the refined ones: the ones with the most distinct values in the results. */
export const MAX_ATTRIBUTE_FACETS = 3;
/** Values listed per facet; the rest are reached by searching within the facet (S2). */
export const FACET_VALUES_SHOWN = 10;

export const HIERARCHICAL_MENU_PROPS = {
  attributes: [...CATEGORY_ATTRIBUTES],
  separator: CATEGORY_SEPARATOR,
  limit: FACET_VALUES_SHOWN,
  showParentLevel: true,
} as const;

/** Range facets (issue 3) shown besides the refined ones, and the decimals their bounds keep (measurements such as 0.375 in). */
export const MAX_RANGE_FACETS = 2;
const RANGE_PRECISION = 3;

/** The range widget's parameters for `numericAttributes.<key>`: the same on the server's first paint and in the browser. */
export function rangeProps(attribute: string) {
  return { attribute, precision: RANGE_PRECISION };
}

export function refinementListProps(attribute: string) {
  return { attribute, operator: "or" as const, limit: FACET_VALUES_SHOWN, sortBy: ["isRefined", "count:desc", "name:asc"] as ("isRefined" | "count:desc" | "name:asc")[] };
}

export interface SearchSetup {
  locale: Locale;
  brandDirectory: string;
  /** Primary products index, the InstantSearch root. */
  indexName: string;
  contentIndexName: string;
  /** Sort choices: relevance (the primary) first, then the replicas. */
  sorts: { value: string; key: ProductSort | "relevance" }[];
  productsConfigure: Record<string, unknown>;
  contentConfigure: Record<string, unknown>;
}

export function searchSetup(locale: Locale, brandDirectory: string, assortment: Assortment): SearchSetup {
  const indexName = searchIndexName("products", locale);
  return {
    locale,
    brandDirectory,
    indexName,
    contentIndexName: searchIndexName("content", locale),
    sorts: [{ value: indexName, key: "relevance" }, ...(Object.keys(PRODUCT_SORTS) as ProductSort[]).map((key) => ({ value: searchIndexName("products", locale, key), key }))],
    // clickAnalytics gives each result a queryID for insights events wired elsewhere; facets "*" lets the page pick its facets.
    productsConfigure: {
      filters: assortmentFilter(assortment),
      hitsPerPage: HITS_PER_PAGE,
      facets: ["*"],
      clickAnalytics: true,
      attributesToHighlight: ["name", "catalogNumber"],
      attributesToRetrieve: ["name", "catalogNumber", "slug", "image", "releaseDate", "listPrices"],
    },
    // The content index inherits the products query; its own filter, size and first page replace the products ones.
    contentConfigure: {
      filters: `brand:${quote(brandDirectory)}`,
      hitsPerPage: CONTENT_HITS_PER_PAGE,
      page: 0,
      facets: [],
      clickAnalytics: true,
      attributesToHighlight: ["title"],
      attributesToRetrieve: ["title", "type", "summary", "path"],
    },
  };
}

/**
 * Attribute facets to show: the refined ones first, then offered attributes (choices rather than measurements) with
 * more than one value in the results, most distinct values first.
 */
export function pickAttributeFacets(
  facets: Readonly<Record<string, Readonly<Record<string, number>>>> | undefined,
  refined: readonly string[],
  offered: (key: string) => boolean,
  max = MAX_ATTRIBUTE_FACETS,
): string[] {
  const picked = [...new Set(refined.filter((name) => name.startsWith(ATTRIBUTE_FACET_PREFIX)))].sort();
  const others = Object.entries(facets ?? {})
    .filter(([name, counts]) => name.startsWith(ATTRIBUTE_FACET_PREFIX) && !picked.includes(name) && offered(name.slice(ATTRIBUTE_FACET_PREFIX.length)) && Object.keys(counts).length > 1)
    .sort((a, b) => Object.keys(b[1]).length - Object.keys(a[1]).length || a[0].localeCompare(b[0]))
    .map(([name]) => name);
  return [...picked, ...others.slice(0, Math.max(0, max - picked.length))];
}
