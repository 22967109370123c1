// The product page's recommendation sections (S4; ADR 70): GET /api/recommendations/product?brand=&locale=&id=.
import { handleProductRecommendationsRequest } from "@/features/recommend/server";

export const dynamic = "force-dynamic";

export async function GET(request: Request): Promise<Response> {
  return handleProductRecommendationsRequest(request);
}
