// Where a category or product sits: its ancestors, breadcrumb trail (N4) and canonical paths (R5).
import type { Locale } from "@/config/locales";
import { buildTrail, type Crumb } from "@/features/navigation";
import { buildCategoryUrl, buildProductUrl } from "@/platform/routing/urls";
import { categorySlug, categoryUrl, type Category, type Product } from "../model";

export const PRODUCTS_PATH = "products";
/** Id of the products root's "Shop by compatibility" heading, where the compatibility trail's section crumb leads (P7). */
export const COMPATIBILITY_ANCHOR = "root-compatibility";
export const COMPATIBILITY_SECTION_PATH = `${PRODUCTS_PATH}#${COMPATIBILITY_ANCHOR}`;

/** The category and its parents, top level first; a broken parent link ends the walk. */
export function categoryAncestors(category: Category, index: ReadonlyMap<string, Category>): Category[] {
  const chain: Category[] = [category];
  const seen = new Set([category.key]);
  let parentKey = category.parentKey;
  while (parentKey && !seen.has(parentKey)) {
    const parent = index.get(parentKey);
    if (!parent) break;
    chain.unshift(parent);
    seen.add(parentKey);
    parentKey = parent.parentKey;
  }
  return chain;
}

/** Canonical site path of a category page of the given kind; the builder picks `cl` from a non-empty children list. */
export function categoryPagePath(category: Pick<Category, "key" | "path">, kind: "landing" | "listing"): string {
  return buildCategoryUrl({ id: category.key, slug: categorySlug(category), children: kind === "landing" ? [category.key] : [] });
}

/** Home > Products > each ancestor > the page (a product's name when given). */
export function catalogTrail(input: {
  brand: string;
  locale: Locale;
  labels: { home: string; products: string };
  categories: readonly Category[];
  product?: Pick<Product, "id" | "slug" | "name">;
}): Crumb[] {
  return buildTrail({
    brand: input.brand,
    locale: input.locale,
    homeLabel: input.labels.home,
    items: [
      { label: input.labels.products, path: PRODUCTS_PATH },
      ...input.categories.map((category) => ({ label: category.name, path: categoryUrl(category) })),
      ...(input.product ? [{ label: input.product.name, path: buildProductUrl(input.product) }] : []),
    ],
  });
}
