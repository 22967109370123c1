// Request parameters checked and defaulted once: anything a client can send becomes valid values or a SearchInputError.
import { SearchInputError, type SearchParams } from "../model";
import { combineFilters, type FilterNode } from "./filters";

export interface NormalizedParams {
  query: string;
  filter: FilterNode | undefined;
  facets: string[];
  maxValuesPerFacet: number;
  page: number;
  hitsPerPage: number;
  attributesToHighlight: string[] | undefined;
  highlightPreTag: string;
  highlightPostTag: string;
  clickAnalytics: boolean;
  removeWordsIfNoResults: "none" | "allOptional";
}

const MAX_QUERY_LENGTH = 512;
const bad = (message: string): never => {
  throw new SearchInputError("bad_parameter", message);
};

function integer(value: unknown, name: string, fallback: number, min: number, max: number): number {
  if (value === undefined || value === null || value === "") return fallback;
  const n = typeof value === "string" && /^-?\d+$/.test(value.trim()) ? Number(value) : value;
  if (typeof n !== "number" || !Number.isInteger(n) || n < min) return bad(`${name} must be an integer of at least ${min}`);
  return Math.min(n, max);
}

function stringList(value: unknown, name: string): string[] | undefined {
  if (value === undefined) return undefined;
  if (typeof value === "string") {
    const text = value.trim();
    if (text.startsWith("[")) return stringList(parseJson(text, name), name);
    return text === "" ? [] : text.split(",").map((s) => s.trim());
  }
  if (!Array.isArray(value) || !value.every((item) => typeof item === "string")) return bad(`${name} must be a list of strings`);
  if (value.length > 1000) bad(`${name} holds more than 1000 entries`);
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
  return {
    query: text(p.query, "query", "", MAX_QUERY_LENGTH),
    filter: combineFilters({ filters, facetFilters: asFilterList(p.facetFilters, "facetFilters"), numericFilters: asFilterList(p.numericFilters, "numericFilters") }),
    facets: stringList(p.facets, "facets") ?? [],
    maxValuesPerFacet: integer(p.maxValuesPerFacet, "maxValuesPerFacet", 100, 1, 1000),
    page: integer(p.page, "page", 0, 0, 1_000_000),
    hitsPerPage: integer(p.hitsPerPage, "hitsPerPage", 20, 0, 1000),
    attributesToHighlight: stringList(p.attributesToHighlight, "attributesToHighlight"),
    highlightPreTag: text(p.highlightPreTag, "highlightPreTag", "<em>", 100),
    highlightPostTag: text(p.highlightPostTag, "highlightPostTag", "</em>", 100),
    clickAnalytics: p.clickAnalytics === true || p.clickAnalytics === "true",
    removeWordsIfNoResults: p.removeWordsIfNoResults === "allOptional" ? "allOptional" : "none",
  };
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
