// CatalogSource port (P1, R10): the category tree and products of a brand, in a locale.
import type { Locale } from "@/config/locales";
import type { CategoryTree, Product, Program } from "../model";

/** How a product page of the brand is addressed in a locale, and when its data last changed (R17 sitemaps). */
export interface ProductPageEntry {
  id: string;
  /** The product's slug in the locale (its name, slugified), as its canonical URL carries it. */
  slug: string;
  /** ISO date of the product's last change. */
  lastmod: string;
}

/** Most entries one `listProductPages` call answers. */
export const MAX_PRODUCT_PAGES_PER_CALL = 10_000;

export interface CatalogSource {
  /** Product and compatibility category trees of the brand; empty on failure (P1). */
  getCategoryTree(brand: string, locale: Locale): Promise<CategoryTree>;
  /** Products by PIM ids, in the order asked, limited to the brand's assortment; unknown ids are left out (R10). */
  getProducts(brand: string, pimIds: string[], locale: Locale): Promise<Product[]>;
  /**
   * Products by catalogue numbers (exact, as printed: upper case), in the order asked, limited to the brand's
   * assortment; unknown numbers are left out. Used to check typed numbers (F2 quote, F3 warranty).
   */
  getProductsByCatalogNumbers(brand: string, catalogNumbers: string[], locale: Locale): Promise<Product[]>;
  /** Programs of the brand (P7). */
  getPrograms(brand: string, locale: Locale): Promise<Program[]>;
  /**
   * The brand's products as their pages are addressed, in id order: `limit` (at most MAX_PRODUCT_PAGES_PER_CALL)
   * from `offset`, and how many the brand sells in all (R17 sitemaps). An unknown brand sells none.
   */
  listProductPages(brand: string, locale: Locale, page: { offset: number; limit: number }): Promise<{ total: number; products: ProductPageEntry[] }>;
}
