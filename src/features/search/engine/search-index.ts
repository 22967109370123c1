// The embedded engine (S1-S3): inverted index with typo and prefix matching, facet bitsets, filters on bitsets, ranking, highlighting.
import type { FacetHit, FacetStats, HighlightResult, SearchResult } from "../model";
import { add, and, countAnd, emptySet, fullSet, has, not, or, type Bitset } from "./bitset";
import type { FilterNode } from "./filters";
import type { NormalizedParams } from "./params";
import { normalize, Vocabulary, wordSpans, words } from "./text";

export interface IndexSettings {
  /** In rank order; "a,b" gives several attributes the same rank (Algolia syntax). */
  searchableAttributes: string[];
  /** Attributes whose whole value is also indexed without separators (catalog numbers: "DR101IV"). */
  codeAttributes: string[];
  attributesForFaceting: string[];
  /** Facets whose values a client may search (Algolia's `searchable(attr)`); facet-value search elsewhere is refused. */
  searchableFacets?: string[];
  numericAttributes: string[];
  /**
   * Numeric attributes offered as range facets (issue 3): their `facets_stats` come with `facets: ["*"]`, as for Algolia,
   * which declares them in attributesForFaceting; the engine reads the stats from its numeric columns and keeps no value sets.
   */
  numericFacets?: string[];
  /** Numeric attribute ranking ties after relevance: newer first with "desc". */
  customRanking: { attribute: string; order: "asc" | "desc" };
  /** With `distinct`, one hit per value of this attribute (the best ranked); none: distinct has no effect (as Algolia). */
  attributeForDistinct?: string;
}

interface Postings {
  docs: Int32Array;
  /** Best (lowest) searchable-attribute rank of the word in each record. */
  ranks: Uint8Array;
}

interface Facet {
  valueIds: number[];
  byValue: Map<string, number>;
  byNormalizedValue: Map<string, number[]>;
}

type AnyRecord = { objectID: string };

export interface SearchIndex<T extends AnyRecord = AnyRecord> {
  /** Number of records. */
  size: number;
  /** Record number `doc` (records may be decoded on first use, see server/index-snapshot.ts). */
  record(doc: number): T;
  settings: IndexSettings;
  vocabulary: Vocabulary;
  postings: Map<string, Postings>;
  facets: Map<string, Facet>;
  valueNames: string[];
  valueSets: Bitset[];
  /** Facet value ids of each record: docValues[docStart[d] .. docStart[d + 1]). */
  docValues: Int32Array;
  docStart: Int32Array;
  numeric: Map<string, Float64Array>;
  rankOfDoc: Int32Array;
  docOfRank: Int32Array;
  rankBits: number;
  /** A standard sort replica: its order ranks before relevance. */
  sortFirst?: boolean;
}

const MAX_QUERY_WORDS = 10;
const MAX_PREFIX_EXPANSION = 2000;

/** Value at a dotted path; "Compatibility Categories.lvl0" reads record["Compatibility Categories"].lvl0. */
export function valueAt(record: unknown, path: string | readonly string[]): unknown {
  let value: unknown = record;
  for (const key of typeof path === "string" ? path.split(".") : path) {
    if (value === null || typeof value !== "object" || !Object.hasOwn(value, key)) return undefined;
    value = (value as Record<string, unknown>)[key];
  }
  return value;
}

/** Values at a dotted path, lists of objects on the way flattened ("src.facets.exact_matches.brand.value" reads each entry's value). */
function valuesAt(record: unknown, path: readonly string[]): unknown[] {
  let values: unknown[] = [record];
  for (const key of path) {
    const next: unknown[] = [];
    for (const value of values) {
      for (const item of Array.isArray(value) ? value : [value]) {
        if (item !== null && typeof item === "object" && Object.hasOwn(item, key)) next.push((item as Record<string, unknown>)[key]);
      }
    }
    values = next;
    if (values.length === 0) break;
  }
  return values.flatMap((value) => (Array.isArray(value) ? value : [value]));
}

export function facetValuesOf(record: unknown, attribute: string | readonly string[]): string[] {
  const list = valuesAt(record, typeof attribute === "string" ? attribute.split(".") : attribute).filter((v) => v !== undefined && v !== null && v !== "");
  return list.filter((v) => typeof v === "string" || typeof v === "number" || typeof v === "boolean").map(String);
}

