// POST /api/search/1/indexes/*/recommendations: Algolia Recommend over the app's Recommender (S4); client mistakes are 400 JSON.
import { parseRecommendationsBody } from "@/features/recommend/model";
import { getRecommender } from "@/features/recommend/server";
import { answer, readJsonBody } from "@/app/api/search/algolia-http";

export const dynamic = "force-dynamic";

export async function POST(request: Request): Promise<Response> {
  const body = await readJsonBody(request);
  if (body instanceof Response) return body;
  return answer(async () => getRecommender().getRecommendations({ requests: parseRecommendationsBody(body) }));
}
