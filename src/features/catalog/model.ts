// Catalogue domain (spec §3 Category, P1-P3, P5, P9): categories, the tree response, products and their pure rules.
import type { CurrencyCode } from "@/config/constants";
import { buildCategoryUrl } from "@/platform/routing/urls";
import { slugify } from "@/platform/routing/slug";
import type { ComplianceFacts, CrossReference, DocumentKind } from "./server/catalog-files";
import type { ProductImage } from "./images/views";

export type { ComplianceFacts, CrossReference, DocumentKind, ProductImage };

export const CATEGORY_PATH_SEPARATOR = " > ";

export interface Category {
  key: string;
  name: string;
  /** Names of every level, joined with ' > '. */
  path: string;
  /** Keys of the child categories. */
  children: string[];
  level: 0 | 1 | 2;
  sortOrder: number;
  parentKey?: string;
  /** Products of the brand in this category and below (local catalogue). */
  productCount?: number;
}

export interface CategoryTree {
  productCategories: Category[];
  compatibilityCategories: Category[];
}

export const EMPTY_CATEGORY_TREE: CategoryTree = { productCategories: [], compatibilityCategories: [] };

export interface Program {
  key: string;
  name: string;
  description: string;
  sortOrder: number;
  /** Products of the brand in the program (local catalogue). */
  productCount?: number;
}

export interface ProductAttribute {
  key: string;
  /** ETIM-like feature code. */
  code: string;
  name: string;
  /** Display value in the locale, unit included. */
  value: string;
  raw: number | boolean | string | string[];
  unit?: string;
}

export interface ProductDocument {
  id: string;
  kind: DocumentKind;
  /** In the locale, e.g. "Fiche technique", "Certificat UL". */
  title: string;
  /** Where the PDF is: this site's `/{brand}/{locale}/documents/{id}.pdf` locally, the DAM's https URL in production. */
  url: string;
}

export interface Product {
  /** PIM id. */
  id: string;
  catalogNumber: string;
  upc: string;
  name: string;
  slug: string;
  description: string;
  features: string[];
  familyId: string;
  series: string;
  categoryKey: string;
  /** Category paths per level, the values of the 'Categories.lvl{n}' facet. */
  categories: { lvl0: string; lvl1: string; lvl2: string };
  compatibilityKeys: string[];
  compatibilityCategories: { lvl0: string[]; lvl1: string[] };
  attributes: ProductAttribute[];
  /** Certification schemes (UL, cUL, CSA, NOM, ETL). */
  certifications: string[];
  releaseDate: string;
  algoliaBrands: string[];
  salesOrgs: string[];
  owningDivisions: string[];
  listPrices: Record<CurrencyCode, number>;
  /** Image ids of generated drawings (images.json). */
  images: string[];
  /** Every view of each image id, with URL and alt text in the locale: the product gallery (P5, P9). */
  gallery: ProductImage[];
  documents: ProductDocument[];
  compatibleProductIds: string[];
  programs: string[];
  crossReferences: CrossReference[];
  compliance: ComplianceFacts;
}

/** Each path level slugified (L4), joined with '/' (P2). */
export function categorySlug(category: Pick<Category, "path">): string {
  return category.path
    .split(CATEGORY_PATH_SEPARATOR)
    .map((level) => slugify(level))
    .join("/");
}

/** Facet expression of a category (P2). */
export function categoryFilter(category: Pick<Category, "level" | "path">, compatibility = false): string {
  const facet = compatibility ? "Compatibility Categories" : "Categories";
  return `'${facet}.lvl${category.level}':'${category.path}'`;
}

/** Site-relative url of a category (R5): `products/{slug}/c|cl/{key}`, compatibility always `cl`. */
export function categoryUrl(category: Pick<Category, "key" | "path" | "children">, compatibility = false): string {
  return buildCategoryUrl({ id: category.key, slug: categorySlug(category), children: category.children, compatibility });
}

/** Compatibility categories are kept only when the response has more than one (P3). */
export function keepCompatibility(list: readonly Category[] | null | undefined): Category[] {
  return list && list.length > 1 ? [...list] : [];
}

const DAY_MS = 86_400_000;

/** A product is new when the whole days since its date are at most the brand's newProductDuration. */
export function isNewProduct(releaseDate: string, newProductDuration: number, now: Date = new Date()): boolean {
  const released = Date.parse(releaseDate);
  if (Number.isNaN(released)) return false;
  const days = Math.floor((now.getTime() - released) / DAY_MS);
  return days <= newProductDuration;
}

/** List price in the brand's currency. */
export function productPrice(product: Pick<Product, "listPrices">, currency: CurrencyCode): number {
  return product.listPrices[currency];
}

/** Categories indexed by key, for parent/child walks. */
export function indexCategories(categories: readonly Category[]): Map<string, Category> {
  return new Map(categories.map((category) => [category.key, category]));
}

/** Children of a category in sortOrder. */
export function childCategories(category: Category, index: Map<string, Category>): Category[] {
  return category.children.flatMap((key) => index.get(key) ?? []).sort((a, b) => a.sortOrder - b.sortOrder);
}