const texts = (record: unknown, attribute: string) => facetValuesOf(record, attribute);

export function buildSearchIndex<T extends AnyRecord>(records: T[], settings: IndexSettings): SearchIndex<T> {
  const size = records.length;
  const building = new Map<string, { docs: number[]; ranks: number[] }>();
  const addWord = (word: string, doc: number, rank: number) => {
    let list = building.get(word);
    if (!list) building.set(word, (list = { docs: [], ranks: [] }));
    const last = list.docs.length - 1;
    if (list.docs[last] === doc) list.ranks[last] = Math.min(list.ranks[last]!, rank);
    else { list.docs.push(doc); list.ranks.push(rank); }
  };
  const codes = new Set(settings.codeAttributes);
  const ranked = settings.searchableAttributes.map((group) => group.split(",").map((a) => a.trim()));
  const facets = new Map<string, Facet>(settings.attributesForFaceting.map((a) => [a, { valueIds: [], byValue: new Map(), byNormalizedValue: new Map() }]));
  const facetPaths = [...facets].map(([attribute, facet]) => ({ path: attribute.split("."), facet }));
  const valueNames: string[] = [];
  const valueSets: Bitset[] = [];
  const docValues: number[] = [];
  const docStart = new Int32Array(size + 1);
  const numeric = new Map(settings.numericAttributes.map((a) => [a, new Float64Array(size).fill(NaN)]));

  records.forEach((record, doc) => {
    ranked.forEach((group, rank) => {
      for (const attribute of group) {
        for (const value of texts(record, attribute)) {
          for (const word of words(value)) addWord(word, doc, rank);
          if (codes.has(attribute)) addWord(words(value).join(""), doc, rank);
        }
      }
    });
    docStart[doc] = docValues.length;
    for (const { path, facet } of facetPaths) {
      const values = facetValuesOf(record, path);
      for (const value of values.length > 1 ? new Set(values) : values) {
        let id = facet.byValue.get(value);
        if (id === undefined) {
          id = valueNames.length;
          valueNames.push(value);
          valueSets.push(emptySet(size));
          facet.valueIds.push(id);
          facet.byValue.set(value, id);
          const key = normalize(value);
          facet.byNormalizedValue.set(key, [...(facet.byNormalizedValue.get(key) ?? []), id]);
        }
        add(valueSets[id]!, doc);
        docValues.push(id);
      }
    }
    for (const [attribute, column] of numeric) {
      const value = valueAt(record, attribute);
      if (typeof value === "number" && Number.isFinite(value)) column[doc] = value;
    }
  });
  docStart[size] = docValues.length;

  const postings = new Map<string, Postings>();
  for (const [word, list] of building) postings.set(word, { docs: Int32Array.from(list.docs), ranks: Uint8Array.from(list.ranks) });

  const custom = numeric.get(settings.customRanking.attribute);
  const direction = settings.customRanking.order === "desc" ? -1 : 1;
  const order = Array.from({ length: size }, (_, i) => i).sort((a, b) => {
    const x = custom?.[a] ?? 0;
    const y = custom?.[b] ?? 0;
    return (Number.isNaN(x) ? 1 : Number.isNaN(y) ? -1 : direction * (x - y)) || a - b;
  });
  const rankOfDoc = new Int32Array(size);
  order.forEach((doc, rank) => { rankOfDoc[doc] = rank; });

  return {
    size, record: (doc) => records[doc]!, settings, vocabulary: new Vocabulary(building.keys()), postings, facets, valueNames, valueSets,
    docValues: Int32Array.from(docValues), docStart, numeric, rankOfDoc, docOfRank: Int32Array.from(order),
    rankBits: Math.max(1, Math.ceil(Math.log2(size + 1))),
  };
}

/**
 * A standard sort replica of an index (Algolia semantics: the sort attribute ranks before relevance, ties by the
 * primary order). It shares the primary's postings, facets and records; only the order is its own.
 */
