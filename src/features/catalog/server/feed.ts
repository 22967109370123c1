// The catalogue export (the PIM feed) that search indices are built from: the embedded search engine and recommender,
// which stand in for Algolia and Algolia Recommend, and the Algolia push. Not a page read: pages read the catalogue
// through the CatalogSource port (ADR 48). CATALOG_FEED_DIR lets a site on the products API keep no catalogue of its own.
import "server-only";
import path from "node:path";
import { catalogConfig } from "./config";
import { loadCatalog, resolveProduct, type LoadedCatalog } from "./local-catalog";

export type CatalogFeed = LoadedCatalog;

/** Folder of the feed: CATALOG_FEED_DIR, else CATALOG_DIR (one generated catalogue for both by default). */
export function catalogFeedDir(env: Record<string, string | undefined> = process.env): string {
  return env.CATALOG_FEED_DIR ? path.resolve(env.CATALOG_FEED_DIR) : catalogConfig(env).catalogDir;
}

/** The feed, parsed once per process. */
export function loadCatalogFeed(env: Record<string, string | undefined> = process.env): CatalogFeed {
  return loadCatalog(catalogFeedDir(env));
}

/** A feed product in a locale, without document links (search records and recommendations have no brand). */
export const resolveFeedProduct: (feed: CatalogFeed, index: number, locale: Parameters<typeof resolveProduct>[2]) => ReturnType<typeof resolveProduct> = (feed, index, locale) =>
  resolveProduct(feed, index, locale);
