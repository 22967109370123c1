// Loaded on the header search box's first focus (S3): the lite search client and the suggestion requests, kept out of
// every page's first load. One multi-query call answers the three groups: queries, categories and products.
import { createSearchClient, searchClientConfig } from "../client/search-client";
import type { Hit } from "../model";
import { NO_SUGGESTIONS, suggestRequests, toSuggestionGroups, type SuggestContext, type SuggestionGroups } from "./suggestions";

export function createSuggester(context: SuggestContext) {
  const client = createSearchClient(
    searchClientConfig({ appId: process.env.NEXT_PUBLIC_ALGOLIA_APP_ID, apiKey: process.env.NEXT_PUBLIC_ALGOLIA_SEARCH_API_KEY }, window.location.origin),
  );
  return async function suggest(input: string): Promise<SuggestionGroups> {
    const requests = suggestRequests(input, context);
    if (requests.length === 0) return NO_SUGGESTIONS;
    const { results } = await client.search({ requests } as never);
    return toSuggestionGroups(results as { hits?: Hit[]; queryID?: string; facets?: Record<string, Record<string, number>> }[], input, context);
  };
}
