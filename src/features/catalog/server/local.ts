// `local` CatalogSource adapter: the generated catalogue, filtered by the brand's assortment (B6).
import "server-only";
import type { Locale } from "@/config/locales";
import { brandAssortment, inAssortment } from "../assortment";
import { EMPTY_CATEGORY_TREE, type Product } from "../model";
import { slugify } from "@/platform/routing/slug";
import { assortmentPrograms, assortmentTree, loadCatalog, productIndexByCatalogNumber, productName, resolveProduct, type LoadedCatalog } from "./local-catalog";
import { MAX_PRODUCT_PAGES_PER_CALL, type CatalogSource } from "./port";

/** The brand's products at these indices (undefined: unknown), in order, resolved in the locale. */
function brandProducts(catalog: LoadedCatalog, indices: (number | undefined)[], brand: string, locale: Locale): Product[] {
  const assortment = brandAssortment(brand);
  if (!assortment) return [];
  return indices.flatMap((index): Product[] => {
    const raw = index === undefined ? undefined : catalog.products[index];
    if (index === undefined || !raw || !inAssortment(raw, assortment)) return [];
    const product = resolveProduct(catalog, index, locale, brand);
    return product ? [product] : [];
  });
}

/** Indices of the products a brand sells, in id order, computed once per loaded catalogue and brand. */
const soldIndices = new WeakMap<LoadedCatalog, Map<string, number[]>>();

function brandIndices(catalog: LoadedCatalog, brand: string): number[] {
  const assortment = brandAssortment(brand);
  if (!assortment) return [];
  let byBrand = soldIndices.get(catalog);
  if (!byBrand) soldIndices.set(catalog, (byBrand = new Map()));
  let indices = byBrand.get(brand);
  if (!indices) {
    indices = catalog.products.flatMap((raw, index) => (inAssortment(raw, assortment) ? [index] : []));
    indices.sort((a, b) => Number(catalog.products[a]!.id) - Number(catalog.products[b]!.id));
    byBrand.set(brand, indices);
  }
  return indices;
}

export function createLocalCatalogSource(dir: string): CatalogSource {
  return {
    async getCategoryTree(brand, locale) {
      const assortment = brandAssortment(brand);
      return assortment ? assortmentTree(loadCatalog(dir), assortment, brand, locale) : EMPTY_CATEGORY_TREE;
    },
    async getProducts(brand: string, pimIds: string[], locale: Locale) {
      if (!brandAssortment(brand)) return [];
      const catalog = loadCatalog(dir);
      return brandProducts(catalog, pimIds.map((id) => catalog.indexById.get(id)), brand, locale);
    },
    async getProductsByCatalogNumbers(brand: string, catalogNumbers: string[], locale: Locale) {
      if (!brandAssortment(brand)) return [];
      const catalog = loadCatalog(dir);
      return brandProducts(catalog, catalogNumbers.map((number) => productIndexByCatalogNumber(catalog, number)), brand, locale);
    },
    async getPrograms(brand, locale) {
      const assortment = brandAssortment(brand);
      return assortment ? assortmentPrograms(loadCatalog(dir), assortment, locale) : [];
    },
    async listProductPages(brand, locale, { offset, limit }) {
      const catalog = loadCatalog(dir);
      const indices = brandIndices(catalog, brand);
      const from = Math.max(0, Math.trunc(offset));
      const page = indices.slice(from, from + Math.min(Math.max(0, Math.trunc(limit)), MAX_PRODUCT_PAGES_PER_CALL));
      return {
        total: indices.length,
        products: page.map((index) => {
          const raw = catalog.products[index]!;
          return { id: raw.id, slug: slugify(productName(catalog, index, locale)), lastmod: raw.releaseDate };
        }),
      };
    },
  };
}
