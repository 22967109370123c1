// Catalogue attributes as search facets (S1, P4, issue 3): which keys a URL may refine, their labels, which are offered
// unrefined, and which measurements make range facets. Read through the CatalogSource port (ADR 48).
import "server-only";
import { cache } from "react";
import type { Locale } from "@/config/locales";
import { getCatalogSource, type AttributeCatalog } from "@/features/catalog/server";
import { rangeAttributeOrder, type RangeAttribute } from "./range-facets";

/** The attribute definitions in a locale, once per request. */
export const attributeCatalog = cache((locale: Locale): Promise<AttributeCatalog> => getCatalogSource().getAttributes(locale));

/** Attribute keys a URL may refine, with their labels. */
export function attributeLabels(catalog: AttributeCatalog): Map<string, string> {
  return new Map(catalog.attributes.map((attribute) => [attribute.key, attribute.label]));
}

/** Measurement keys (number attributes): the ones a `r.<key>` range may refine. */
export function numericKeys(catalog: AttributeCatalog): Set<string> {
  return new Set(catalog.attributes.filter((a) => a.type === "number").map((a) => a.key));
}

const orders = new WeakMap<AttributeCatalog["classes"], string[]>();

/** Measurements as range facets, most telling first (range-facets.ts), with their labels and units. */
export function rangeAttributesOf(catalog: AttributeCatalog): RangeAttribute[] {
  const numeric = numericKeys(catalog);
  let order = orders.get(catalog.classes);
  if (!order) {
    const ranked = rangeAttributeOrder(catalog.classes, (key) => numeric.has(key));
    // Measurements no class lists still get a place, last.
    order = [...ranked, ...[...numeric].filter((key) => !ranked.includes(key)).sort()];
    orders.set(catalog.classes, order);
  }
  const byKey = new Map(catalog.attributes.map((a) => [a.key, a]));
  return order.flatMap((key) => {
    const attribute = byKey.get(key);
    if (!attribute || !numeric.has(key)) return [];
    return [{ key, label: attribute.label, ...(attribute.unit ? { unit: attribute.unit } : {}) }];
  });
}

/** Attribute keys a URL may refine, with their labels in a locale. */
export async function searchableAttributes(locale: Locale): Promise<Map<string, string>> {
  return attributeLabels(await attributeCatalog(locale));
}

/** Choice and coded attributes (colour, grade, NEMA configuration ...) make useful facets; measurements have a value per product. */
export async function offeredAttributeKeys(locale: Locale): Promise<string[]> {
  return (await attributeCatalog(locale)).attributes.filter((a) => a.type !== "number").map((a) => a.key);
}

/** Measurement keys (number attributes): the ones a `r.<key>` range may refine. */
export async function numericAttributeKeys(locale: Locale): Promise<Set<string>> {
  return numericKeys(await attributeCatalog(locale));
}

/** Measurements as range facets, most telling first, with their labels and units in a locale. */
export async function rangeAttributes(locale: Locale): Promise<RangeAttribute[]> {
  return rangeAttributesOf(await attributeCatalog(locale));
}
