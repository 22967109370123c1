// POST /api/search/1/answers/{index}/prediction: Algolia Answers over the app's SearchService (S3). Body: query,
// queryLanguages (the index's language), optional attributesForPrediction, nbHits, threshold and search params.
import { getSearchService } from "@/features/search/server";
import type { PredictionRequest } from "@/features/search";
import { answer, decodeSegment, otherMethods, readJsonBody } from "@/app/api/search/algolia-http";

export const dynamic = "force-dynamic";

type Params = Promise<{ index: string }>;

export async function POST(request: Request, { params }: { params: Params }): Promise<Response> {
  const { index } = await params;
  const body = await readJsonBody(request);
  if (body instanceof Response) return body;
  return answer(() => getSearchService().predict({ ...(body as unknown as PredictionRequest), indexName: decodeSegment(index) }));
}

export const { GET, PUT, PATCH, DELETE } = otherMethods("POST");
