// Catalogue attributes as search facets (S1): which keys a URL may refine, their labels, and which are offered unrefined.
import "server-only";
import type { Locale } from "@/config/locales";
import { catalogConfig } from "@/features/catalog/server/config";
import { loadCatalog } from "@/features/catalog/server/local-catalog";

const catalogAttributes = () => loadCatalog(catalogConfig().catalogDir).attributes;

/** Attribute keys a URL may refine, with their labels in a locale. */
export function searchableAttributes(locale: Locale): Map<string, string> {
  return new Map([...catalogAttributes().values()].map((attribute) => [attribute.key, attribute.label[locale]]));
}

/** Choice and coded attributes (colour, grade, NEMA configuration ...) make useful facets; measurements have a value per product. */
export function offeredAttributeKeys(): string[] {
  return [...catalogAttributes().values()].filter((a) => a.type !== "number").map((a) => a.key);
}
