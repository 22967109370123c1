// The tolerant search over one brand's cross-reference data (F4): a number is found by its key (case, spaces, dashes,
// dots and slashes do not matter), else as the start of known numbers (a number typed without its colour or pack
// suffix), else as a known number followed by a suffix the data does not list (a pack or carton code); otherwise it is
// unknown, and known numbers within a few typing errors are suggested. Typo candidates come from a bigram index
// (q-gram filter), so a look-up verifies tens of candidates, not every number.
import { editDistance, normalizeNumber, typoBudget } from "../normalize";
import { MAX_SUGGESTIONS, type CrossRefFile, type FoundBy } from "../model";

export type SearchHit = { kind: "found"; entry: number; by: FoundBy; others: number[] } | { kind: "unknown"; suggestions: number[] };

export interface CrossRefIndex {
  file: CrossRefFile;
  find(input: string): SearchHit;
  /**
   * The competitor numbers one of our products replaces (the product page's "competitor parts it replaces"): those
   * whose best equivalent it is, best match first, then where it is a lesser equivalent; at most `limit`.
   */
  replacedBy(productId: string, limit: number): string[];
}

/** Shortest known number a typed one may start (prefix search), and most extra characters a known one may be followed by. */
const MIN_PREFIX = 4;
const MAX_EXTRA_SUFFIX = 5;
const MIN_SUFFIX_BASE = 5;
/** Most candidates verified with the edit distance per look-up, fewest shared bigrams first dropped. */
const MAX_TYPO_CANDIDATES = 400;

/** A key's letter or digit as 0-35. */
const code = (c: number) => (c <= 57 ? c - 48 : c - 55);
/** Longest key length the typo index tells apart; longer keys share the last bucket. */
const LENGTHS = 64;

/** The key's bigrams as numbers (36 x 36 of them). */
function bigrams(key: string): number[] {
  const grams: number[] = [];
  for (let i = 0; i + 1 < key.length; i++) grams.push(code(key.charCodeAt(i)) * 36 + code(key.charCodeAt(i + 1)));
  return grams;
}

const bucket = (gram: number, length: number) => gram * LENGTHS + Math.min(length, LENGTHS - 1);

export function createCrossRefIndex(file: CrossRefFile): CrossRefIndex {
  const keys = file.entries.map((entry) => normalizeNumber(entry[0]));
  const byKey = new Map<string, number>();
  keys.forEach((key, index) => {
    if (!byKey.has(key)) byKey.set(key, index);
  });
  // Entry indices in key order, for prefix ranges.
  const sorted = keys.map((_, index) => index).sort((a, b) => (keys[a]! < keys[b]! ? -1 : keys[a]! > keys[b]! ? 1 : a - b));
  // Bigram -> entries holding it, per key length: a typo look-up reads only the lengths within its budget.
  const postingLists = new Map<number, number[]>();
  keys.forEach((key, index) => {
    for (const gram of new Set(bigrams(key))) {
      const id = bucket(gram, key.length);
      let list = postingLists.get(id);
      if (!list) postingLists.set(id, (list = []));
      list.push(index);
    }
  });
  const postings = new Map([...postingLists].map(([id, list]) => [id, Int32Array.from(list)]));
  const counts = new Uint16Array(keys.length);

  function withPrefix(prefix: string, limit: number): number[] {
    let low = 0;
    let high = sorted.length;
    while (low < high) {
      const mid = (low + high) >>> 1;
      if (keys[sorted[mid]!]! < prefix) low = mid + 1;
      else high = mid;
    }
    const found: number[] = [];
    for (let i = low; i < sorted.length && found.length < limit && keys[sorted[i]!]!.startsWith(prefix); i++) found.push(sorted[i]!);
    return found;
  }

  function suggestions(key: string): number[] {
    const budget = typoBudget(key);
    const grams = [...new Set(bigrams(key))];
    // A key within `budget` edits shares at least (bigrams - 3 * budget) of them: an insertion, deletion or substitution
    // changes at most two bigrams, a transposition of neighbours three.
    const needed = Math.max(1, grams.length - 3 * budget);
    const touched: number[] = [];
    for (let length = key.length - budget; length <= key.length + budget; length++) {
      for (const gram of grams) {
        const list = postings.get(bucket(gram, length));
        if (!list) continue;
        for (const index of list) {
          if (counts[index] === 0) touched.push(index);
          counts[index]!++;
        }
      }
    }
    const candidates = touched.filter((index) => counts[index]! >= needed);
    candidates.sort((a, b) => counts[b]! - counts[a]! || a - b);
    for (const index of touched) counts[index] = 0;
    const scored = candidates
      .slice(0, MAX_TYPO_CANDIDATES)
      .map((index) => ({ index, distance: editDistance(key, keys[index]!, budget) }))
      .filter((c) => c.distance <= budget);
    scored.sort((a, b) => a.distance - b.distance || (keys[a.index]! < keys[b.index]! ? -1 : 1));
    return scored.slice(0, MAX_SUGGESTIONS).map((c) => c.index);
  }

  // Product id -> [rank of the product among the number's equivalents, quality, entry], built at the first ask.
  let byProduct: Map<string, [rank: number, quality: number, entry: number][]> | undefined;
  function replacedBy(productId: string, limit: number): string[] {
    if (!byProduct) {
      byProduct = new Map();
      file.entries.forEach(([, , matches], entry) =>
        matches.forEach(([id, quality], rank) => {
          let list = byProduct!.get(id);
          if (!list) byProduct!.set(id, (list = []));
          list.push([rank, quality, entry]);
        }),
      );
    }
    const found = byProduct.get(productId) ?? [];
    return [...found]
      .sort((a, b) => a[0] - b[0] || a[1] - b[1] || a[2] - b[2])
      .slice(0, limit)
      .map(([, , entry]) => file.entries[entry]![0]);
  }

  return {
    file,
    replacedBy,
    find(input) {
      const key = normalizeNumber(input);
      if (key === "") return { kind: "unknown", suggestions: [] };
      const exact = byKey.get(key);
      if (exact !== undefined) return { kind: "found", entry: exact, by: file.entries[exact]![0] === input.trim() ? "exact" : "normalized", others: [] };
      if (key.length >= MIN_PREFIX) {
        const started = withPrefix(key, MAX_SUGGESTIONS + 1);
        if (started.length > 0) {
          // The shortest completion first (the plain number, before its colour and pack variants).
          const ordered = [...started].sort((a, b) => keys[a]!.length - keys[b]!.length || (keys[a]! < keys[b]! ? -1 : 1));
          return { kind: "found", entry: ordered[0]!, by: "prefix", others: ordered.slice(1, MAX_SUGGESTIONS + 1) };
        }
      }
      for (let cut = 1; cut <= MAX_EXTRA_SUFFIX && key.length - cut >= MIN_SUFFIX_BASE; cut++) {
        const base = byKey.get(key.slice(0, -cut));
        if (base !== undefined) return { kind: "found", entry: base, by: "suffix", others: [] };
      }
      return { kind: "unknown", suggestions: suggestions(key) };
    },
  };
}
