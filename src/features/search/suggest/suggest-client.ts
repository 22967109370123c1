// Loaded on the header search box's first focus (S3): the lite search client and the suggestion request, kept out of
// every page's first load.
import { createSearchClient, searchClientConfig } from "../client/search-client";
import type { Hit } from "../model";
import { suggestRequest, toSuggestions, type SuggestContext, type Suggestion } from "./suggestions";

export function createSuggester(context: SuggestContext) {
  const client = createSearchClient(
    searchClientConfig({ appId: process.env.NEXT_PUBLIC_ALGOLIA_APP_ID, apiKey: process.env.NEXT_PUBLIC_ALGOLIA_SEARCH_API_KEY }, window.location.origin),
  );
  return async function suggest(input: string): Promise<Suggestion[]> {
    const request = suggestRequest(input, context);
    if (!request) return [];
    const { indexName, ...params } = request;
    const { results } = await client.search({ requests: [{ indexName, ...params }] } as never);
    const result = (results as { hits?: Hit[]; queryID?: string }[])[0];
    return result?.hits ? toSuggestions({ hits: result.hits, ...(result.queryID ? { queryID: result.queryID } : {}) }, context) : [];
  };
}
