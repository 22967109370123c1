// POST /api/search/1/answers/{index}/prediction: Algolia Answers over the app's SearchService (S3). Body: query,
// queryLanguages (the index's language), optional attributesForPrediction, nbHits, threshold and search params.
import { getSearchService } from "@/features/search/server";
import type { PredictionRequest } from "@/features/search";
import { indexPost, otherMethods } from "@/app/api/search/algolia-http";

export const dynamic = "force-dynamic";

export const POST = indexPost((body, indexName) => getSearchService().predict({ ...(body as unknown as PredictionRequest), indexName }));

export const { GET, PUT, PATCH, DELETE } = otherMethods("POST");
