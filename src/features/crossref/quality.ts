// Match quality (F4): how well one of our products replaces a competitor's, from their attribute values in the
// catalogue's terms. Packaging never counts (a 10-pack replaces a single); looks and details (colour, finish, material,
// sizes, listings, warranty...) make a close match; anything else that differs (ratings, configuration, features) makes
// a functional one, and more than a few such differences is no match. Pure.
import type { MatchQuality } from "./model";

/** Logistics, not the product: never a difference. */
export const IGNORED_ATTRIBUTES: ReadonlySet<string> = new Set(["weight"]);
/** Packaging: shown when it differs, never lowers the quality. */
export const PACKAGING_ATTRIBUTES: ReadonlySet<string> = new Set(["packageQuantity"]);
/** Looks and details: a product differing only in these is a close match. */
export const MINOR_ATTRIBUTES: ReadonlySet<string> = new Set([
  "colour", "letterColor", "finish", "material", "application", "warrantyYears", "certifications", "rohs", "operatingTempMin",
  "height", "width", "depth", "length", "style", "shadeMaterial", "cordLength", "cableLength", "screwsIncluded", "antimicrobial",
  "flammability", "wiringMethod", "energyStar", "ratedLife", "jacketRating", "plateSize", "impactResistant", "wireGauge",
]);
/** Most differences in ratings, configuration or features a functional equivalent may have. */
export const MAX_MAJOR_DIFFERENCES = 2;

/** Attribute values by key, each value in one comparable form (e.g. its JSON); absent: not stated. */
export type Spec = ReadonlyMap<string, string>;

export interface Comparison {
  quality: MatchQuality;
  /** Keys whose values differ (packaging included), in the order of `keys`. */
  differences: string[];
  major: number;
  minor: number;
}

/** The comparison of a candidate with the competitor's product over the class's attribute keys, or undefined when it is no match. */
export function compareSpecs(competitor: Spec, candidate: Spec, keys: readonly string[]): Comparison | undefined {
  const differences: string[] = [];
  let major = 0;
  let minor = 0;
  for (const key of keys) {
    if (IGNORED_ATTRIBUTES.has(key) || competitor.get(key) === candidate.get(key)) continue;
    differences.push(key);
    if (PACKAGING_ATTRIBUTES.has(key)) continue;
    if (MINOR_ATTRIBUTES.has(key)) minor++;
    else if (++major > MAX_MAJOR_DIFFERENCES) return undefined;
  }
  const quality: MatchQuality = major > 0 ? "functional" : minor > 0 ? "close" : "exact";
  return { quality, differences, major, minor };
}

const RANK: Record<MatchQuality, number> = { exact: 0, close: 1, functional: 2 };

/** Best first: quality, then fewer differences in ratings, then in details, then all differences, then the catalogue number. */
export function compareMatches(a: Comparison & { catalogNumber: string }, b: Comparison & { catalogNumber: string }): number {
  return (
    RANK[a.quality] - RANK[b.quality] ||
    a.major - b.major ||
    a.minor - b.minor ||
    a.differences.length - b.differences.length ||
    (a.catalogNumber < b.catalogNumber ? -1 : a.catalogNumber > b.catalogNumber ? 1 : 0)
  );
}

export const qualityIndex = (quality: MatchQuality): number => RANK[quality];
export const qualityAt = (index: number): MatchQuality | undefined => (["exact", "close", "functional"] as const)[index];