export function sortReplica<T extends AnyRecord>(index: SearchIndex<T>, sort: { attribute: string; order: "asc" | "desc" }): SearchIndex<T> {
  const direction = sort.order === "desc" ? -1 : 1;
  const keys = Array.from({ length: index.size }, (_, doc) => {
    const value = valueAt(index.record(doc), sort.attribute);
    return typeof value === "number" || typeof value === "string" ? value : undefined;
  });
  const collator = new Intl.Collator(undefined, { sensitivity: "base", numeric: true });
  const order = Array.from(index.docOfRank).sort((a, b) => {
    const x = keys[a];
    const y = keys[b];
    if (x === undefined || y === undefined) return x === y ? index.rankOfDoc[a]! - index.rankOfDoc[b]! : x === undefined ? 1 : -1;
    const compared = typeof x === "number" && typeof y === "number" ? x - y : collator.compare(String(x), String(y));
    return direction * compared || index.rankOfDoc[a]! - index.rankOfDoc[b]!;
  });
  const rankOfDoc = new Int32Array(order.length);
  order.forEach((doc, rank) => { rankOfDoc[doc] = rank; });
  return { ...index, rankOfDoc, docOfRank: Int32Array.from(order), sortFirst: true };
}

// ---- filters -------------------------------------------------------------------------------------------

function numericSet(index: SearchIndex, attribute: string, test: (n: number) => boolean): Bitset {
  const size = index.size;
  const out = emptySet(size);
  const column = index.numeric.get(attribute);
  if (column) for (let d = 0; d < size; d++) if (test(column[d]!)) add(out, d);
  return out;
}

const COMPARE: Record<string, (a: number, b: number) => boolean> = {
  "=": (a, b) => a === b, "!=": (a, b) => a !== b, "<": (a, b) => a < b, "<=": (a, b) => a <= b, ">": (a, b) => a > b, ">=": (a, b) => a >= b,
};

/** Records matching a filter tree; unknown attributes and values match nothing (as in Algolia). */
export function filterSet(index: SearchIndex, node: FilterNode): Bitset {
  const size = index.size;
  switch (node.type) {
    case "facet": {
      const facet = index.facets.get(node.attribute);
      if (facet) {
        const exact = facet.byValue.get(node.value);
        const ids = exact === undefined ? facet.byNormalizedValue.get(normalize(node.value)) ?? [] : [exact];
        return ids.reduce((set, id) => or(set, index.valueSets[id]!), emptySet(size));
      }
      const number = Number(node.value);
      return node.value.trim() !== "" && Number.isFinite(number) ? numericSet(index, node.attribute, (n) => n === number) : emptySet(size);
    }
    case "numeric": {
      const compare = COMPARE[node.operator]!;
      return numericSet(index, node.attribute, (n) => !Number.isNaN(n) && compare(n, node.value));
    }
    case "range":
      return numericSet(index, node.attribute, (n) => n >= node.lower && n <= node.upper);
    case "and":
      return node.operands.map((o) => filterSet(index, o)).reduce((a, b) => and(a, b));
    case "or":
      return node.operands.map((o) => filterSet(index, o)).reduce((a, b) => or(a, b));
    case "not":
      return not(filterSet(index, node.operand), size);
  }
}

// ---- matching and ranking -------------------------------------------------------------------------------

interface WordMatch {
  queryWord: string;
  /** Indexed words matched in full (exact or with typos). */
  full: Set<string>;
  /** Set when the word is the last one and matched as a prefix. */
  prefix?: string;
}

export interface Matches {
  /** Matching records, best first. */
  docs: Int32Array;
  set: Bitset;
  words: WordMatch[];
}

function expandWord(index: SearchIndex, word: string, asPrefix: boolean) {
  const terms = new Map<string, { typos: number; exact: boolean }>();
  for (const match of index.vocabulary.typoMatches(word)) terms.set(match.word, { typos: match.typos, exact: match.typos === 0 });
  if (asPrefix) for (const term of index.vocabulary.prefixMatches(word, MAX_PREFIX_EXPANSION)) if (!terms.has(term)) terms.set(term, { typos: 0, exact: false });
  return terms;
}

