// The site's retailer feed (X8): the adapter RETAILERS_PROVIDER chooses, once per process. The embedded feed learns from
// the catalogue port whether the brand sells a product (its assortment, B6), so it lists only brand-sold products.
import "server-only";
import { DEFAULT_LOCALE } from "@/config/locales";
import { getCatalogSource } from "@/features/catalog/server";
import { logger } from "@/platform/logging/logger";
import { retailerFeedFromEnv, type RetailerFeed } from "@/platform/retailers";

const store = globalThis as typeof globalThis & { __voltlineRetailerFeed?: RetailerFeed };

export function getRetailerFeed(): RetailerFeed {
  store.__voltlineRetailerFeed ??= retailerFeedFromEnv(process.env, {
    lookup: async (brand, productId) => {
      const [product] = await getCatalogSource().getProducts(brand, [productId], DEFAULT_LOCALE);
      return product ? { id: product.id, upc: product.upc, listPrices: product.listPrices } : undefined;
    },
    onError: (error) => logger.warn({ err: error }, "retailers: the buy-links service failed; offers unavailable"),
  });
  return store.__voltlineRetailerFeed;
}
