// CatalogSource port (P1, R10): everything the site reads of the catalogue, for a brand, in a locale (ADR 4, ADR 48).
import type { Locale } from "@/config/locales";
import type { CategoryTree, DocumentKind, Product, Program } from "../model";
import type { AttributeType } from "./catalog-files";

/** A catalogue attribute as the site shows and refines it (P4, S1), in a locale. */
export interface AttributeInfo {
  key: string;
  /** ETIM-like feature code. */
  code: string;
  label: string;
  type: AttributeType;
  unit?: string;
}

/** Every attribute, and the attribute keys of each leaf class in display order (range facet ranking, issue 3). */
export interface AttributeCatalog {
  attributes: AttributeInfo[];
  classes: Record<string, string[]>;
}

export const EMPTY_ATTRIBUTE_CATALOG: AttributeCatalog = { attributes: [], classes: {} };

/** A product document (P5) with its family's products the brand sells, what its PDF is drawn from. */
export interface CatalogDocument {
  document: { id: string; kind: DocumentKind; scheme?: string; title: string };
  products: Product[];
  /** Category group of the family's class. */
  groupKey?: string;
}

/** A product drawing raster (P9). */
export interface ProductMedia {
  body: Buffer;
  contentType: "image/png" | "image/webp";
}

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
  /** Attribute definitions in the locale and each class's attribute order (P4 facets, S1 refinements); empty on failure. */
  getAttributes(locale: Locale): Promise<AttributeCatalog>;
  /**
   * PIM ids of the brand's products in the category and below, or of all its products without a category, newest
   * first (P2 featured products, S4 trending fallback); empty for an unknown brand or category.
   */
  getCategoryProductIds(brand: string, categoryKey?: string): Promise<string[]>;
  /** A product document with its family's products in the brand's assortment (P5); undefined when either is missing. */
  getDocument(brand: string, documentId: string, locale: Locale): Promise<CatalogDocument | undefined>;
  /** A product drawing file (`{imageId}-{view}.png|webp`, P9); undefined when unknown. */
  getProductMedia(file: string): Promise<ProductMedia | undefined>;
}
