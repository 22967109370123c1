import { describe, expect, it } from "vitest";
import type { RecommendationsRequest, Recommender } from "../model";
import { sessionBoundRecommender } from "./session-bound";

const ACCOUNT = `account-${"1".repeat(40)}`;
/** Answers one hit per request, named after its model and token, so what reached it shows in the answer. */
const echo: Recommender = {
  async getRecommendations({ requests }) {
    return {
      results: requests.map((r) => ({ hits: [{ objectID: `${r.model}:${r.queryParameters?.userToken ?? ""}`, _score: 100 }], nbHits: 1, page: 0, nbPages: 1, hitsPerPage: r.maxRecommendations, processingTimeMS: 1, index: r.indexName })),
    };
  },
};
const forYou = (userToken: string): RecommendationsRequest => ({ indexName: "products_en", model: "recommended-for-you", threshold: 0, maxRecommendations: 30, queryParameters: { userToken } });
const trending: RecommendationsRequest = { indexName: "products_fr-ca", model: "trending-items", threshold: 0, maxRecommendations: 5 };
const ids = (answer: Awaited<ReturnType<Recommender["getRecommendations"]>>) => answer.results.map((r) => r.hits.map((hit) => ("objectID" in hit ? hit.objectID : "")));

describe("S4 recommended-for-you only for the request's own session (issue 12)", () => {
  it("answers no hits for any token without a session, keeping the other models and the order", async () => {
    const answer = await sessionBoundRecommender(echo, async () => undefined).getRecommendations({ requests: [forYou(ACCOUNT), trending, forYou("anonymous-1")] });
    expect(ids(answer)).toEqual([[], ["trending-items:"], []]);
    expect(answer.results[0]).toMatchObject({ nbHits: 0, index: "products_en", hitsPerPage: 30 });
  });

  it("answers for the session's own token only", async () => {
    const answer = await sessionBoundRecommender(echo, async () => ACCOUNT).getRecommendations({ requests: [forYou(`account-${"2".repeat(40)}`), forYou(ACCOUNT)] });
    expect(ids(answer)).toEqual([[], [`recommended-for-you:${ACCOUNT}`]]);
  });
});
