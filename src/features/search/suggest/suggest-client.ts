// Loaded on the header search box's first focus (S3): the lite search client, the suggestion requests, and the list's
// words (issue 15 §1), kept out of every page's first load. One multi-query call answers the three groups: queries,
// categories and products.
import { onDemandTranslator } from "@/platform/i18n/load-on-demand-messages";
import { createSearchClient, searchClientConfig } from "../client/search-client";
import type { Hit } from "../model";
import { NO_SUGGESTIONS, suggestionLabels, suggestRequests, toSuggestionGroups, type SuggestContext, type SuggestionGroups, type SuggestionLabels } from "./suggestions";

/** The suggester and the list's words; rejects when the words cannot be had, and the box then says suggestions are unavailable. */
export async function createSuggester(context: SuggestContext): Promise<{ suggest: (input: string) => Promise<SuggestionGroups>; labels: SuggestionLabels }> {
  const labels = suggestionLabels(await onDemandTranslator(context.locale, "search-suggestions", "search"));
  const client = createSearchClient(
    searchClientConfig({ appId: process.env.NEXT_PUBLIC_ALGOLIA_APP_ID, apiKey: process.env.NEXT_PUBLIC_ALGOLIA_SEARCH_API_KEY }, window.location.origin),
  );
  async function suggest(input: string): Promise<SuggestionGroups> {
    const requests = suggestRequests(input, context);
    if (requests.length === 0) return NO_SUGGESTIONS;
    const { results } = await client.search({ requests } as never);
    return toSuggestionGroups(results as { hits?: Hit[]; queryID?: string; facets?: Record<string, Record<string, number>> }[], input, context);
  }
  return { suggest, labels };
}
