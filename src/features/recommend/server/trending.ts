// Trending products and categories of a brand x locale (S4) for the products root and the empty search page: the
// recommender's answer cached for minutes, topped up from the catalogue; a failing recommender hides both sections.
import "server-only";
import type { Locale } from "@/config/locales";
import { getBrandAssortment } from "@/features/catalog/server";
import type { Product } from "@/features/catalog";
import { getTopCategories } from "@/features/catalog/server";
import { getCategoryProductIds, getProducts } from "@/features/catalog/server";
import { searchIndexName } from "@/features/search";
import { assortmentFilters } from "@/features/search";
import { logger } from "@/platform/logging/logger";
import { cachedFor } from "@/platform/cache/data-cache";
import { DATA_CACHE } from "@/platform/cache/strategies";
import type { Recommender } from "../model";
import { TRENDING_CATEGORY_COUNT, TRENDING_CATEGORY_FACET, TRENDING_PRODUCT_COUNT, topUp, trendingCategoryLinks, type TrendingCategoryLink } from "../trending";
import { getRecommender } from "./index";

/** Trending moves over days: five minutes old is fresh enough, and the products root is regenerated as often. */
export const TRENDING_CACHE_SECONDS = DATA_CACHE.fiveMinutes.revalidate;

export interface Trending {
  products: Product[];
  categories: TrendingCategoryLink[];
}

/** What the recommender says trends: product ids and `Categories.lvl0` values, best first. */
interface TrendingSignals {
  productIds: string[];
  categoryValues: string[];
}

const NO_SIGNALS: TrendingSignals = { productIds: [], categoryValues: [] };
const NOTHING: Trending = { products: [], categories: [] };

// The build prerenders pages in workers, and the embedded event store (PGlite) belongs to one process: pages built
// then show the catalogue's choice, and the first regeneration after start brings the events in.
const isBuild = () => process.env.NEXT_PHASE === "phase-production-build";

async function askRecommender(recommender: Recommender, brand: string, locale: Locale): Promise<TrendingSignals> {
  const assortment = await getBrandAssortment(brand);
  if (!assortment || isBuild()) return NO_SIGNALS;
  const common = { indexName: searchIndexName("products", locale), threshold: 0, queryParameters: { facetFilters: assortmentFilters(assortment) } };
  const { results } = await recommender.getRecommendations({
    requests: [
      { ...common, model: "trending-items", maxRecommendations: TRENDING_PRODUCT_COUNT },
      { ...common, model: "trending-facets", facetName: TRENDING_CATEGORY_FACET, maxRecommendations: TRENDING_CATEGORY_COUNT },
    ],
  });
  return {
    productIds: (results[0]?.hits ?? []).flatMap((hit) => ("objectID" in hit ? [hit.objectID] : [])),
    categoryValues: (results[1]?.hits ?? []).flatMap((hit) => (hit.facetName === TRENDING_CATEGORY_FACET && typeof hit.facetValue === "string" ? [hit.facetValue] : [])),
  };
}

/** Both sections, each empty when the brand has nothing to show; both empty (and logged) when the recommender fails. */
export async function getTrending(brand: string, locale: Locale, recommender: () => Recommender = getRecommender): Promise<Trending> {
  let signals: TrendingSignals;
  try {
    signals = await cachedFor(TRENDING_CACHE_SECONDS, ["trending", brand, locale], () => askRecommender(recommender(), brand, locale));
  } catch (error) {
    logger.error({ err: error, brand, locale }, "trending: recommendations failed");
    return NOTHING;
  }
  const [products, top] = await Promise.all([
    // A few spare ids, should the catalogue no longer know one of them.
    getCategoryProductIds(brand).then((newest) => getProducts(brand, topUp(signals.productIds, newest, 2 * TRENDING_PRODUCT_COUNT), locale)),
    getTopCategories(brand, locale),
  ]);
  return {
    products: products.slice(0, TRENDING_PRODUCT_COUNT),
    categories: trendingCategoryLinks(brand, locale, signals.categoryValues, top.map(({ category }) => category)),
  };
}
