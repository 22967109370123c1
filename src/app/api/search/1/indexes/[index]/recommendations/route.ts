// POST /api/search/1/indexes/*/recommendations: Algolia Recommend over the app's Recommender (S4); client mistakes are 400 JSON.
import { analyticsAllowed } from "@/features/consent";
import { parseRecommendationsBody, withoutPersonalModels } from "@/features/recommend";
import { sessionUserToken } from "@/features/account/server";
import { getRecommender, sessionBoundRecommender } from "@/features/recommend/server";
import { answer, otherMethods, readJsonBody } from "@/app/api/search/algolia-http";

export const dynamic = "force-dynamic";

export async function POST(request: Request): Promise<Response> {
  const body = await readJsonBody(request);
  if (body instanceof Response) return body;
  // recommended-for-you answers only for the request's session (issue 12), and personal models need analytics consent (ADR 31).
  const recommender = analyticsAllowed(request.headers.get("cookie"))
    ? sessionBoundRecommender(getRecommender(), () => sessionUserToken(request))
    : withoutPersonalModels(getRecommender());
  return answer(async () => recommender.getRecommendations({ requests: parseRecommendationsBody(body) }));
}

export const { GET, PUT, PATCH, DELETE } = otherMethods("POST");
