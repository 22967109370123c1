// POST /api/search/1/indexes/{index}/query: Algolia's searchSingleIndex over the app's SearchService (S1-S3); the body
// holds the search parameters (flat, or legacy `params` URL-encoded), the answer is one search result.
import { getSearchService } from "@/features/search/server";
import type { SearchParams } from "@/features/search";
import { answer, decodeSegment, otherMethods, readJsonBody } from "@/app/api/search/algolia-http";

export const dynamic = "force-dynamic";

type Params = Promise<{ index: string }>;

export async function POST(request: Request, { params }: { params: Params }): Promise<Response> {
  const { index } = await params;
  const body = await readJsonBody(request);
  if (body instanceof Response) return body;
  // The index is the path's; an indexName in the body is overridden.
  return answer(async () => {
    const { results } = await getSearchService().search({ requests: [{ ...(body as SearchParams), indexName: decodeSegment(index) }] });
    return results[0];
  });
}

export const { GET, PUT, PATCH, DELETE } = otherMethods("POST");
