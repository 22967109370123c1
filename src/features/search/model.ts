// Search port in Algolia's v5 request/response shapes (S1-S3), shared by the embedded engine and the Algolia adapter.
import { LOCALES, type Locale } from "@/config/locales";

/** Client-caused failure (bad filter syntax, bad paging, unknown index); the API layer answers 400. */
export class SearchInputError extends Error {
  readonly status = 400;
  constructor(
    readonly code: "filter_syntax" | "bad_parameter" | "unknown_index",
    message: string,
  ) {
    super(message);
    this.name = "SearchInputError";
  }
}

/** Also true across bundle boundaries, where the engine and its caller may hold two copies of the class. */
export function isSearchInputError(error: unknown): error is SearchInputError {
  return error instanceof SearchInputError || (error instanceof Error && error.name === "SearchInputError");
}

/** The search service itself failed (unreachable, timed out, 5xx, misconfigured); the API layer answers 503 without details. */
export class SearchUnavailableError extends Error {
  readonly status = 503;
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = "SearchUnavailableError";
  }
}

export function isSearchUnavailableError(error: unknown): error is SearchUnavailableError {
  return error instanceof SearchUnavailableError || (error instanceof Error && error.name === "SearchUnavailableError");
}

/**
 * What one search call may cost (issue 12, ADR 27), on Algolia's own limits where it has them. Both adapters refuse a call
 * past them with a SearchInputError (400) before any work; `checkSearchCall` (engine/params.ts) sums the per-call ones.
 */
export const SEARCH_LIMITS = {
  /** Queries in one multi-query call (Algolia answers "Too many queries in multi query request" past 50). */
  queriesPerCall: 50,
  /** hitsPerPage, and length with an offset, of one query (Algolia: 1000). */
  hitsPerQuery: 1000,
  /** Hits of all the queries of one call together: a call may split one query's worth, not multiply it. */
  hitsPerCall: 1000,
  /** page and offset. */
  maxPage: 1_000_000,
  /** Algolia: 1000. */
  maxValuesPerFacet: 1000,
  /** Facets counted by all the queries of one call; `*` counts as every facet the index declares. */
  facetsPerCall: 1000,
  /** Filter conditions of all the queries of one call (one query holds at most 512). */
  conditionsPerCall: 1000,
  /** Facet-value search (Algolia: 100). */
  maxFacetHits: 100,
  /** query and facetQuery, in UTF-8 bytes (Algolia: 512). */
  queryBytes: 512,
  /** Names in facets, attributesToRetrieve and attributesToHighlight. */
  listEntries: 1000,
} as const;

export type IndexKind = "products" | "content";

/**
 * Sort replicas of `products_{locale}` (standard replicas: the sort attribute ranks before relevance).
 * The primary index itself ranks by relevance, then newest first.
 */
export const PRODUCT_SORTS = {
  name_asc: { attribute: "name", order: "asc" },
  name_desc: { attribute: "name", order: "desc" },
  catalog_asc: { attribute: "catalogNumber", order: "asc" },
  newest: { attribute: "releaseDate", order: "desc" },
} as const satisfies Record<string, { attribute: string; order: "asc" | "desc" }>;

export type ProductSort = keyof typeof PRODUCT_SORTS;

export function isProductSort(value: unknown): value is ProductSort {
  return typeof value === "string" && Object.hasOwn(PRODUCT_SORTS, value);
}

/** `products_{locale}` and `content_{locale}`, the same names in Algolia and in the embedded engine; `products_{locale}_{sort}` for a replica. */
export function searchIndexName(kind: IndexKind, locale: Locale, sort?: ProductSort): string {
  return sort && kind === "products" ? `${kind}_${locale}_${sort}` : `${kind}_${locale}`;
}

export function parseIndexName(name: string): { kind: IndexKind; locale: Locale; sort?: ProductSort } | undefined {
  const match = /^(products|content)_(en|fr-ca|es-mx)(?:_([a-z_]+))?$/.exec(name);
  const locale = LOCALES.find((l) => l === match?.[2]);
  if (!match || !locale) return undefined;
  const kind = match[1] as IndexKind;
  if (match[3] === undefined) return { kind, locale };
  return kind === "products" && isProductSort(match[3]) ? { kind, locale, sort: match[3] } : undefined;
}

/** facetFilters / numericFilters: strings ANDed, nested arrays ORed (Algolia semantics). */
export type FilterList = (string | string[])[];

export interface SearchParams {
  query?: string;
  /** Algolia filter syntax: `attr:value`, `"attr":"a b"`, `attr >= n`, `attr:lo TO hi`, AND/OR/NOT, parentheses. */
  filters?: string;
  facetFilters?: FilterList | string;
  numericFilters?: FilterList | string;
  /** Facet attributes to count, or ["*"] for all. */
  facets?: string[] | string;
  maxValuesPerFacet?: number;
  page?: number;
  hitsPerPage?: number;
  /** Algolia's other paging: the hits from `offset` (0-based), `length` of them (at most 1000). */
  offset?: number;
  length?: number;
  /** Attributes each hit keeps (objectID always); ["*"] or none: all of them. */
  attributesToRetrieve?: string[] | string;
  attributesToHighlight?: string[] | string;
  highlightPreTag?: string;
  highlightPostTag?: string;
  clickAnalytics?: boolean;
  /** "none" (default): every word must match; "allOptional": records matching more words rank first. */
  removeWordsIfNoResults?: "none" | "allOptional";
  /** Legacy InstantSearch clients send the parameters nested or URL-encoded. */
  params?: string | Omit<SearchParams, "params">;
}

