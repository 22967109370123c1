// The embedded Query Suggestions index (S3): `products_{locale}_query_suggestions`, records in Algolia Query Suggestions'
// shape, made from the catalogue's vocabulary (category and series names) and the searches visitors made that found
// products. Each record counts the hits it finds in the source index and the brand-assortment facet values of those hits,
// so a brand's search box suggests only queries its own assortment answers (B6).
import type { QuerySuggestionRecord, QuerySuggestionSource } from "../model";
import { facetCounts, match, type IndexSettings, type SearchIndex } from "../engine/search-index";
import { normalize, words } from "../engine/text";

/** Facets of the source index copied into each suggestion (`{source}.facets.exact_matches.{facet}`): the assortment filter's. */
export const SUGGESTION_FACETS = ["algoliaBrands", "salesOrgs", "owningDivisions"] as const;
/** Algolia Query Suggestions' defaults: a suggestion finds at least this many hits and has at least this many letters. */
export const MIN_SUGGESTION_HITS = 1;
export const MIN_SUGGESTION_LETTERS = 3;
/** A recorded search becomes a suggestion once made this many times (one visitor's typing is not a suggestion). */
export const MIN_RECORDED_COUNT = 2;
/** Longest query kept as a suggestion (in characters and words). */
export const MAX_SUGGESTION_LENGTH = 64;
export const MAX_SUGGESTION_WORDS = 6;
/** Distinct recorded queries kept per locale; past it the least searched are dropped (bounded memory). */
export const MAX_RECORDED_QUERIES = 5000;
const CATEGORY_SEPARATOR = " > ";

/** The source index attribute names the header filters suggestions with, e.g. `products_en.facets.exact_matches.algoliaBrands.value`. */
export const suggestionFacetAttribute = (sourceIndex: string, facet: string) => `${sourceIndex}.facets.exact_matches.${facet}.value`;

export function querySuggestionSettings(sourceIndex: string): IndexSettings {
  return {
    searchableAttributes: ["query"],
    codeAttributes: [],
    attributesForFaceting: SUGGESTION_FACETS.map((facet) => suggestionFacetAttribute(sourceIndex, facet)),
    searchableFacets: [],
    numericAttributes: ["popularity", `${sourceIndex}.exact_nb_hits`],
    customRanking: { attribute: "popularity", order: "desc" },
  };
}

/** A query as a suggestion: lower case, single spaces, no control characters; undefined when it cannot be one. */
export function suggestionQuery(text: string): string | undefined {
  const query = text.replace(/[\u0000-\u001f\u007f]/g, " ").replace(/\s+/g, " ").trim().toLocaleLowerCase();
  const letters = query.replace(/[^\p{L}\p{N}]/gu, "").length;
  if (letters < MIN_SUGGESTION_LETTERS || query.length > MAX_SUGGESTION_LENGTH || words(query).length > MAX_SUGGESTION_WORDS) return undefined;
  return query;
}

/** Searches visitors made, counted per locale, bounded: the source of the recorded half of the suggestions. */
export class RecordedSearches {
  private readonly counts = new Map<string, number>();
  constructor(private readonly max = MAX_RECORDED_QUERIES) {}

  record(text: string): void {
    const query = suggestionQuery(text);
    if (!query) return;
    this.counts.set(query, (this.counts.get(query) ?? 0) + 1);
    if (this.counts.size > this.max) {
      // Drop the least searched tenth at once, so a flood of one-off queries costs one sort per many records.
      const sorted = [...this.counts].sort((a, b) => a[1] - b[1]);
      for (const [dropped] of sorted.slice(0, Math.ceil(this.max / 10))) this.counts.delete(dropped);
    }
  }

  entries(): [string, number][] {
    return [...this.counts];
  }
}

/**
 * The suggestion records of a products index: category leaf names and series names from the catalogue, and recorded
 * searches made at least MIN_RECORDED_COUNT times whose every word is a word of the catalogue (no typo, no invented word
 * becomes a suggestion shown to others). Popularity: recorded searches first (1000 per search), then by hits.
 */
export function querySuggestionRecords(products: SearchIndex, sourceIndex: string, recorded: Iterable<[string, number]> = []): QuerySuggestionRecord[] {
  const candidates = new Map<string, number>();
  const add = (text: string, searches: number) => {
    const query = suggestionQuery(text);
    if (query) candidates.set(query, (candidates.get(query) ?? 0) + searches);
  };
  for (const facet of ["Categories.lvl1", "Categories.lvl2", "series"]) {
    for (const id of products.facets.get(facet)?.valueIds ?? []) add(products.valueNames[id]!.split(CATEGORY_SEPARATOR).at(-1)!, 0);
  }
  for (const [query, count] of recorded) {
    if (count >= MIN_RECORDED_COUNT && words(query).every((word) => products.postings.has(normalize(word)))) add(query, count);
  }
  const records: QuerySuggestionRecord[] = [];
  for (const [query, searches] of candidates) {
    const found = match(products, { query, filter: undefined, removeWordsIfNoResults: "none" });
    if (found.docs.length < MIN_SUGGESTION_HITS) continue;
    const counts = facetCounts(products, found, [...SUGGESTION_FACETS], 100);
    const source: QuerySuggestionSource = {
      exact_nb_hits: found.docs.length,
      facets: {
        exact_matches: Object.fromEntries(SUGGESTION_FACETS.map((facet) => [facet, Object.entries(counts[facet] ?? {}).map(([value, count]) => ({ value, count }))])),
        analytics: {},
      },
    };
    records.push({ objectID: query, query, popularity: searches * 1000 + Math.min(found.docs.length, 999), nb_words: words(query).length, [sourceIndex]: source });
  }
  return records;
}
