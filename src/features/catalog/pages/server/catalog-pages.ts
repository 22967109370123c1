// Data of the catalogue pages (P4, P5, P8): a category with its place in the brand's tree, a page of its products, a product.
import "server-only";
import { cache } from "react";
import type { Locale } from "@/config/locales";
import { getProductPage } from "@/features/content/server";
import type { Page } from "@/features/content";
import { logger } from "@/platform/logging/logger";
import { categoryUrl, childCategories, indexCategories, type Category, type Product } from "../../model";
import { getCategoryProductIds, getCategoryTree, getProducts } from "../../server/queries";
import { categoryAncestors } from "../category-trail";
import { FEATURED_PRODUCT_COUNT } from "../listing";

export interface CategoryContext {
  category: Category;
  /** Top level first, the category last. */
  ancestors: Category[];
  children: Category[];
}

export const getTopCategories = cache(async (brand: string, locale: Locale): Promise<{ category: Category; children: Category[] }[]> => {
  const tree = await getCategoryTree(brand, locale);
  const index = indexCategories(tree.productCategories);
  return tree.productCategories
    .filter((c) => c.level === 0)
    .sort((a, b) => a.sortOrder - b.sortOrder)
    .map((category) => ({ category, children: childCategories(category, index) }));
});

/** The brand's category by key, or null when the brand does not sell anything in it. */
export const getCategoryContext = cache(async (brand: string, locale: Locale, key: string): Promise<CategoryContext | null> => {
  const tree = await getCategoryTree(brand, locale);
  const index = indexCategories(tree.productCategories);
  const category = index.get(key);
  if (!category) return null;
  return { category, ancestors: categoryAncestors(category, index), children: childCategories(category, index) };
});

export async function getFeaturedProducts(brand: string, locale: Locale, key: string): Promise<Product[]> {
  return getProducts(brand, (await getCategoryProductIds(brand, key)).slice(0, FEATURED_PRODUCT_COUNT), locale);
}

export const getProduct = cache(async (brand: string, locale: Locale, id: string): Promise<Product | null> => {
  const [product] = await getProducts(brand, [id], locale);
  return product ?? null;
});

/**
 * The CMS product page entry of a product (P8); a content failure leaves the product page without sections. An id
 * the brand does not sell has none, and is not looked up: its look-up would be cached per id (issue 12 item 1).
 */
export const getProductContent = cache(async (brand: string, locale: Locale, id: string): Promise<Page | null> => {
  if (!(await getProduct(brand, locale, id))) return null;
  try {
    return await getProductPage(brand, [id], locale);
  } catch (error) {
    logger.error({ err: error, brand, id }, "product page: CMS entry read failed");
    return null;
  }
});


/** Paths under `products/` prerendered at build: the level-0 pages the megamenu opens with; the rest render on first visit, then stay cached. */
export async function prerenderedCatalogPaths(brand: string, locale: Locale): Promise<string[][]> {
  const top = await getTopCategories(brand, locale);
  return top.map(({ category }) => categoryUrl(category).split("/").slice(1));
}
