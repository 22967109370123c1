// Request parameters checked and defaulted once: anything a client can send becomes valid values or a SearchInputError,
// and a call past what it may cost (SEARCH_LIMITS, ADR 27) is refused before any work, whichever adapter answers it.
import { SEARCH_LIMITS, SearchInputError, type SearchParams } from "../model";
import { combineFilters, filterConditions, type FilterNode } from "./filters";

export interface NormalizedParams {
  query: string;
  filter: FilterNode | undefined;
  facets: string[];
  maxValuesPerFacet: number;
  page: number;
  hitsPerPage: number;
  /** Algolia's offset/length paging, when the request uses it instead of page/hitsPerPage. */
  offset: number | undefined;
  length: number | undefined;
  /** Attributes each hit keeps (objectID always); undefined or "*" keeps them all. */
  attributesToRetrieve: string[] | undefined;
  attributesToHighlight: string[] | undefined;
  highlightPreTag: string;
  highlightPostTag: string;
  clickAnalytics: boolean;
  removeWordsIfNoResults: "none" | "allOptional";
  /** One hit per value of the index's attributeForDistinct. */
  distinct: boolean;
}

const bad = (message: string): never => {
  throw new SearchInputError("bad_parameter", message);
};

function integer(value: unknown, name: string, fallback: number, min: number, max: number): number {
  if (value === undefined || value === null || value === "") return fallback;
  const n = typeof value === "string" && /^-?\d+$/.test(value.trim()) ? Number(value) : value;
  if (typeof n !== "number" || !Number.isInteger(n) || n < min || n > max) return bad(`${name} must be an integer from ${min} to ${max}`);
  return n;
}

function optionalInteger(value: unknown, name: string, min: number, max: number): number | undefined {
  return value === undefined || value === null || value === "" ? undefined : integer(value, name, min, min, max);
}

function stringList(value: unknown, name: string): string[] | undefined {
  if (value === undefined) return undefined;
  if (typeof value === "string") {
    const text = value.trim();
    if (text.startsWith("[")) return stringList(parseJson(text, name), name);
    return stringList(text === "" ? [] : text.split(",").map((s) => s.trim()), name);
  }
  if (!Array.isArray(value) || !value.every((item) => typeof item === "string")) return bad(`${name} must be a list of strings`);
  if (value.length > SEARCH_LIMITS.listEntries) bad(`${name} holds more than ${SEARCH_LIMITS.listEntries} entries`);
  return value as string[];
}

function parseJson(text: string, name: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return bad(`${name} is not valid JSON`);
  }
}

function text(value: unknown, name: string, fallback: string, max: number): string {
  if (value === undefined || value === null) return fallback;
  if (typeof value !== "string") return bad(`${name} must be a string`);
  if (value.length > max) bad(`${name} longer than ${max} characters`);
  return value;
}

/** A query-like text bounded in UTF-8 bytes, as Algolia counts it. */
export function queryText(value: unknown, name: string): string {
  const query = text(value, name, "", SEARCH_LIMITS.queryBytes);
  if (Buffer.byteLength(query, "utf8") > SEARCH_LIMITS.queryBytes) bad(`${name} longer than ${SEARCH_LIMITS.queryBytes} bytes`);
  return query;
}

/** URL-encoded legacy params decoded into an object; list and number values keep the JSON Algolia clients send. */
function decodeParams(encoded: string): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of new URLSearchParams(encoded)) {
    const trimmed = value.trim();
    out[key] = trimmed.startsWith("[") ? parseJson(trimmed, key) : value === "true" ? true : value === "false" ? false : value;
  }
  return out;
}

/** Top-level parameters win over nested `params` (v5 clients send them flat, legacy ones nested or encoded). */
export function flattenParams(request: SearchParams): Record<string, unknown> {
  if (request === null || typeof request !== "object") return bad("Request must be an object");
  const { params, ...rest } = request;
  const nested = params === undefined ? {} : typeof params === "string" ? decodeParams(params) : typeof params === "object" && params ? params : bad("params must be an object or a string");
  return { ...nested, ...rest };
}

