// `local` CatalogSource adapter: the generated catalogue, filtered by the brand's assortment (B6).
import "server-only";
import type { Locale } from "@/config/locales";
import { brandAssortment, inAssortment } from "../assortment";
import { EMPTY_CATEGORY_TREE, type Product } from "../model";
import { assortmentPrograms, assortmentTree, loadCatalog, resolveProduct } from "./local-catalog";
import type { CatalogSource } from "./port";

export function createLocalCatalogSource(dir: string): CatalogSource {
  return {
    async getCategoryTree(brand, locale) {
      const assortment = brandAssortment(brand);
      return assortment ? assortmentTree(loadCatalog(dir), assortment, brand, locale) : EMPTY_CATEGORY_TREE;
    },
    async getProducts(brand: string, pimIds: string[], locale: Locale) {
      const assortment = brandAssortment(brand);
      if (!assortment) return [];
      const catalog = loadCatalog(dir);
      return pimIds.flatMap((id): Product[] => {
        const index = catalog.indexById.get(id);
        const raw = index === undefined ? undefined : catalog.products[index];
        if (index === undefined || !raw || !inAssortment(raw, assortment)) return [];
        const product = resolveProduct(catalog, index, locale, brand);
        return product ? [product] : [];
      });
    },
    async getPrograms(brand, locale) {
      const assortment = brandAssortment(brand);
      return assortment ? assortmentPrograms(loadCatalog(dir), assortment, locale) : [];
    },
  };
}
