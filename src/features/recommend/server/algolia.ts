// Algolia Recommend adapter (S4, X3): the same requests sent to Algolia with the search timeouts (connect 1 s, read 2 s, write 30 s).
import "server-only";
import { algoliasearch, type GetRecommendationsParams } from "algoliasearch";
import { SEARCH_CLIENT } from "@/config/constants";
import type { AlgoliaRequester } from "@/features/insights/server/algolia";
import type { Recommender, RecommendationsResult } from "../model";

export function createAlgoliaRecommender(settings: { appId: string; apiKey: string; requester?: AlgoliaRequester }): Recommender {
  const timeouts = { connect: SEARCH_CLIENT.connectTimeoutMs, read: SEARCH_CLIENT.readTimeoutMs, write: SEARCH_CLIENT.writeTimeoutMs };
  const requester = settings.requester ? { requester: settings.requester } : {};
  const client = algoliasearch(settings.appId, settings.apiKey, { timeouts, ...requester }).initRecommend({ options: { timeouts, ...requester } });
  return {
    async getRecommendations({ requests }) {
      const response = await client.getRecommendations({ requests } as unknown as GetRecommendationsParams);
      return { results: response.results as unknown as RecommendationsResult[] };
    },
  };
}