export function match(index: SearchIndex, params: Pick<NormalizedParams, "query" | "filter" | "removeWordsIfNoResults">): Matches {
  const size = index.size;
  const allowed = params.filter ? filterSet(index, params.filter) : fullSet(size);
  const queryWords = words(params.query).slice(0, MAX_QUERY_WORDS);
  const lastIsPrefix = /[\p{L}\p{M}\p{N}]$/u.test(params.query);
  const bits = index.rankBits;
  const scale = 2 ** bits;

  if (queryWords.length === 0) {
    const docs: number[] = [];
    for (let rank = 0; rank < size; rank++) {
      const doc = index.docOfRank[rank]!;
      if (has(allowed, doc)) docs.push(doc);
    }
    return { docs: Int32Array.from(docs), set: allowed, words: [] };
  }

  const matchedWords = new Uint8Array(size);
  const typos = new Uint8Array(size);
  const ranks = new Uint16Array(size);
  const exactMissing = new Uint8Array(size);
  const best = new Int32Array(size);
  const matches: WordMatch[] = [];
  let smallest: number[] | undefined;

  queryWords.forEach((queryWord, w) => {
    const asPrefix = lastIsPrefix && w === queryWords.length - 1;
    const terms = expandWord(index, queryWord, asPrefix);
    const touched: number[] = [];
    best.fill(-1);
    const full = new Set<string>();
    for (const [term, { typos: t, exact }] of terms) {
      const list = index.postings.get(term);
      if (!list) continue;
      if (exact || t > 0) full.add(term);
      const base = t * 64;
      const miss = exact ? 0 : 1;
      for (let i = 0; i < list.docs.length; i++) {
        const doc = list.docs[i]!;
        const code = base + list.ranks[i]! * 2 + miss;
        const prior = best[doc]!;
        if (prior < 0) { touched.push(doc); best[doc] = code; }
        else if (code < prior) best[doc] = code;
      }
    }
    matches.push({ queryWord, full, ...(asPrefix ? { prefix: queryWord } : {}) });
    for (const doc of touched) {
      const code = best[doc]!;
      matchedWords[doc]!++;
      typos[doc]! += code >> 6;
      ranks[doc]! += (code >> 1) & 31;
      exactMissing[doc]! += code & 1;
    }
    if (!smallest || touched.length < smallest.length) smallest = touched;
  });

  const needed = params.removeWordsIfNoResults === "allOptional" ? 1 : queryWords.length;
  const set = emptySet(size);
  const keys: number[] = [];
  const consider = (doc: number) => {
    const found = matchedWords[doc]!;
    if (found < needed || !has(allowed, doc)) return;
    add(set, doc);
    const relevance = (((queryWords.length - found) * 32 + Math.min(typos[doc]!, 31)) * 16 + Math.min(exactMissing[doc]!, 15)) * 64 + Math.min(ranks[doc]!, 63);
    keys.push(index.sortFirst ? index.rankOfDoc[doc]! : relevance * scale + index.rankOfDoc[doc]!);
  };
  if (needed === queryWords.length) for (const doc of smallest ?? []) consider(doc);
  else for (let doc = 0; doc < size; doc++) if (matchedWords[doc]) consider(doc);

  const sorted = Float64Array.from(keys).sort();
  const docs = new Int32Array(sorted.length);
  for (let i = 0; i < sorted.length; i++) docs[i] = index.docOfRank[sorted[i]! % scale]!;
  return { docs, set, words: matches };
}

// ---- facets -------------------------------------------------------------------------------------------

/**
 * Counts per value id of the given facet values among the matches: one walk over the matched records' values when that
 * is cheaper than a popcount per value (large facets, or many facets at once as with "*"), popcounts otherwise.
 */
function countValues(index: SearchIndex, matches: Matches, valueIds: number[]): Map<number, number> {
  const counts = new Map<number, number>();
  const avgValues = index.docValues.length / Math.max(1, index.size);
  if (matches.docs.length * avgValues < valueIds.length * matches.set.length) {
    const all = new Int32Array(index.valueNames.length);
    const { docs } = matches;
    const { docStart, docValues } = index;
    for (let d = 0; d < docs.length; d++) {
      const doc = docs[d]!;
      for (let i = docStart[doc]!, end = docStart[doc + 1]!; i < end; i++) all[docValues[i]!]!++;
    }
    for (const id of valueIds) if (all[id]) counts.set(id, all[id]!);
  } else {
    for (const id of valueIds) {
      const n = countAnd(matches.set, index.valueSets[id]!);
      if (n) counts.set(id, n);
    }
  }
  return counts;
}

/** The facet names a request asks for: "*" stands for the given names, and names listed beside it are kept (as in Algolia). */
function requestedNames(requested: string[], all: () => Iterable<string>): string[] {
  if (!requested.includes("*")) return requested;
  return [...new Set([...all(), ...requested.filter((name) => name !== "*")])];
}

