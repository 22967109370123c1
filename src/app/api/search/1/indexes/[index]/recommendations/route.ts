// POST /api/search/1/indexes/*/recommendations: Algolia Recommend over the app's Recommender (S4); client mistakes are 400 JSON.
import { parseRecommendationsBody } from "@/features/recommend/model";
import { sessionUserToken } from "@/features/account/server/session";
import { getRecommender, sessionBoundRecommender } from "@/features/recommend/server";
import { answer, readJsonBody } from "@/app/api/search/algolia-http";

export const dynamic = "force-dynamic";

export async function POST(request: Request): Promise<Response> {
  const body = await readJsonBody(request);
  if (body instanceof Response) return body;
  // recommended-for-you answers only for the request's session (issue 12).
  const recommender = sessionBoundRecommender(getRecommender(), () => sessionUserToken(request));
  return answer(async () => recommender.getRecommendations({ requests: parseRecommendationsBody(body) }));
}