export interface SearchRequest extends SearchParams {
  indexName: string;
}

export interface HighlightResult {
  /** The attribute's text with matched words wrapped in the pre/post tags; the text itself is not HTML-escaped (as Algolia). */
  value: string;
  matchLevel: "none" | "partial" | "full";
  matchedWords: string[];
  fullyHighlighted?: boolean;
}

export type Hit<T = Record<string, unknown>> = T & {
  objectID: string;
  _highlightResult?: Record<string, HighlightResult | HighlightResult[]>;
};

export interface FacetStats {
  min: number;
  max: number;
  avg: number;
  sum: number;
}

export interface SearchResult<T = Record<string, unknown>> {
  hits: Hit<T>[];
  nbHits: number;
  page: number;
  nbPages: number;
  hitsPerPage: number;
  /** Echoed when the request paged with offset and length. */
  offset?: number;
  length?: number;
  facets: Record<string, Record<string, number>>;
  facets_stats?: Record<string, FacetStats>;
  exhaustiveNbHits: true;
  processingTimeMS: number;
  query: string;
  /** The request's parameters, URL-encoded. */
  params: string;
  queryID?: string;
  index: string;
}

export interface SearchForFacetValuesRequest {
  indexName: string;
  facetName: string;
  facetQuery?: string;
  maxFacetHits?: number;
  params?: SearchParams;
}

export interface FacetHit {
  value: string;
  highlighted: string;
  count: number;
}

export interface SearchService {
  search<T = Record<string, unknown>>(request: { requests: SearchRequest[] }): Promise<{ results: SearchResult<T>[] }>;
  searchForFacetValues(request: SearchForFacetValuesRequest): Promise<{ facetHits: FacetHit[]; exhaustiveFacetsCount: true; processingTimeMS: number }>;
}

/** A product as indexed in `products_{locale}` (Algolia record shape: nested objects give dotted attribute names). */
export interface ProductRecord {
  objectID: string;
  name: string;
  catalogNumber: string;
  upc: string;
  /** First sentences of the family description. */
  description: string;
  slug: string;
  categoryKey: string;
  image?: string;
  series: string;
  /** Release date, seconds since the epoch (numeric filter, newer first). */
  releaseDate: number;
  algoliaBrands: string[];
  salesOrgs: string[];
  owningDivisions: string[];
  certifications: string[];
  /** Keys of the catalogue programs the product belongs to (P7 program listings filter `programs:{key}`). */
  programs: string[];
  Categories: { lvl0: string; lvl1: string; lvl2: string };
  "Compatibility Categories": { lvl0: string[]; lvl1: string[] };
  /** Display values per attribute key (facets `attributes.<key>`). */
  attributes: Record<string, string | string[]>;
  /** Raw numbers of numeric attributes (numeric filters `numericAttributes.<key>`). */
  numericAttributes: Record<string, number>;
  listPrices: { USD: number; CAD: number; MXN: number; BRL: number };
}

/** A content page, news post or video as indexed in `content_{locale}` (S1); brands narrow it with a `brand:{directory}` filter. */
export interface ContentRecord {
  /** `{type}:{brandDirectory}:{entry id}`, unique across brands. */
  objectID: string;
  type: "page" | "news" | "video";
  /** The brand's directory, e.g. "voltline". */
  brand: string;
  title: string;
  /** Plain text, at most about 240 characters. */
  summary: string;
  /** Site path with brand and locale, e.g. "/voltline/fr-ca/news/abc123". */
  path: string;
  /** Publication date, seconds since the epoch; 0 when the entry has none. */
  date: number;
  /** Image URL as the site renders it (CMS asset URL or /content/... path), when the entry has one. */
  image?: string;
}

/** One content index's change after a publish (C7): records saved whole (replacing any with the same objectID), then objectIDs deleted. */
export interface ContentIndexUpdate {
  /** `content_{locale}`. */
  indexName: string;
  upsert: ContentRecord[];
  delete: string[];
}

/** Write side of the content indices, used by the publish webhook only (the site itself never writes to search). */
export interface ContentIndexWriter {
  updateContentIndex(update: ContentIndexUpdate): Promise<void>;
  /**
   * Makes `records` the whole of `content_{locale}`: each saved, every other record deleted. For a change many records
   * share (a brand, a section or block, an asset). Resolves with the number of records deleted.
   */
  replaceContentIndex(indexName: string, records: ContentRecord[]): Promise<{ deleted: number }>;
}