export function normalizeParams(request: SearchParams): NormalizedParams {
  const p = flattenParams(request);
  const filters = p.filters === undefined ? undefined : text(p.filters, "filters", "", 4096);
  const asFilterList = (value: unknown, name: string) => {
    if (typeof value === "string" && value.trim().startsWith("[")) return parseJson(value, name) as never;
    return value as never;
  };
  const offset = optionalInteger(p.offset, "offset", 0, SEARCH_LIMITS.maxPage);
  const length = optionalInteger(p.length, "length", 0, SEARCH_LIMITS.hitsPerQuery);
  return {
    query: queryText(p.query, "query"),
    filter: combineFilters({ filters, facetFilters: asFilterList(p.facetFilters, "facetFilters"), numericFilters: asFilterList(p.numericFilters, "numericFilters") }),
    facets: stringList(p.facets, "facets") ?? [],
    maxValuesPerFacet: integer(p.maxValuesPerFacet, "maxValuesPerFacet", 100, 1, SEARCH_LIMITS.maxValuesPerFacet),
    page: integer(p.page, "page", 0, 0, SEARCH_LIMITS.maxPage),
    hitsPerPage: integer(p.hitsPerPage, "hitsPerPage", 20, 0, SEARCH_LIMITS.hitsPerQuery),
    // As Algolia: length means something only with an offset.
    offset: offset ?? (length === undefined ? undefined : 0),
    length,
    attributesToRetrieve: stringList(p.attributesToRetrieve, "attributesToRetrieve"),
    attributesToHighlight: stringList(p.attributesToHighlight, "attributesToHighlight"),
    highlightPreTag: text(p.highlightPreTag, "highlightPreTag", "<em>", 100),
    highlightPostTag: text(p.highlightPostTag, "highlightPostTag", "</em>", 100),
    clickAnalytics: p.clickAnalytics === true || p.clickAnalytics === "true",
    removeWordsIfNoResults: p.removeWordsIfNoResults === "allOptional" ? "allOptional" : "none",
    distinct: distinctOf(p.distinct),
  };
}

/** Algolia's distinct: a boolean or a count from 0 to 4 (the engine keeps one per value for any count above 0). */
function distinctOf(value: unknown): boolean {
  if (value === undefined || value === null || value === false || value === "false" || value === 0 || value === "0") return false;
  if (value === true || value === "true") return true;
  const n = typeof value === "string" && /^\d+$/.test(value.trim()) ? Number(value) : value;
  if (typeof n !== "number" || !Number.isInteger(n) || n < 0 || n > 4) return bad("distinct must be a boolean or an integer from 0 to 4");
  return n > 0;
}

/** Hits a query returns at most: its length with an offset, else hitsPerPage. */
export const hitsAsked = (params: NormalizedParams): number => params.length ?? params.hitsPerPage;

/**
 * The cost of one call against SEARCH_LIMITS: hits, facets and filter conditions summed over its queries. `facetCount`
 * tells how many facets a query counts (the embedded engine resolves `*` against the index; by default `*` is one name).
 */
export function checkSearchCall(queries: readonly NormalizedParams[], facetCount: (params: NormalizedParams, at: number) => number = (params) => params.facets.length): void {
  if (queries.length === 0 || queries.length > SEARCH_LIMITS.queriesPerCall) bad(`requests must be a list of 1 to ${SEARCH_LIMITS.queriesPerCall} queries`);
  let hits = 0;
  let facets = 0;
  let conditions = 0;
  queries.forEach((params, at) => {
    hits += hitsAsked(params);
    facets += facetCount(params, at);
    conditions += params.filter ? filterConditions(params.filter) : 0;
  });
  if (hits > SEARCH_LIMITS.hitsPerCall) bad(`One call may ask for at most ${SEARCH_LIMITS.hitsPerCall} hits in all (hitsPerPage or length over its queries), not ${hits}`);
  if (facets > SEARCH_LIMITS.facetsPerCall) bad(`One call may count at most ${SEARCH_LIMITS.facetsPerCall} facets in all ("*" counts every facet of the index), not ${facets}`);
  if (conditions > SEARCH_LIMITS.conditionsPerCall) bad(`One call may hold at most ${SEARCH_LIMITS.conditionsPerCall} filter conditions in all, not ${conditions}`);
}

/** The request's parameters URL-encoded, as Algolia echoes them in `params`. */
export function encodeParams(request: SearchParams): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(flattenParams(request))) {
    if (key === "indexName" || value === undefined) continue;
    search.set(key, typeof value === "string" ? value : JSON.stringify(value));
  }
  return search.toString();
}
