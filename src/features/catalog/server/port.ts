// CatalogSource port (P1, R10): the category tree and products of a brand, in a locale.
import type { Locale } from "@/config/locales";
import type { CategoryTree, Product, Program } from "../model";

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
}