/**
 * The facets a request counts: "*" stands for every declared facet, range facets included (they are answered under "*"
 * too, with no value counts: the helper behind InstantSearch registers a facet's stats only for names it finds in `facets`).
 */
export function facetNames(index: SearchIndex, requested: string[]): string[] {
  return requestedNames(requested, () => [...index.facets.keys(), ...(index.settings.numericFacets ?? [])]);
}

export function facetCounts(index: SearchIndex, matches: Matches, requested: string[], maxValues: number): Record<string, Record<string, number>> {
  const names = facetNames(index, requested);
  // All the requested facets' values counted at once: with "*", one walk over the matches instead of one per facet.
  const counts = countValues(index, matches, names.flatMap((name) => index.facets.get(name)?.valueIds ?? []));
  const out: Record<string, Record<string, number>> = {};
  for (const name of names) {
    const facet = index.facets.get(name);
    if (!facet) { out[name] = {}; continue; }
    const top = facet.valueIds.flatMap((id) => { const n = counts.get(id); return n ? [[id, n] as [number, number]] : []; }).sort((a, b) => b[1] - a[1] || (index.valueNames[a[0]]! < index.valueNames[b[0]]! ? -1 : 1)).slice(0, maxValues);
    out[name] = Object.fromEntries(top.map(([id, n]) => [index.valueNames[id]!, n]));
  }
  return out;
}

export function facetStats(index: SearchIndex, matches: Matches, requested: string[]): Record<string, FacetStats> | undefined {
  const names = requestedNames(requested, () => [...[...index.numeric.keys()].filter((n) => index.facets.has(n)), ...(index.settings.numericFacets ?? [])]);
  const out: Record<string, FacetStats> = {};
  for (const name of names) {
    const column = index.numeric.get(name);
    if (!column) continue;
    let min = Infinity, max = -Infinity, sum = 0, n = 0;
    for (const doc of matches.docs) {
      const value = column[doc]!;
      if (Number.isNaN(value)) continue;
      if (value < min) min = value;
      if (value > max) max = value;
      sum += value;
      n++;
    }
    if (n) out[name] = { min, max, avg: sum / n, sum };
  }
  return Object.keys(out).length ? out : undefined;
}

// ---- highlighting ---------------------------------------------------------------------------------------

export function highlight(text: string, matches: WordMatch[], pre: string, post: string): HighlightResult {
  const found = new Set<string>();
  let out = "";
  let at = 0;
  for (const span of wordSpans(text)) {
    let length = 0;
    for (const m of matches) {
      if (m.full.has(span.word)) { length = span.end - span.start; found.add(m.queryWord); break; }
      if (m.prefix && span.word.startsWith(m.prefix)) {
        const original = text.slice(span.start, span.end);
        length = normalize(original).length === original.length ? m.prefix.length : original.length;
        found.add(m.queryWord);
        break;
      }
    }
    if (!length) continue;
    out += `${text.slice(at, span.start)}${pre}${text.slice(span.start, span.start + length)}${post}`;
    at = span.start + length;
  }
  out += text.slice(at);
  const matchedWords = matches.map((m) => m.queryWord).filter((w) => found.has(w));
  const matchLevel = matchedWords.length === 0 ? "none" : matchedWords.length === matches.length ? "full" : "partial";
  return { value: out, matchLevel, matchedWords, ...(matchLevel === "none" ? {} : { fullyHighlighted: out === `${pre}${text}${post}` }) };
}

function highlightResult(record: AnyRecord, attributes: string[], matches: Matches, params: NormalizedParams) {
  const result: Record<string, HighlightResult | HighlightResult[]> = {};
  for (const attribute of attributes) {
    const value = valueAt(record, attribute);
    const one = (text: string) => highlight(text, matches.words, params.highlightPreTag, params.highlightPostTag);
    if (typeof value === "string") result[attribute] = one(value);
    else if (Array.isArray(value)) result[attribute] = value.filter((v): v is string => typeof v === "string").map(one);
  }
  return result;
}

// ---- queries --------------------------------------------------------------------------------------------

