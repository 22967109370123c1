// Public entry of the catalogue feature for server code: the configured CatalogSource.
import "server-only";
export { getCatalogSource, CATALOG_ENV, type CatalogSource } from "./server";
