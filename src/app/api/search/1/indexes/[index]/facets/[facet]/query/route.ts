// POST /api/search/1/indexes/{index}/facets/{facet}/query: Algolia facet-value search over the app's SearchService (S3).
import { getSearchService } from "@/features/search/server";
import type { SearchParams } from "@/features/search";
import { answer, otherMethods, decodeSegment, readJsonBody, searchError } from "@/app/api/search/algolia-http";

export const dynamic = "force-dynamic";

type Params = Promise<{ index: string; facet: string }>;

export async function POST(request: Request, { params }: { params: Params }): Promise<Response> {
  const { index, facet } = await params;
  const body = await readJsonBody(request);
  if (body instanceof Response) return body;
  const { facetQuery = "", maxFacetHits, params: searchParams } = body;
  if (typeof facetQuery !== "string") return searchError("facetQuery must be a string");
  if (maxFacetHits !== undefined && (typeof maxFacetHits !== "number" || !Number.isInteger(maxFacetHits) || maxFacetHits < 1)) return searchError("maxFacetHits must be a positive integer");
  if (searchParams !== undefined && typeof searchParams !== "string" && (searchParams === null || typeof searchParams !== "object" || Array.isArray(searchParams))) {
    return searchError("params must be an object or a URL-encoded string");
  }
  // URL-encoded params (legacy clients) go through the engine's own decoder as a nested `params`.
  const nested: SearchParams | undefined = typeof searchParams === "string" ? { params: searchParams } : (searchParams as SearchParams | undefined);
  return answer(() =>
    getSearchService().searchForFacetValues({
      indexName: decodeSegment(index),
      facetName: decodeSegment(facet),
      facetQuery,
      ...(typeof maxFacetHits === "number" ? { maxFacetHits } : {}),
      ...(nested ? { params: nested } : {}),
    }),
  );
}

export const { GET, PUT, PATCH, DELETE } = otherMethods("POST");
