// POST /api/search/1/indexes/*/recommendations: Algolia Recommend over the app's Recommender (S4); client mistakes are 400 JSON.
import { analyticsAllowed } from "@/features/consent";
import { parseRecommendationsBody, withoutPersonalModels } from "@/features/recommend/model";
import { getRecommender } from "@/features/recommend/server";
import { answer, readJsonBody } from "@/app/api/search/algolia-http";

export const dynamic = "force-dynamic";

export async function POST(request: Request): Promise<Response> {
  const body = await readJsonBody(request);
  if (body instanceof Response) return body;
  // Issue 12: personal models need the visitor's analytics consent (ADR 31).
  const recommender = analyticsAllowed(request.headers.get("cookie")) ? getRecommender() : withoutPersonalModels(getRecommender());
  return answer(async () => recommender.getRecommendations({ requests: parseRecommendationsBody(body) }));
}
