// Recommended for you (S4): products related to what the signed-in account viewed, clicked and converted on, within
// the brand's assortment, from the recommender (embedded or Algolia Recommend) under the account's events token.
import "server-only";
import type { Locale } from "@/config/locales";
import type { Brand } from "@/features/brand";
import { assortmentOf } from "@/features/catalog";
import { toCatalogCard, type CatalogCardData } from "@/features/catalog";
import { getProducts } from "@/features/catalog/server";
import { searchIndexName } from "@/features/search";
import { assortmentFilters } from "@/features/search";
import type { Recommender } from "../model";
import { FOR_YOU_PRODUCT_COUNT } from "../trending";
import { getRecommender } from "./index";

export async function getRecommendedForYou(brand: Brand, locale: Locale, userToken: string, recommender: () => Recommender = getRecommender): Promise<CatalogCardData[]> {
  const dir = brand.brandDirectory;
  const assortment = assortmentOf(brand);
  if (!assortment) return [];
  const { results } = await recommender().getRecommendations({
    requests: [
      {
        indexName: searchIndexName("products", locale),
        model: "recommended-for-you",
        threshold: 0,
        // A few spare ids, should the catalogue no longer know one of them.
        maxRecommendations: 2 * FOR_YOU_PRODUCT_COUNT,
        queryParameters: { userToken, facetFilters: assortmentFilters(assortment) },
      },
    ],
  });
  const ids = (results[0]?.hits ?? []).flatMap((hit) => ("objectID" in hit ? [hit.objectID] : []));
  if (ids.length === 0) return [];
  const products = await getProducts(dir, ids, locale);
  const context = { locale, currency: brand.currencyCode, newProductDuration: brand.newProductDuration };
  return products.slice(0, FOR_YOU_PRODUCT_COUNT).map((product) => toCatalogCard(product, context));
}
