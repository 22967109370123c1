// Catalogue attributes as search facets (S1, P4, issue 3): which keys a URL may refine, their labels, which are offered
// unrefined, and which measurements make range facets.
import "server-only";
import type { Locale } from "@/config/locales";
import { catalogConfig } from "@/features/catalog/server/config";
import { loadCatalog, type LoadedCatalog } from "@/features/catalog/server/local-catalog";
import { rangeAttributeOrder, type RangeAttribute } from "./range-facets";

const catalog = () => loadCatalog(catalogConfig().catalogDir);
const catalogAttributes = () => catalog().attributes;

/** Attribute keys a URL may refine, with their labels in a locale. */
export function searchableAttributes(locale: Locale): Map<string, string> {
  return new Map([...catalogAttributes().values()].map((attribute) => [attribute.key, attribute.label[locale]]));
}

/** Choice and coded attributes (colour, grade, NEMA configuration ...) make useful facets; measurements have a value per product. */
export function offeredAttributeKeys(): string[] {
  return [...catalogAttributes().values()].filter((a) => a.type !== "number").map((a) => a.key);
}

/** Measurement keys (number attributes): the ones a `r.<key>` range may refine. */
export function numericAttributeKeys(): Set<string> {
  return new Set([...catalogAttributes().values()].filter((a) => a.type === "number").map((a) => a.key));
}

const orders = new WeakMap<LoadedCatalog, string[]>();

/** Measurements as range facets, most telling first (range-facets.ts), with their labels and units in a locale. */
export function rangeAttributes(locale: Locale): RangeAttribute[] {
  const loaded = catalog();
  let order = orders.get(loaded);
  if (!order) {
    const numeric = numericAttributeKeys();
    const ranked = rangeAttributeOrder(loaded.classes, (key) => numeric.has(key));
    // Measurements no class lists still get a place, last.
    order = [...ranked, ...[...numeric].filter((key) => !ranked.includes(key)).sort()];
    orders.set(loaded, order);
  }
  return order.map((key) => {
    const attribute = loaded.attributes.get(key)!;
    const unit = attribute.unit?.[locale];
    return { key, label: attribute.label[locale], ...(unit ? { unit } : {}) };
  });
}
