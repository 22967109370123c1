// The Recommender the app uses (S4), chosen by RECOMMEND_SOURCE: `local` (embedded, default) or `algolia` (Algolia Recommend).
import "server-only";
import { catalogConfig } from "@/features/catalog/server/config";
import { loadCatalog } from "@/features/catalog/server/local-catalog";
import { algoliaCredentials, getEventStats } from "@/features/insights/server";
import type { Recommender } from "../model";
import { createAlgoliaRecommender } from "./algolia";
import { createLocalRecommender } from "./local";

export const RECOMMEND_ENV = [
  { name: "RECOMMEND_SOURCE", default: "local", description: "`local`: the embedded recommender over the catalogue and stored events; `algolia`: Algolia Recommend (needs ALGOLIA_APP_ID and ALGOLIA_SEARCH_API_KEY)." },
] as const;

const store = globalThis as typeof globalThis & { __voltlineRecommender?: Recommender };

export function getRecommender(env: Record<string, string | undefined> = process.env): Recommender {
  if (!store.__voltlineRecommender) {
    if (env.RECOMMEND_SOURCE === "algolia") {
      const credentials = algoliaCredentials(env);
      if (!credentials) throw new Error("RECOMMEND_SOURCE=algolia needs ALGOLIA_APP_ID and ALGOLIA_SEARCH_API_KEY");
      store.__voltlineRecommender = createAlgoliaRecommender(credentials);
    } else {
      store.__voltlineRecommender = createLocalRecommender(() => loadCatalog(catalogConfig(env).catalogDir), getEventStats);
    }
  }
  return store.__voltlineRecommender;
}