/** The record with only the listed attributes (dotted names reach into objects) and its objectID; all of it for none or "*". */
export function retrieve<T extends AnyRecord>(record: T, attributes: string[] | undefined): T {
  if (attributes === undefined || attributes.includes("*")) return record;
  const out: Record<string, unknown> = { objectID: record.objectID };
  for (const attribute of attributes) {
    const path = attribute.split(".");
    const value = valueAt(record, path);
    if (value === undefined) continue;
    let target = out;
    for (const key of path.slice(0, -1)) {
      const inner = Object.hasOwn(target, key) ? target[key] : undefined;
      target = (target[key] = inner !== null && typeof inner === "object" ? inner : {}) as Record<string, unknown>;
    }
    target[path.at(-1)!] = value;
  }
  return out as T;
}

/** The matches with only the best ranked record of each distinct value (records without one are kept). */
export function distinctDocs(index: SearchIndex, docs: Int32Array): Int32Array {
  const attribute = index.settings.attributeForDistinct;
  if (!attribute) return docs;
  const path = attribute.split(".");
  const seen = new Set<string>();
  const kept: number[] = [];
  for (const doc of docs) {
    const value = valueAt(index.record(doc), path);
    if (typeof value === "string" || typeof value === "number") {
      const key = String(value);
      if (seen.has(key)) continue;
      seen.add(key);
    }
    kept.push(doc);
  }
  return Int32Array.from(kept);
}

export function runQuery<T extends AnyRecord>(index: SearchIndex<T>, params: NormalizedParams): Omit<SearchResult<T>, "processingTimeMS" | "params" | "index" | "queryID"> {
  const found = match(index, params);
  // Facets count every match; hits and nbHits count one per distinct value (Algolia's distinct).
  const matches = params.distinct ? { ...found, docs: distinctDocs(index, found.docs) } : found;
  const nbHits = matches.docs.length;
  const nbPages = params.hitsPerPage === 0 ? 0 : Math.ceil(nbHits / params.hitsPerPage);
  const start = params.offset ?? params.page * params.hitsPerPage;
  const count = params.offset === undefined ? params.hitsPerPage : (params.length ?? params.hitsPerPage);
  const pageDocs = start >= nbHits ? [] : Array.from(matches.docs.subarray(start, start + count));
  const highlightAttributes = params.attributesToHighlight?.includes("*") || params.attributesToHighlight === undefined
    ? index.settings.searchableAttributes.flatMap((group) => group.split(",").map((a) => a.trim()))
    : params.attributesToHighlight;
  const hits = pageDocs.map((doc) => {
    const record = index.record(doc);
    return { ...retrieve(record, params.attributesToRetrieve), _highlightResult: highlightResult(record, highlightAttributes, matches, params) };
  });
  const stats = params.facets.length ? facetStats(index, found, params.facets) : undefined;
  return {
    hits,
    nbHits,
    page: params.page,
    nbPages,
    hitsPerPage: params.hitsPerPage,
    ...(params.offset === undefined ? {} : { offset: params.offset, length: count }),
    facets: params.facets.length ? facetCounts(index, found, params.facets, params.maxValuesPerFacet) : {},
    ...(stats ? { facets_stats: stats } : {}),
    exhaustiveNbHits: true,
    query: params.query,
  };
}

/** Facet values whose words start with the facet query's words, counted among the records matching the params. */
export function searchFacetValues(index: SearchIndex, facetName: string, facetQuery: string, maxFacetHits: number, params: NormalizedParams): FacetHit[] {
  const facet = index.facets.get(facetName);
  if (!facet) return [];
  const wanted = words(facetQuery);
  const candidates = facet.valueIds.filter((id) => {
    const valueWords = words(index.valueNames[id]!);
    return wanted.every((w) => valueWords.some((v) => v.startsWith(w)));
  });
  if (candidates.length === 0) return [];
  const counts = countValues(index, match(index, params), candidates);
  const prefixes: WordMatch[] = wanted.map((w) => ({ queryWord: w, full: new Set(), prefix: w }));
  return [...counts]
    .sort((a, b) => b[1] - a[1] || (index.valueNames[a[0]]! < index.valueNames[b[0]]! ? -1 : 1))
    .slice(0, maxFacetHits)
    .map(([id, count]) => {
      const value = index.valueNames[id]!;
      return { value, count, highlighted: highlight(value, prefixes, params.highlightPreTag, params.highlightPostTag).value };
    });
}
