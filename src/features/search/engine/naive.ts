// Baseline candidate and test oracle: a linear scan over the records with Array.includes over their words, no index.
import type { FilterNode } from "./filters";
import type { NormalizedParams } from "./params";
import { facetValuesOf, valueAt, type IndexSettings } from "./search-index";
import { allowedTypos, boundedDistance, normalize, words } from "./text";

export interface NaiveIndex<T> {
  records: T[];
  settings: IndexSettings;
  tokens: string[][];
}

export function buildNaiveIndex<T extends { objectID: string }>(records: T[], settings: IndexSettings): NaiveIndex<T> {
  const attributes = settings.searchableAttributes.flatMap((group) => group.split(","));
  const tokens = records.map((record) =>
    attributes.flatMap((attribute) =>
      facetValuesOf(record, attribute).flatMap((value) => (settings.codeAttributes.includes(attribute) ? [...words(value), words(value).join("")] : words(value))),
    ),
  );
  return { records, settings, tokens };
}

function numberAt(record: unknown, attribute: string): number {
  const value = valueAt(record, attribute);
  return typeof value === "number" ? value : NaN;
}

export function naiveMatches(record: unknown, node: FilterNode, settings: IndexSettings): boolean {
  switch (node.type) {
    case "facet":
      if (settings.attributesForFaceting.includes(node.attribute)) return facetValuesOf(record, node.attribute).some((v) => v === node.value || normalize(v) === normalize(node.value));
      return numberAt(record, node.attribute) === Number(node.value);
    case "numeric": {
      const n = numberAt(record, node.attribute);
      const v = node.value;
      return !Number.isNaN(n) && { "=": n === v, "!=": n !== v, "<": n < v, "<=": n <= v, ">": n > v, ">=": n >= v }[node.operator];
    }
    case "range": {
      const n = numberAt(record, node.attribute);
      return n >= node.lower && n <= node.upper;
    }
    case "and":
      return node.operands.every((o) => naiveMatches(record, o, settings));
    case "or":
      return node.operands.some((o) => naiveMatches(record, o, settings));
    case "not":
      return !naiveMatches(record, node.operand, settings);
  }
}

/** Typos of the best token for a query word, or -1 when no token matches. */
function wordTypos(tokens: string[], word: string, asPrefix: boolean): number {
  if (tokens.includes(word)) return 0;
  if (asPrefix && tokens.some((t) => t.startsWith(word))) return 0;
  const max = /\d/.test(word) ? 0 : allowedTypos(word);
  let best = -1;
  for (const token of tokens) {
    if (max === 0 || /\d/.test(token)) continue;
    const d = boundedDistance(word, token, max);
    if (d <= max && (best < 0 || d < best)) best = d;
  }
  return best;
}

export function naiveSearch<T extends { objectID: string }>(index: NaiveIndex<T>, params: NormalizedParams) {
  const queryWords = words(params.query).slice(0, 10);
  const lastIsPrefix = /[\p{L}\p{M}\p{N}]$/u.test(params.query);
  const found: { doc: number; typos: number }[] = [];
  index.records.forEach((record, doc) => {
    if (params.filter && !naiveMatches(record, params.filter, index.settings)) return;
    let typos = 0;
    for (let w = 0; w < queryWords.length; w++) {
      const t = wordTypos(index.tokens[doc]!, queryWords[w]!, lastIsPrefix && w === queryWords.length - 1);
      if (t < 0) return;
      typos += t;
    }
    found.push({ doc, typos });
  });
  const custom = index.settings.customRanking.attribute;
  found.sort((a, b) => a.typos - b.typos || numberAt(index.records[b.doc], custom) - numberAt(index.records[a.doc], custom));
  const facets: Record<string, Record<string, number>> = {};
  for (const name of params.facets) {
    const counts: Record<string, number> = {};
    if (index.settings.attributesForFaceting.includes(name)) {
      for (const { doc } of found) for (const value of new Set(facetValuesOf(index.records[doc], name))) counts[value] = (counts[value] ?? 0) + 1;
    }
    facets[name] = counts;
  }
  const start = params.page * params.hitsPerPage;
  return { nbHits: found.length, hits: found.slice(start, start + params.hitsPerPage).map(({ doc }) => index.records[doc]!), facets };
}
