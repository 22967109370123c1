// `products-api` CatalogSource adapter (P1, X2): the products API over HTTP through the fetch wrapper.
import "server-only";
import { localeIso, type Locale } from "@/config/locales";
import { logger } from "@/platform/logging/logger";
import { createFetch } from "@/platform/http/fetch";
import { EMPTY_CATEGORY_TREE, type Category, type CategoryTree, type Product, type Program } from "../model";
import { toProductDocuments } from "../documents/product-document";
import { MAX_IDS_PER_REQUEST, PRODUCTS_API_PATHS } from "./config";
import type { CatalogSource } from "./port";

function categoryList(value: unknown): Category[] {
  return Array.isArray(value) ? (value.filter((c) => c && typeof c === "object" && typeof c.key === "string") as Category[]) : [];
}

/** Reads the fields the spec names from a tree response; anything else is ignored. */
export function parseCategoryTree(body: unknown): CategoryTree {
  if (!body || typeof body !== "object") return EMPTY_CATEGORY_TREE;
  const record = body as Record<string, unknown>;
  return { productCategories: categoryList(record.productCategories), compatibilityCategories: categoryList(record.compatibilityCategories) };
}

/** Documents go through the shared mapper: their links come from the API (the DAM) and end up in hrefs. */
function withDocuments(product: Product): Product {
  return { ...product, documents: toProductDocuments((product as { documents?: unknown }).documents) };
}

function chunks<T>(items: T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

export function createProductsApiCatalogSource(baseURL: string): CatalogSource {
  const client = (brand: string, locale: Locale) => createFetch({ locale, brandDirectory: brand, baseURL });
  return {
    async getCategoryTree(brand, locale) {
      try {
        const body = await client(brand, locale)<unknown>(PRODUCTS_API_PATHS.tree(brand), { headers: { "accept-language": localeIso(locale) } });
        return parseCategoryTree(body);
      } catch (error) {
        logger.error({ err: error, brand, locale }, "products API: category tree fetch failed");
        return EMPTY_CATEGORY_TREE;
      }
    },
    async getProducts(brand, pimIds, locale) {
      const ids = [...new Set(pimIds)];
      if (ids.length === 0) return [];
      try {
        const pages = await Promise.all(
          chunks(ids, MAX_IDS_PER_REQUEST).map((batch) =>
            client(brand, locale)<{ products?: Product[] }>(PRODUCTS_API_PATHS.products(brand), { query: { ids: batch.join(",") } }),
          ),
        );
        const byId = new Map(pages.flatMap((page) => page.products ?? []).map((product) => [product.id, withDocuments(product)]));
        return pimIds.flatMap((id) => byId.get(id) ?? []);
      } catch (error) {
        logger.error({ err: error, brand, locale, count: ids.length }, "products API: products fetch failed");
        return [];
      }
    },
    async getPrograms(brand, locale) {
      try {
        const body = await client(brand, locale)<{ programs?: Program[] }>(PRODUCTS_API_PATHS.programs(brand));
        return Array.isArray(body.programs) ? body.programs : [];
      } catch (error) {
        logger.error({ err: error, brand, locale }, "products API: programs fetch failed");
        return [];
      }
    },
  };
}
