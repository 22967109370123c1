// Wires the CatalogSource adapter chosen by CATALOG_SOURCE, once per process; the products API behind its last good
// answers (E3, ADR 30).
import "server-only";
import { lastGoodFor, sharedLastGoodFor, withLastGood, type LastGood } from "@/platform/last-good";
import { catalogConfig } from "./config";
import { createLocalCatalogSource } from "./local";
import type { CatalogSource } from "./port";
import { createProductsApiCatalogSource, isProductsApiOutage } from "./products-api";

/** The site's CatalogSource: the generated catalogue, or the products API keeping its last good answers (a new keeper unless one is given). */
export function siteCatalogSource(env: Record<string, string | undefined> = process.env, keeper?: LastGood): CatalogSource {
  const config = catalogConfig(env);
  if (config.source !== "products-api") return createLocalCatalogSource(config.catalogDir);
  return withLastGood(createProductsApiCatalogSource(config.productsApiBase), keeper ?? lastGoodFor("catalog", isProductsApiOutage, env), [
    "getCategoryTree",
    "getProducts",
    "getProductsByCatalogNumbers",
    "getPrograms",
    "getAttributes",
    "getCategoryProductIds",
    "listProductPages",
  ]);
}

let source: CatalogSource | undefined;

export function getCatalogSource(): CatalogSource {
  return (source ??= siteCatalogSource(process.env, catalogConfig().source === "products-api" ? sharedLastGoodFor("catalog", isProductsApiOutage) : undefined));
}

export type { AttributeCatalog, AttributeInfo, CatalogDocument, CatalogSource, ProductMedia, ProductPageEntry } from "./port";
export { MAX_PRODUCT_PAGES_PER_CALL } from "./port";
export { CATALOG_ENV } from "./config";
export { getBrandAssortment } from "./assortments";
export { catalogFeedDir, loadCatalogFeed, resolveFeedProduct, type CatalogFeed } from "./feed";
