// `products-api` CatalogSource adapter (P1, X2): the products API over HTTP through the fetch wrapper. A failure that is
// an answer (4xx) yields an empty result (P1); the API being down is thrown on for the last-good decorator (E3).
import "server-only";
import { localeIso, type Locale } from "@/config/locales";
import { logger } from "@/platform/logging/logger";
import { createFetch } from "@/platform/http/fetch";
import { httpStatusOf, isHttpOutage } from "@/platform/last-good";
import { EMPTY_CATEGORY_TREE, type Category, type CategoryTree, type Product, type Program } from "../model";
import { parseProductMediaFile } from "../images/views";
import { toProductDocuments } from "../documents/product-document";
import { MAX_IDS_PER_REQUEST, PRODUCTS_API_PATHS } from "./config";
import { EMPTY_ATTRIBUTE_CATALOG, type AttributeCatalog, type AttributeInfo, type CatalogDocument, type CatalogSource, type ProductPageEntry } from "./port";

function categoryList(value: unknown): Category[] {
  return Array.isArray(value) ? (value.filter((c) => c && typeof c === "object" && typeof c.key === "string") as Category[]) : [];
}

/** Reads the fields the spec names from a tree response; anything else is ignored. */
export function parseCategoryTree(body: unknown): CategoryTree {
  if (!body || typeof body !== "object") return EMPTY_CATEGORY_TREE;
  const record = body as Record<string, unknown>;
  return { productCategories: categoryList(record.productCategories), compatibilityCategories: categoryList(record.compatibilityCategories) };
}

