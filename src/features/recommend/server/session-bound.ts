// Personal recommendations only for the one they are about (S4, issue 12): on the public Recommend endpoint,
// recommended-for-you answers for the userToken of the request's session and no other; every other model is public.
import type { RecommendationsRequest, RecommendationsResult, Recommender } from "../model";

function isAllowed(request: RecommendationsRequest, sessionToken: string | undefined): boolean {
  return request.model !== "recommended-for-you" || (sessionToken !== undefined && request.queryParameters?.userToken === sessionToken);
}

function noHits(request: RecommendationsRequest): RecommendationsResult {
  return { hits: [], nbHits: 0, page: 0, nbPages: 1, hitsPerPage: request.maxRecommendations, processingTimeMS: 0, index: request.indexName };
}

/**
 * The recommender as a request may use it: `sessionToken` gives the events token of its session (asked only when a
 * request is personal), and another account's recommendations are empty.
 */
export function sessionBoundRecommender(recommender: Recommender, sessionToken: () => Promise<string | undefined>): Recommender {
  return {
    async getRecommendations({ requests }) {
      const personal = requests.some((request) => request.model === "recommended-for-you");
      const token = personal ? await sessionToken() : undefined;
      const allowed = requests.map((request) => isAllowed(request, token));
      const asked = requests.filter((_, at) => allowed[at]);
      const { results } = asked.length > 0 ? await recommender.getRecommendations({ requests: asked }) : { results: [] };
      let next = 0;
      return { results: requests.map((request, at) => (allowed[at] ? results[next++]! : noHits(request))) };
    },
  };
}
