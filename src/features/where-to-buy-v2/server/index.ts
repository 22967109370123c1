// Public server entry of Where to Buy V2 (F7, issue 16): the routes with the site's dependencies, the retailer feed,
// the module for the block registry.
import "server-only";
import { listBrands } from "@/features/brand/server";
import { sessionUserToken } from "@/features/account/server";
import { getCatalogSource } from "@/features/catalog/server";
import { ADDRESS_PLACE_NAMES } from "@/features/forms";
import { getEventService, recordServerConversion } from "@/features/insights/server";
import { branchNetwork } from "@/features/locator/server";
import { forwardedClientAddress, trustedProxies } from "@/platform/http/trusted-proxy";
import { ipLocatorFromEnv, type IpLocator } from "@/platform/ip-location";
import { logger } from "@/platform/logging/logger";
import { geocoder, type Geocode } from "@/platform/maps";
import { getRetailerFeed } from "./feed";
import { buyResponse, distributorsResponse, retailersResponse, type ProductParams, type RouteDeps } from "./routes";

export { getRetailerFeed } from "./feed";
export { WHERE_TO_BUY_V2_MODULES } from "../modules";
export type { RouteDeps, ProductParams } from "./routes";

let geocode: Geocode | undefined;
let ipLocator: IpLocator | undefined;

const siteDeps: RouteDeps = {
  brands: (locale) => listBrands(locale),
  product: async (brand, id, locale) => (await getCatalogSource().getProducts(brand, [id], locale))[0],
  categories: (brand, locale) => getCatalogSource().getCategoryTree(brand, locale),
  feed: getRetailerFeed,
  recordConversion: (request, conversion) => recordServerConversion(request, conversion, { events: () => getEventService(), sessionToken: () => sessionUserToken(request) }),
  whereToBuy: {
    geocode: (query, options) => (geocode ??= geocoder(ADDRESS_PLACE_NAMES))(query, options),
    search: async () => (await branchNetwork()).search,
    onError: (error) => logger.error({ err: error }, "where to buy v2: distributor search failed"),
  },
  ipLocate: (request) =>
    (ipLocator ??= ipLocatorFromEnv(process.env, (error) => logger.warn({ err: error }, "IP look-up failed"))).locate(forwardedClientAddress(trustedProxies(), request.headers.get("x-forwarded-for"))),
  onError: (error, what) => logger.error({ err: error, what }, "where to buy v2: a dependency failed"),
};

export const retailersRoute = (params: ProductParams) => retailersResponse(params, siteDeps);
export const buyRoute = (request: Request, params: ProductParams & { retailerId: string }) => buyResponse(request, params, siteDeps);
export const distributorsRoute = (request: Request, params: ProductParams) => distributorsResponse(request, params, siteDeps);
