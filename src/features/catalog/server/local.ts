// `local` CatalogSource adapter: the generated catalogue, filtered by the brand's assortment (B6).
import "server-only";
import type { Locale } from "@/config/locales";
import { brandAssortment, inAssortment } from "../assortment";
import { EMPTY_CATEGORY_TREE, type Product } from "../model";
import { assortmentPrograms, assortmentTree, loadCatalog, productIndexByCatalogNumber, resolveProduct, type LoadedCatalog } from "./local-catalog";
import type { CatalogSource } from "./port";

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
  };
}
