// POST /api/search/1/indexes/{index}/query: Algolia's searchSingleIndex over the app's SearchService (S1-S3); the body
// holds the search parameters (flat, or legacy `params` URL-encoded), the answer is one search result.
import { getSearchService } from "@/features/search/server";
import type { SearchParams } from "@/features/search";
import { indexPost, otherMethods } from "@/app/api/search/algolia-http";

export const dynamic = "force-dynamic";

// The index is the path's; an indexName in the body is overridden.
export const POST = indexPost(async (body, indexName) => (await getSearchService().search({ requests: [{ ...(body as SearchParams), indexName }] })).results[0]);

export const { GET, PUT, PATCH, DELETE } = otherMethods("POST");
