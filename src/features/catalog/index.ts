// Public entry of the catalogue feature for server code: the configured CatalogSource, the brands' assortments (B6)
// and product media URLs.
import "server-only";
export { getCatalogSource, CATALOG_ENV, type CatalogSource } from "./server";
export { brandAssortment, type Assortment } from "./assortment";
export { productMediaUrl } from "./images/views";
