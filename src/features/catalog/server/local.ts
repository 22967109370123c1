// `local` CatalogSource adapter: the generated catalogue, filtered by the brand's assortment (B6), which comes from the
// brand entries of the CMS (through the content port unless a resolver is given).
import "server-only";
import type { Locale } from "@/config/locales";
import { inAssortment, type Assortment } from "../assortment";
import { productMedia } from "../images/server/product-media";
import { EMPTY_CATEGORY_TREE, type Product } from "../model";
import { getBrandAssortment, type AssortmentResolver } from "./assortments";
import { findFamilyDocument } from "./local-documents";
import {
  assortmentProductIds, assortmentPrograms, assortmentTree, attributeCatalog, loadCatalog, productIndexByCatalogNumber, resolveProduct,
  type LoadedCatalog,
} from "./local-catalog";
import type { CatalogSource } from "./port";

/** The brand's products at these indices (undefined: unknown), in order, resolved in the locale. */
function brandProducts(catalog: LoadedCatalog, indices: (number | undefined)[], brand: string, assortment: Assortment, locale: Locale): Product[] {
  return indices.flatMap((index): Product[] => {
    const raw = index === undefined ? undefined : catalog.products[index];
    if (index === undefined || !raw || !inAssortment(raw, assortment)) return [];
    const product = resolveProduct(catalog, index, locale, brand);
    return product ? [product] : [];
  });
}

/** A cache key per assortment's values, so an edited brand entry does not reuse the old brand's trees or ids. */
const assortmentKey = (brand: string, a: Assortment) => `${brand}|${a.algoliaBrands.join(",")}|${a.salesOrgs.join(",")}|${a.owningDivisions.join(",")}`;

export function createLocalCatalogSource(dir: string, assortmentOf: AssortmentResolver = getBrandAssortment): CatalogSource {
  return {
    async getCategoryTree(brand, locale) {
      const assortment = await assortmentOf(brand);
      return assortment ? assortmentTree(loadCatalog(dir), assortment, assortmentKey(brand, assortment), locale) : EMPTY_CATEGORY_TREE;
    },
    async getProducts(brand: string, pimIds: string[], locale: Locale) {
      const assortment = await assortmentOf(brand);
      if (!assortment) return [];
      const catalog = loadCatalog(dir);
      return brandProducts(catalog, pimIds.map((id) => catalog.indexById.get(id)), brand, assortment, locale);
    },
    async getProductsByCatalogNumbers(brand: string, catalogNumbers: string[], locale: Locale) {
      const assortment = await assortmentOf(brand);
      if (!assortment) return [];
      const catalog = loadCatalog(dir);
      return brandProducts(catalog, catalogNumbers.map((number) => productIndexByCatalogNumber(catalog, number)), brand, assortment, locale);
    },
    async getPrograms(brand, locale) {
      const assortment = await assortmentOf(brand);
      return assortment ? assortmentPrograms(loadCatalog(dir), assortment, locale) : [];
    },
    async getAttributes(locale) {
      return attributeCatalog(loadCatalog(dir), locale);
    },
    async getCategoryProductIds(brand, categoryKey) {
      const assortment = await assortmentOf(brand);
      if (!assortment) return [];
      const ids = assortmentProductIds(loadCatalog(dir), assortment, assortmentKey(brand, assortment));
      return categoryKey === undefined ? ids.all : (ids.byCategory.get(categoryKey) ?? []);
    },
    async getDocument(brand, documentId, locale) {
      const assortment = await assortmentOf(brand);
      return assortment ? findFamilyDocument(loadCatalog(dir), documentId, brand, assortment, locale) : undefined;
    },
    async getProductMedia(file) {
      return productMedia(file, dir);
    },
  };
}
