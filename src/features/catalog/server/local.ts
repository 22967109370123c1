// `local` CatalogSource adapter: the generated catalogue, filtered by the brand's assortment (B6), which comes from the
// brand entries of the CMS (through the content port unless a resolver is given).
import "server-only";
import type { Locale } from "@/config/locales";
import { inAssortment, type Assortment } from "../assortment";
import { productMedia } from "../images/server/product-media";
import { EMPTY_CATEGORY_TREE, type Product } from "../model";
import { slugify } from "@/platform/routing/slug";
import { getBrandAssortment, type AssortmentResolver } from "./assortments";
import { findFamilyDocument } from "./local-documents";
import {
  assortmentProductIds, assortmentPrograms, assortmentTree, attributeCatalog, loadCatalog, productIndexByCatalogNumber, productName, resolveProduct,
  type LoadedCatalog,
} from "./local-catalog";
import { MAX_PRODUCT_PAGES_PER_CALL, type CatalogSource } from "./port";

/** The brand's products at these indices (undefined: unknown), in order, resolved in the locale. */
function brandProducts(catalog: LoadedCatalog, indices: (number | undefined)[], brand: string, assortment: Assortment, locale: Locale): Product[] {
  return indices.flatMap((index): Product[] => {
    const raw = index === undefined ? undefined : catalog.products[index];
    if (index === undefined || !raw || !inAssortment(raw, assortment)) return [];
    const product = resolveProduct(catalog, index, locale, brand);
    return product ? [product] : [];
  });
}

/** Indices of the products a brand sells, in id order, computed once per loaded catalogue and brand. */
const soldIndices = new WeakMap<LoadedCatalog, Map<string, number[]>>();

function brandIndices(catalog: LoadedCatalog, key: string, assortment: Assortment): number[] {
  let byBrand = soldIndices.get(catalog);
  if (!byBrand) soldIndices.set(catalog, (byBrand = new Map()));
  let indices = byBrand.get(key);
  if (!indices) {
    indices = catalog.products.flatMap((raw, index) => (inAssortment(raw, assortment) ? [index] : []));
    indices.sort((a, b) => Number(catalog.products[a]!.id) - Number(catalog.products[b]!.id));
    byBrand.set(key, indices);
  }
  return indices;
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
    async listProductPages(brand, locale, { offset, limit }) {
      const assortment = await assortmentOf(brand);
      if (!assortment) return { total: 0, products: [] };
      const catalog = loadCatalog(dir);
      const indices = brandIndices(catalog, assortmentKey(brand, assortment), assortment);
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
