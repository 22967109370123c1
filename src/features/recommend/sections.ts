// The product page's recommendation sections (S4): each shows products not already shown above it on the page.
import type { CatalogCardData } from "@/features/catalog";

export const SECTION_SIZE = 4;

/** Ids per section in order, skipping the product, ids shown elsewhere and ids an earlier section took; at most `size` each. */
export function distinctSections<K extends string>(sections: readonly (readonly [K, readonly string[]])[], shown: Iterable<string>, size = SECTION_SIZE): Record<K, string[]> {
  const taken = new Set(shown);
  const out = {} as Record<K, string[]>;
  for (const [name, ids] of sections) {
    const picked: string[] = [];
    for (const id of ids) {
      if (picked.length >= size) break;
      if (taken.has(id)) continue;
      taken.add(id);
      picked.push(id);
    }
    out[name] = picked;
  }
  return out;
}

/** The product page's sections, in page order (compatible, related, similar, frequently bought together). */
export const SECTION_ORDER = ["compatible", "related", "similar", "boughtTogether"] as const;

/** At most this many compatible products (P5): the product's own list, in its order; the other sections take SECTION_SIZE. */
export const COMPATIBLE_SIZE = 12;

export type ProductSection = (typeof SECTION_ORDER)[number];

/** The JSON the browser reads for them: each section's product cards, and its heading in the locale. */
export type ProductRecommendationCards = Record<ProductSection, CatalogCardData[]>;
export type ProductRecommendationsAnswer = ProductRecommendationCards & { headings: Record<ProductSection, string> };

/** Where the browser reads a product page's sections (ADR 70): one URL per brand, locale and product, publicly cached. */
export function productRecommendationsUrl(brand: string, locale: string, productId: string): string {
  return `/api/recommendations/product?${new URLSearchParams({ brand, locale, id: productId })}`;
}
