// POST /api/search/1/indexes/*/queries: Algolia multi-index search over the app's SearchService (S1, S2).
import { getSearchService } from "@/features/search/server";
import type { SearchRequest } from "@/features/search";
import { answer, otherMethods, readJsonBody, searchError } from "@/app/api/search/algolia-http";

export const dynamic = "force-dynamic";

export async function POST(request: Request): Promise<Response> {
  const body = await readJsonBody(request);
  if (body instanceof Response) return body;
  const { requests } = body;
  if (!Array.isArray(requests) || !requests.every((r) => r !== null && typeof r === "object" && typeof (r as SearchRequest).indexName === "string")) {
    return searchError("requests must be a list of objects with an indexName");
  }
  return answer(() => getSearchService().search({ requests: requests as SearchRequest[] }));
}

export const { GET, PUT, PATCH, DELETE } = otherMethods("POST");
