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

/** `query_suggestions`: the Algolia Query Suggestions index of a locale's products, `products_{locale}_query_suggestions` (S3). */
export type IndexKind = "products" | "content" | "query_suggestions";

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
  if (kind === "query_suggestions") return `products_${locale}_query_suggestions`;
  return sort && kind === "products" ? `${kind}_${locale}_${sort}` : `${kind}_${locale}`;
}

export function parseIndexName(name: string): { kind: IndexKind; locale: Locale; sort?: ProductSort } | undefined {
  const match = /^(products|content)_(en|fr-ca|es-mx)(?:_([a-z_]+))?$/.exec(name);
  const locale = LOCALES.find((l) => l === match?.[2]);
  if (!match || !locale) return undefined;
  const kind = match[1] as IndexKind;
  if (match[3] === undefined) return { kind, locale };
  if (kind === "products" && match[3] === "query_suggestions") return { kind: "query_suggestions", locale };
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
  /** One hit per value of the index's attributeForDistinct (products: one per family); true or 1 (Algolia keeps up to N, the engine 1). */
  distinct?: boolean | number;
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

/** Body of `POST 1/answers/{index}/prediction` (Algolia Answers), with the index from the path. */
export interface PredictionRequest {
  indexName: string;
  query: string;
  /** Languages of the query: en, fr or es (the locale's language). */
  queryLanguages: string[];
  /** Attributes an extract is taken from (default: the index's searchable attributes). */
  attributesForPrediction?: string[];
  /** Hits answered, 1 to 20 (default 10). */
  nbHits?: number;
  /** Minimal score of an answer, 0 to 1 (default 0). */
  threshold?: number;
  /** Search parameters narrowing the records (filters, attributesToRetrieve...). */
  params?: SearchParams;
}

export interface PredictionAnswer {
  /** The passage that answers, matched words wrapped in <em>. */
  extract: string;
  extractAttribute: string;
  score: number;
}

export interface PredictionResult<T = Record<string, unknown>> {
  hits: (Hit<T> & { _answer?: PredictionAnswer })[];
  nbHits: number;
  processingTimeMS: number;
  query: string;
  index: string;
}

export const PREDICTION_LIMITS = { nbHits: 20, languages: ["en", "fr", "es"] } as const;

export interface SearchService {
  search<T = Record<string, unknown>>(request: { requests: SearchRequest[] }): Promise<{ results: SearchResult<T>[] }>;
  searchForFacetValues(request: SearchForFacetValuesRequest): Promise<{ facetHits: FacetHit[]; exhaustiveFacetsCount: true; processingTimeMS: number }>;
  /** Algolia Answers' prediction: the records that answer a natural-language query, each with the passage that does (S3). */
  predict<T = Record<string, unknown>>(request: PredictionRequest): Promise<PredictionResult<T>>;
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
  /** Products of one family (colour, pack and grade variants) share it: suggestions show one per family (`distinct`). */
  familyId: string;
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

/**
 * A record of `products_{locale}_query_suggestions`, in Algolia Query Suggestions' shape (S3): a query people search or
 * the catalogue's vocabulary names, its popularity, and per source index the hits it finds and the facet values of those.
 */
export interface QuerySuggestionRecord {
  objectID: string;
  query: string;
  popularity: number;
  nb_words: number;
  [sourceIndex: string]: unknown;
}

/** The per-source-index part of a QuerySuggestionRecord. */
export interface QuerySuggestionSource {
  exact_nb_hits: number;
  facets: { exact_matches: Record<string, { value: string; count: number }[]>; analytics: Record<string, { value: string; count: number }[]> };
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