/** The entries of a product pages answer that have the fields the sitemap needs; anything else is left out. */
export function parseProductPages(body: unknown): { total: number; products: ProductPageEntry[] } {
  const record = body && typeof body === "object" ? (body as Record<string, unknown>) : {};
  const products = (Array.isArray(record.products) ? record.products : []).flatMap((entry: unknown): ProductPageEntry[] => {
    const { id, slug, lastmod } = (entry && typeof entry === "object" ? entry : {}) as Record<string, unknown>;
    return typeof id === "string" && typeof slug === "string" && typeof lastmod === "string" ? [{ id, slug, lastmod }] : [];
  });
  const total = typeof record.total === "number" && Number.isSafeInteger(record.total) && record.total >= 0 ? record.total : products.length;
  return { total, products };
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

/** A products API failure as it travels on: its status or code, not the request. */
export class ProductsApiError extends Error {
  readonly status?: number;
  constructor(what: string, cause: unknown) {
    const status = httpStatusOf(cause);
    super(`products API ${what} failed (${status === undefined ? "no answer" : `status ${status}`})`);
    this.name = "ProductsApiError";
    this.status = status;
  }
}

/** The products API itself is down (the adapter throws nothing else): the last-good keeper's cue; by name, as Next may load this module once per layer. */
export function isProductsApiOutage(error: unknown): boolean {
  return error instanceof Error && error.name === "ProductsApiError";
}

/** Logged; then the empty result of P1 when the API answered, or thrown on when it is down. */
function failure<T>(error: unknown, what: string, context: Record<string, unknown>, empty: T): T {
  logger.error({ err: error, ...context }, `products API: ${what} fetch failed`);
  if (isHttpOutage(error)) throw new ProductsApiError(what, error);
  return empty;
}

/** Longest wait for one products API request (the wrapper itself sets none). */
export const PRODUCTS_API_TIMEOUT_MS = 10_000;

const ATTRIBUTE_TYPES = new Set(["number", "enum", "multi", "bool", "text"]);

/** Reads the attribute definitions of an attributes response; anything malformed is left out. */
export function parseAttributeCatalog(body: unknown): AttributeCatalog {
  if (!body || typeof body !== "object") return EMPTY_ATTRIBUTE_CATALOG;
  const record = body as Record<string, unknown>;
  const attributes = (Array.isArray(record.attributes) ? record.attributes : []).flatMap((a: unknown): AttributeInfo[] => {
    const { key, code, label, type, unit } = (a ?? {}) as Record<string, unknown>;
    if (typeof key !== "string" || typeof label !== "string" || typeof type !== "string" || !ATTRIBUTE_TYPES.has(type)) return [];
    return [{ key, code: typeof code === "string" ? code : "", label, type: type as AttributeInfo["type"], ...(typeof unit === "string" && unit ? { unit } : {}) }];
  });
  const classes: Record<string, string[]> = {};
  if (record.classes && typeof record.classes === "object") {
    for (const [key, keys] of Object.entries(record.classes as Record<string, unknown>)) {
      if (Array.isArray(keys)) classes[key] = keys.filter((k): k is string => typeof k === "string");
    }
  }
  return { attributes, classes };
}

/** How long attribute definitions and category product ids are kept in the process (the API itself says 300 s). */
export const PRODUCTS_API_MEMO_MS = 5 * 60_000;
const MEMO_MAX_ENTRIES = 500;

/** Answers kept for PRODUCTS_API_MEMO_MS, at most MEMO_MAX_ENTRIES (the oldest goes first); a failed read is not kept. */
function memo<T>(now: () => number = Date.now) {
  const entries = new Map<string, { at: number; value: Promise<T> }>();
  return (key: string, read: () => Promise<T>): Promise<T> => {
    const hit = entries.get(key);
    if (hit && now() - hit.at < PRODUCTS_API_MEMO_MS) return hit.value;
    const value = read();
    entries.delete(key);
    entries.set(key, { at: now(), value });
    if (entries.size > MEMO_MAX_ENTRIES) entries.delete(entries.keys().next().value as string);
    value.catch(() => entries.get(key)?.value === value && entries.delete(key));
    return value;
  };
}

export function createProductsApiCatalogSource(baseURL: string): CatalogSource {
  const client = (brand: string, locale: Locale) => createFetch({ locale, brandDirectory: brand, baseURL });
  const timeout = PRODUCTS_API_TIMEOUT_MS;
  const attributes = memo<AttributeCatalog>();
  const productIds = memo<string[]>();
  return {
    async getCategoryTree(brand, locale) {
      try {
        const body = await client(brand, locale)<unknown>(PRODUCTS_API_PATHS.tree(brand), { headers: { "accept-language": localeIso(locale) }, timeout });
        return parseCategoryTree(body);
      } catch (error) {
        return failure(error, "category tree", { brand, locale }, EMPTY_CATEGORY_TREE);
      }
    },
    async getProducts(brand, pimIds, locale) {
      const ids = [...new Set(pimIds)];
      if (ids.length === 0) return [];
      try {
        const pages = await Promise.all(
          chunks(ids, MAX_IDS_PER_REQUEST).map((batch) =>
            client(brand, locale)<{ products?: Product[] }>(PRODUCTS_API_PATHS.products(brand), { query: { ids: batch.join(",") }, timeout }),
          ),
        );
        const byId = new Map(pages.flatMap((page) => page.products ?? []).map((product) => [product.id, withDocuments(product)]));
        return pimIds.flatMap((id) => byId.get(id) ?? []);
      } catch (error) {
        return failure(error, "products", { brand, locale, count: ids.length }, []);
      }
    },
    async getProductsByCatalogNumbers(brand, catalogNumbers, locale) {
      const numbers = [...new Set(catalogNumbers)];
      if (numbers.length === 0) return [];
      try {
        const pages = await Promise.all(
          chunks(numbers, MAX_IDS_PER_REQUEST).map((batch) =>
            client(brand, locale)<{ products?: Product[] }>(PRODUCTS_API_PATHS.products(brand), { query: { catalogNumbers: batch.join(",") }, timeout }),
          ),
        );
        const byNumber = new Map(pages.flatMap((page) => page.products ?? []).map((product) => [product.catalogNumber, withDocuments(product)]));
        return catalogNumbers.flatMap((number) => byNumber.get(number) ?? []);
      } catch (error) {
        return failure(error, "products by catalogue numbers", { brand, locale, count: numbers.length }, []);
      }
    },
    async listProductPages(brand, locale, { offset, limit }) {
      try {
        const body = await client(brand, locale)<{ total?: unknown; products?: unknown }>(PRODUCTS_API_PATHS.productPages(brand), {
          headers: { "accept-language": localeIso(locale) },
          query: { offset: String(Math.max(0, Math.trunc(offset))), limit: String(Math.max(0, Math.trunc(limit))) },
          timeout,
        });
        return parseProductPages(body);
      } catch (error) {
        return failure(error, "product pages", { brand, locale, offset }, { total: 0, products: [] });
      }
    },
    async getPrograms(brand, locale) {
      try {
        const body = await client(brand, locale)<{ programs?: Program[] }>(PRODUCTS_API_PATHS.programs(brand), { timeout });
        return Array.isArray(body.programs) ? body.programs : [];
      } catch (error) {
        return failure(error, "programs", { brand, locale }, []);
      }
    },
    getAttributes(locale) {
      return attributes(locale, async () => {
        try {
          return parseAttributeCatalog(await client("", locale)<unknown>(PRODUCTS_API_PATHS.attributes(), { timeout }));
        } catch (error) {
          return failure(error, "attributes", { locale }, EMPTY_ATTRIBUTE_CATALOG);
        }
      });
    },
    getCategoryProductIds(brand, categoryKey) {
      return productIds(`${brand}|${categoryKey ?? ""}`, async () => {
        try {
          const query = categoryKey === undefined ? {} : { category: categoryKey };
          const body = await client(brand, "en")<{ ids?: unknown }>(PRODUCTS_API_PATHS.productIds(brand), { query, timeout });
          return Array.isArray(body.ids) ? body.ids.filter((id): id is string => typeof id === "string") : [];
        } catch (error) {
          return failure(error, "category product ids", { brand, categoryKey }, []);
        }
      }).then((ids) => [...ids]);
    },
    async getDocument(brand, documentId, locale) {
      try {
        const body = await client(brand, locale)<CatalogDocument>(PRODUCTS_API_PATHS.document(brand, documentId), { timeout });
        if (!body?.document || typeof body.document.id !== "string" || !Array.isArray(body.products)) return undefined;
        return { ...body, products: body.products.map(withDocuments) };
      } catch (error) {
        return failure(error, "document", { brand, locale, documentId }, undefined);
      }
    },
    async getProductMedia(file) {
      const parsed = parseProductMediaFile(file);
      if (!parsed) return undefined;
      try {
        const response = await fetch(`${baseURL}${PRODUCTS_API_PATHS.media(file)}`, { signal: AbortSignal.timeout(timeout) });
        if (response.status >= 500) throw Object.assign(new Error(`media ${response.status}`), { statusCode: response.status });
        if (!response.ok) return undefined;
        return { body: Buffer.from(await response.arrayBuffer()), contentType: parsed.format === "webp" ? "image/webp" : "image/png" };
      } catch (error) {
        return failure(error, "media", { file }, undefined);
      }
    },
  };
}
