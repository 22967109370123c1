// Trending sections (S4): what the recommender says trends, topped up with the brand's newest products and largest
// categories so that a fresh install, with too few events, still shows full and sensible sections.
import type { Locale } from "@/config/locales";
import { categoryUrl, type Category } from "@/features/catalog";
import { sitePath } from "@/platform/routing/urls";

/** One row of product cards. */
export const TRENDING_PRODUCT_COUNT = 4;
/** Recommended for you (signed in): one row of cards, like trending. */
export const FOR_YOU_PRODUCT_COUNT = 4;
export const TRENDING_CATEGORY_COUNT = 6;
/** Trending categories are values of the top level of the product tree. */
export const TRENDING_CATEGORY_FACET = "Categories.lvl0";

export interface TrendingCategoryLink {
  key: string;
  name: string;
  href: string;
}

/** The ids of `primary` first, then those of `fallback`, each once, at most `size`. */
export function topUp(primary: readonly string[], fallback: readonly string[], size: number): string[] {
  const picked = new Set<string>();
  for (const id of [...primary, ...fallback]) {
    if (picked.size >= size) break;
    picked.add(id);
  }
  return [...picked];
}

/** The brand's top-level categories holding the most of its products first; the tree's order among equals. */
export function largestCategories(top: readonly Category[]): Category[] {
  return top.filter((c) => c.level === 0).sort((a, b) => (b.productCount ?? 0) - (a.productCount ?? 0) || a.sortOrder - b.sortOrder);
}

/**
 * Links to the top-level categories whose `Categories.lvl0` values trend (a level-0 path is the category's name in
 * the locale), then to the largest ones; values outside the brand's tree are dropped.
 */
export function trendingCategoryLinks(
  brand: string,
  locale: Locale,
  facetValues: readonly string[],
  top: readonly Category[],
  size = TRENDING_CATEGORY_COUNT,
): TrendingCategoryLink[] {
  const largest = largestCategories(top);
  const byValue = new Map(largest.map((c) => [c.path, c]));
  const byKey = new Map(largest.map((c) => [c.key, c]));
  const trending = facetValues.flatMap((value) => byValue.get(value)?.key ?? []);
  return topUp(trending, largest.map((c) => c.key), size).map((key) => {
    const category = byKey.get(key)!;
    return { key, name: category.name, href: sitePath(brand, locale, categoryUrl(category)) };
  });
}
