// Public entry of the catalogue feature for server code: the configured CatalogSource, the brands' assortments (B6, from their CMS entries)
// and product media URLs.
import "server-only";
export { getCatalogSource, CATALOG_ENV, type CatalogSource } from "./server";
export { getBrandAssortment } from "./server";
export { assortmentOf, type Assortment } from "./assortment";
export { productMediaUrl } from "./images/views";
// What a product card shows (name, image, catalogue number, brand-currency price): product lists (A4) show the same.
export { toCatalogCard, type CatalogCardData } from "./pages/product-card";
export { productPrice, type Product } from "./model";
// The catalogue's pages in the sitemaps (R17).
export { catalogSitemapPages, productSitemapCount, productSitemapPages, PRODUCTS_PER_SITEMAP, type LocalizedPage } from "./pages/server/sitemap-entries";
