// Recommendations of a product page (S4), within the brand's assortment, asked for by the browser (ADR 70).
import "server-only";
import type { Locale } from "@/config/locales";
import { getBrandAssortment } from "@/features/catalog/server";
import type { Product } from "@/features/catalog";
import { getProducts } from "@/features/catalog/server";
import { searchIndexName } from "@/features/search";
import { assortmentFilters } from "@/features/search";
import { logger } from "@/platform/logging/logger";
import { RECOMMEND_LIMITS, type RecommendModel } from "../model";
import { distinctSections, SECTION_SIZE } from "../sections";
import { getRecommender } from "./index";

export interface ProductRecommendations {
  related: Product[];
  similar: Product[];
  boughtTogether: Product[];
}

const SECTIONS = [
  ["related", "related-products"],
  ["similar", "looking-similar"],
  ["boughtTogether", "bought-together"],
] as const satisfies readonly (readonly [keyof ProductRecommendations, RecommendModel])[];

const EMPTY: ProductRecommendations = { related: [], similar: [], boughtTogether: [] };

/**
 * The three sections; products already on the page (`shown`) are left out; a recommender failure leaves them empty
 * and says so (their emptiness is then not worth keeping in a shared cache).
 */
export async function productRecommendationsOf(
  brand: string,
  locale: Locale,
  productId: string,
  shown: readonly string[],
): Promise<{ sections: ProductRecommendations; failed: boolean }> {
  const assortment = await getBrandAssortment(brand);
  if (!assortment) return { sections: EMPTY, failed: false };
  try {
    const { results } = await getRecommender().getRecommendations({
      requests: SECTIONS.map(([, model]) => ({
        indexName: searchIndexName("products", locale),
        model,
        objectID: productId,
        threshold: 0,
        // Enough to fill each section after earlier sections and the page's own products are taken out, within Recommend's bound.
        maxRecommendations: Math.min(RECOMMEND_LIMITS.maxRecommendations, SECTION_SIZE * SECTIONS.length + shown.length),
        queryParameters: { facetFilters: assortmentFilters(assortment) },
      })),
    });
    const ids = distinctSections(
      SECTIONS.map(([name], i) => [name, (results[i]?.hits ?? []).flatMap((hit) => ("objectID" in hit ? [hit.objectID] : []))] as const),
      [productId, ...shown],
    );
    const [related, similar, boughtTogether] = await Promise.all(SECTIONS.map(([name]) => getProducts(brand, ids[name], locale)));
    return { sections: { related: related ?? [], similar: similar ?? [], boughtTogether: boughtTogether ?? [] }, failed: false };
  } catch (error) {
    logger.error({ err: error, brand, productId }, "product page: recommendations failed");
    return { sections: EMPTY, failed: true };
  }
}
