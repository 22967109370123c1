// Wires the CatalogSource adapter chosen by CATALOG_SOURCE, once per process.
import "server-only";
import { catalogConfig } from "./config";
import { createLocalCatalogSource } from "./local";
import type { CatalogSource } from "./port";
import { createProductsApiCatalogSource } from "./products-api";

let source: CatalogSource | undefined;

export function getCatalogSource(): CatalogSource {
  if (!source) {
    const config = catalogConfig();
    source = config.source === "products-api" ? createProductsApiCatalogSource(config.productsApiBase) : createLocalCatalogSource(config.catalogDir);
  }
  return source;
}

export type { CatalogSource } from "./port";
export { CATALOG_ENV } from "./config";
