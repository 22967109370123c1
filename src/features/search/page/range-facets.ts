// Which measurements a listing or the search page offers as range facets (issue 3, P4, S1): one rule for both, so the
// server's first paint and the browser pick the same ones from the same facets_stats.
import type { FacetStats } from "../model";
import { numericAttribute } from "./numeric-range";

/** A measurement attribute as a range facet shows it: "Amperage (A)". */
export interface RangeAttribute {
  key: string;
  label: string;
  unit?: string;
}

/** Range facets shown besides the refined ones. */
export const MAX_RANGE_FACETS = 3;

/**
 * Measurement keys, most telling first: the catalogue lists each class's attributes in display order, its own
 * (amperage, lumens) before the ones every class shares (weight, package quantity), so the mean relative position
 * of a key across the classes that have it ranks it; more classes break ties, then the key.
 */
export function rangeAttributeOrder(classes: Readonly<Record<string, readonly string[]>>, isNumeric: (key: string) => boolean): string[] {
  const positions = new Map<string, number[]>();
  for (const keys of Object.values(classes)) {
    const numeric = keys.filter(isNumeric);
    numeric.forEach((key, i) => {
      const list = positions.get(key) ?? [];
      list.push(numeric.length > 1 ? i / (numeric.length - 1) : 0);
      positions.set(key, list);
    });
  }
  const mean = (list: number[]) => list.reduce((a, b) => a + b, 0) / list.length;
  return [...positions]
    .map(([key, list]) => ({ key, mean: mean(list), classes: list.length }))
    .sort((a, b) => a.mean - b.mean || b.classes - a.classes || a.key.localeCompare(b.key))
    .map(({ key }) => key);
}

/**
 * Range facets to show: refined keys first (always, so a range can be cleared), then keys in `order` whose values in
 * the results differ (a range of one value narrows nothing), up to `max` in all.
 */
export function pickRangeFacets(
  stats: Readonly<Record<string, FacetStats>> | undefined,
  order: readonly string[],
  refined: readonly string[],
  max = MAX_RANGE_FACETS,
): string[] {
  const picked = [...new Set(refined)].sort();
  const spread = (key: string) => {
    const s = stats?.[numericAttribute(key)];
    return s !== undefined && Number.isFinite(s.min) && Number.isFinite(s.max) && s.min < s.max;
  };
  const others = order.filter((key) => !picked.includes(key) && spread(key));
  return [...picked, ...others.slice(0, Math.max(0, max - picked.length))];
}
