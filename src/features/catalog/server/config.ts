// Catalogue configuration from the environment: which CatalogSource adapter runs and where it reads.
import path from "node:path";

export type CatalogSourceKind = "local" | "products-api";

export const CATALOG_ENV = [
  { name: "CATALOG_SOURCE", default: "local", description: "Catalogue adapter: `local` reads the generated catalogue in-process; `products-api` calls the products API over HTTP." },
  { name: "PRODUCTS_API_BASE", default: "http://localhost:${PORT:-3000}", description: "Services base URL of the products API (`{base}/products-api-proxy/rest/v1/...`); by default the site itself, which serves these paths from the local catalogue." },
  { name: "CATALOG_DIR", default: "generated/catalog", description: "Folder of the generated catalogue read by the local adapter and served as the products API (written by `npx tsx scripts/catalog/generate.ts`)." },
  { name: "CATALOG_FEED_DIR", default: "$CATALOG_DIR", description: "Catalogue export the embedded search engine and recommender index (stand-ins for Algolia, which is fed by `npm run algolia:push`); a site on `products-api` reads nothing else of the catalogue from disk (ADR 48)." },
] as const;

export interface CatalogConfig {
  source: CatalogSourceKind;
  productsApiBase: string;
  catalogDir: string;
}

export function catalogConfig(env: Record<string, string | undefined> = process.env): CatalogConfig {
  const source = env.CATALOG_SOURCE === "products-api" ? "products-api" : "local";
  return {
    source,
    productsApiBase: (env.PRODUCTS_API_BASE || `http://localhost:${env.PORT || 3000}`).replace(/\/+$/, ""),
    catalogDir: path.resolve(env.CATALOG_DIR || "generated/catalog"),
  };
}

/** Paths of the products API (spec §7); the by-ids, programs, attributes, product-ids, documents and media paths are this site's own (ADR 48). */
export const PRODUCTS_API_PATHS = {
  tree: (brand: string) => `/products-api-proxy/rest/v1/categories/${encodeURIComponent(brand)}/tree`,
  products: (brand: string) => `/products-api-proxy/rest/v1/products/${encodeURIComponent(brand)}`,
  programs: (brand: string) => `/products-api-proxy/rest/v1/programs/${encodeURIComponent(brand)}`,
  productPages: (brand: string) => `/products-api-proxy/rest/v1/product-pages/${encodeURIComponent(brand)}`,
  attributes: () => "/products-api-proxy/rest/v1/attributes",
  productIds: (brand: string) => `/products-api-proxy/rest/v1/categories/${encodeURIComponent(brand)}/product-ids`,
  document: (brand: string, id: string) => `/products-api-proxy/rest/v1/documents/${encodeURIComponent(brand)}/${encodeURIComponent(id)}`,
  media: (file: string) => `/products-api-proxy/rest/v1/media/${encodeURIComponent(file)}`,
} as const;

/** Most ids one products request carries; the HTTP adapter splits longer lists. */
export const MAX_IDS_PER_REQUEST = 100;
