// Words of records and queries (S2): accent- and case-folded tokens, and typo matching against a length-bucketed vocabulary.

/** Lower case without diacritics, so "Câble" and "cable" are one word. */
export function normalize(text: string): string {
  return text.normalize("NFD").replace(/[\u0300-\u036f]/g, "").toLowerCase();
}

export interface WordSpan {
  word: string;
  start: number;
  end: number;
}

const WORD = /[\p{L}\p{M}\p{N}]+/gu;

/** Words with their offsets in the original text (offsets survive normalisation: NFD marks are stripped per word). */
export function wordSpans(text: string): WordSpan[] {
  const spans: WordSpan[] = [];
  for (const match of text.matchAll(WORD)) spans.push({ word: normalize(match[0]), start: match.index, end: match.index + match[0].length });
  return spans;
}

export function words(text: string): string[] {
  return wordSpans(text).map((span) => span.word);
}

/** Typos allowed for a query word: 1 from 4 letters, 2 from 8 (Algolia's minWordSizefor1Typo / 2Typos). */
export function allowedTypos(word: string): number {
  return word.length >= 8 ? 2 : word.length >= 4 ? 1 : 0;
}

/** Damerau-Levenshtein (optimal string alignment) distance, or max + 1 as soon as it must exceed max. */
export function boundedDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  if (a === b) return 0;
  const width = b.length + 1;
  let before = new Array<number>(width);
  let previous = new Array<number>(width);
  let current = new Array<number>(width);
  for (let j = 0; j < width; j++) previous[j] = j;
  for (let i = 1; i <= a.length; i++) {
    current[0] = i;
    let rowMin = i;
    for (let j = 1; j < width; j++) {
      const cost = a.charCodeAt(i - 1) === b.charCodeAt(j - 1) ? 0 : 1;
      let value = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
      if (i > 1 && j > 1 && a.charCodeAt(i - 1) === b.charCodeAt(j - 2) && a.charCodeAt(i - 2) === b.charCodeAt(j - 1)) {
        value = Math.min(value, before[j - 2]! + 1);
      }
      current[j] = value;
      if (value < rowMin) rowMin = value;
    }
    if (rowMin > max) return max + 1;
    [before, previous, current] = [previous, current, before];
  }
  return Math.min(previous[b.length]!, max + 1);
}

/** Every indexed word, sorted for prefix ranges and bucketed by length for typo look-ups. */
export class Vocabulary {
  readonly sorted: string[];
  private readonly byLength: string[][] = [];

  constructor(all: Iterable<string>) {
    this.sorted = [...new Set(all)].sort();
    for (const word of this.sorted) {
      // Words with digits (catalog numbers, UPCs) match exactly or by prefix only: a typo there names another product.
      if (/\d/.test(word)) continue;
      (this.byLength[word.length] ??= []).push(word);
    }
  }

  /** Words within the allowed typos of `word`, with their distance (0 for the word itself). */
  typoMatches(word: string): { word: string; typos: number }[] {
    const max = /\d/.test(word) ? 0 : allowedTypos(word);
    const found: { word: string; typos: number }[] = [];
    if (max === 0) return this.has(word) ? [{ word, typos: 0 }] : [];
    for (let length = Math.max(1, word.length - max); length <= word.length + max; length++) {
      for (const candidate of this.byLength[length] ?? []) {
        const typos = boundedDistance(word, candidate, max);
        if (typos <= max) found.push({ word: candidate, typos });
      }
    }
    return found;
  }

  /** Words starting with `prefix`, at most `limit` of them, in lexical order. */
  prefixMatches(prefix: string, limit: number): string[] {
    const found: string[] = [];
    for (let i = this.lowerBound(prefix); i < this.sorted.length && found.length < limit; i++) {
      const word = this.sorted[i]!;
      if (!word.startsWith(prefix)) break;
      found.push(word);
    }
    return found;
  }

  has(word: string): boolean {
    return this.sorted[this.lowerBound(word)] === word;
  }

  private lowerBound(word: string): number {
    let lo = 0;
    let hi = this.sorted.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (this.sorted[mid]! < word) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }
}
