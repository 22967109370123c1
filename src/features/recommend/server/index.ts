// The Recommender the app uses (S4), chosen by RECOMMEND_SOURCE: `local` (embedded, default) or `algolia` (Algolia Recommend).
import "server-only";
import { loadCatalogFeed } from "@/features/catalog/server";
import { getEventStats } from "@/features/insights/server";
import { algoliaSettingsFromEnv } from "@/features/search/server";
import type { Recommender } from "../model";
import { createAlgoliaRecommender } from "./algolia";
import { createLocalRecommender } from "./local";

export { sessionBoundRecommender } from "./session-bound";

export const RECOMMEND_ENV = [
  { name: "RECOMMEND_SOURCE", default: "local", description: "`local`: the embedded recommender over the catalogue and stored events; `algolia`: Algolia Recommend (needs ALGOLIA_APP_ID and ALGOLIA_SEARCH_API_KEY)." },
] as const;

const store = globalThis as typeof globalThis & { __voltlineRecommender?: Recommender };

export function getRecommender(env: Record<string, string | undefined> = process.env): Recommender {
  if (!store.__voltlineRecommender) {
    if (env.RECOMMEND_SOURCE === "algolia") {
      // Recommend shares the application's hosts (ALGOLIA_HOSTS) and the search key.
      const { appId, apiKey, hosts } = algoliaSettingsFromEnv(env, "search");
      store.__voltlineRecommender = createAlgoliaRecommender({ appId, apiKey, ...(hosts ? { hosts } : {}) });
    } else {
      store.__voltlineRecommender = createLocalRecommender(() => loadCatalogFeed(env), getEventStats);
    }
  }
  return store.__voltlineRecommender;
}
export { getRecommendedForYou } from "./for-you";
export { handleProductRecommendationsRequest } from "./product-recommendations-route";
