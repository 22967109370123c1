// Header search suggestions (S3): the request a typed query sends, the suggestions it shows, and combobox keyboard moves.
import type { Locale } from "@/config/locales";
import { buildProductUrl, sitePath } from "@/platform/routing/urls";
import type { Hit, HighlightResult, SearchRequest } from "../model";
import { clipQuery } from "../page/search-state";

export const MAX_SUGGESTIONS = 5;
/** Shorter queries match too much to be useful suggestions. */
export const MIN_SUGGEST_LENGTH = 2;
/** Pause after the last keystroke before asking for suggestions. */
export const SUGGEST_DEBOUNCE_MS = 150;
// Tags no product text contains; the UI splits on them and React escapes each part.
const PRE = "<ais-suggest>";
const POST = "</ais-suggest>";

export interface SuggestContext {
  brandDirectory: string;
  locale: Locale;
  indexName: string;
  /** The brand's assortment filter (B6). */
  filters: string;
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

export function normalizeSuggestQuery(input: string): string {
  return clipQuery(input.replace(/[\u0000-\u001f\u007f]/g, " ").replace(/\s+/g, " ").trim());
}

/** The request for a query, or undefined when it is too short to suggest anything. */
export function suggestRequest(input: string, context: SuggestContext): SearchRequest | undefined {
  const query = normalizeSuggestQuery(input);
  if (query.length < MIN_SUGGEST_LENGTH) return undefined;
  return {
    indexName: context.indexName,
    query,
    filters: context.filters,
    hitsPerPage: MAX_SUGGESTIONS,
    attributesToHighlight: ["name", "catalogNumber"],
    highlightPreTag: PRE,
    highlightPostTag: POST,
    clickAnalytics: true,
  };
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
