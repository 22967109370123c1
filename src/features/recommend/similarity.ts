// Pure scoring of the embedded recommender (S4): attribute-vector similarity and shared values of two products of a class.
export type AttributeKind = "number" | "enum" | "multi" | "bool" | "text";
export type AttributeValue = number | boolean | string | string[] | null | undefined;

/** A class's attribute kinds in value order, with the range of each numeric attribute across the class. */
export interface ClassProfile {
  kinds: AttributeKind[];
  ranges: ([min: number, max: number] | undefined)[];
}

const missing = (v: AttributeValue) => v === null || v === undefined || v === "" || (Array.isArray(v) && v.length === 0);

/** Similarity of one attribute's values in [0, 1]; undefined when neither product has a value (the attribute says nothing). */
export function valueSimilarity(kind: AttributeKind, a: AttributeValue, b: AttributeValue, range?: [number, number]): number | undefined {
  if (missing(a) && missing(b)) return undefined;
  if (missing(a) || missing(b)) return 0;
  if (kind === "number" && typeof a === "number" && typeof b === "number") {
    const span = range ? range[1] - range[0] : 0;
    return span > 0 ? 1 - Math.min(1, Math.abs(a - b) / span) : a === b ? 1 : 0;
  }
  if (Array.isArray(a) || Array.isArray(b)) {
    const left = new Set(Array.isArray(a) ? a : [String(a)]);
    const right = new Set(Array.isArray(b) ? b : [String(b)]);
    const shared = [...left].filter((v) => right.has(v)).length;
    return shared / new Set([...left, ...right]).size;
  }
  return a === b ? 1 : 0;
}

/** Mean similarity over the attributes either product has: 1 for identical vectors, 0 for nothing in common. */
export function attributeSimilarity(profile: ClassProfile, a: readonly AttributeValue[], b: readonly AttributeValue[]): number {
  let sum = 0;
  let counted = 0;
  profile.kinds.forEach((kind, i) => {
    const s = valueSimilarity(kind, a[i], b[i], profile.ranges[i]);
    if (s === undefined) return;
    sum += s;
    counted++;
  });
  return counted === 0 ? 0 : sum / counted;
}

/** Share of the attributes both products have where they hold exactly the same value (or overlapping lists). */
export function sharedValueShare(a: readonly AttributeValue[], b: readonly AttributeValue[]): number {
  let both = 0;
  let same = 0;
  for (let i = 0; i < Math.max(a.length, b.length); i++) {
    const x = a[i];
    const y = b[i];
    if (missing(x) || missing(y)) continue;
    both++;
    if (Array.isArray(x) && Array.isArray(y) ? x.some((v) => y.includes(v)) : x === y) same++;
  }
  return both === 0 ? 0 : same / both;
}

/** The profile of a class from its attribute kinds and the products' values (numeric ranges for scaling distances). */
export function classProfile(kinds: AttributeKind[], vectors: Iterable<readonly AttributeValue[]>): ClassProfile {
  const ranges: ([number, number] | undefined)[] = kinds.map(() => undefined);
  for (const values of vectors) {
    kinds.forEach((kind, i) => {
      const v = values[i];
      if (kind !== "number" || typeof v !== "number") return;
      const r = ranges[i];
      ranges[i] = r ? [Math.min(r[0], v), Math.max(r[1], v)] : [v, v];
    });
  }
  return { kinds, ranges };
}

/** Scores on Algolia's 0-100 scale, the best one 100 when `relativeTo` is the top raw score. */
export function toScore(raw: number, relativeTo = 1): number {
  if (!(relativeTo > 0)) return 0;
  return Math.max(0, Math.min(100, Math.round((raw / relativeTo) * 100)));
}
