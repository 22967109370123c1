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
// The brands' assortments (B6, from their CMS entries), product media URLs, product cards and prices, the sitemaps' pages.
export { assortmentOf, type Assortment } from "../assortment";
export { productMediaUrl } from "../images/views";
// What a product card shows (name, image, catalogue number, brand-currency price): product lists (A4) show the same.
export { toCatalogCard, type CatalogCardData } from "../pages/product-card";
export { productPrice, type Product } from "../model";
// The catalogue's pages in the sitemaps (R17).
export { catalogSitemapPages, productSitemapCount, productSitemapPages, PRODUCTS_PER_SITEMAP, type LocalizedPage } from "../pages/server/sitemap-entries";
export { productDocumentLayoutOf, productDocumentResponse } from "../documents/server/document-response";
export { refinedListingMetadata, sectionPathMetadata } from "../listing/server/listing-metadata";
export { listingAttributes, numericAttributeKeys } from "../listing/server/run-listing";
export { productGridLabels } from "../pages/labels";
export { getTopCategories, prerenderedCatalogPaths } from "../pages/server/catalog-pages";
export { catalogRoute, catalogRouteMetadata, prerenderedListingState } from "../pages/server/catalog-route";
export type { CatalogRouteParams } from "../pages/server/catalog-route";
export { catalogPathMetadata, productsRootMetadata } from "../pages/server/metadata";
export { loadCatalog } from "./local-catalog";
export type { LoadedCatalog } from "./local-catalog";
export { handleAttributes, handleCategoryProductIds, handleCategoryTree, handleDocument, handleMedia, handleProductPages, handleProductsByIds, handlePrograms } from "./products-api-handlers";
export { getCategoryProductIds, getCategoryTree, getProducts } from "./queries";
export type { RawImage } from "./catalog-files";
