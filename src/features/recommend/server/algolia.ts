// Algolia Recommend adapter (S4, X3): the same requests sent to Algolia with the search timeouts (connect 1 s, read 2 s, write 30 s).
import "server-only";
import { algoliasearch, type GetRecommendationsParams } from "algoliasearch";
import type { AlgoliaRequester } from "@/features/insights/server";
import { ALGOLIA_TIMEOUTS, type AlgoliaHost } from "@/features/search/server";
import { parseRecommendationsBody, type Recommender, type RecommendationsResult } from "../model";

export function createAlgoliaRecommender(settings: { appId: string; apiKey: string; hosts?: AlgoliaHost[]; requester?: AlgoliaRequester }): Recommender {
  const options = { timeouts: { ...ALGOLIA_TIMEOUTS }, ...(settings.hosts ? { hosts: settings.hosts } : {}), ...(settings.requester ? { requester: settings.requester } : {}) };
  const client = algoliasearch(settings.appId, settings.apiKey, options).initRecommend({ options });
  return {
    async getRecommendations({ requests }) {
      // The same checks and budget as the embedded recommender, so both refuse the same calls (ADR 27).
      parseRecommendationsBody({ requests });
      const response = await client.getRecommendations({ requests } as unknown as GetRecommendationsParams);
      return { results: response.results as unknown as RecommendationsResult[] };
    },
  };
}
