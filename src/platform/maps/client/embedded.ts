// The embedded Places adapter in the browser: the site's own endpoints over the gazetteer (GET /api/maps/...).
import type { PlaceAddress, PlaceSuggestion } from "../model";
import { PlacesUnavailableError, type PlacesClient } from "./port";

export function embeddedPlacesClient(locale: string, fetcher: typeof fetch = (...args) => fetch(...args)): PlacesClient {
  async function get<T>(path: string, signal?: AbortSignal): Promise<T | undefined> {
    let response: Response;
    try {
      response = await fetcher(path, { headers: { accept: "application/json" }, signal });
    } catch (error) {
      if (signal?.aborted) throw error;
      throw new PlacesUnavailableError("the places endpoint could not be reached", { cause: error });
    }
    if (response.status === 404) return undefined;
    if (!response.ok) throw new PlacesUnavailableError(`the places endpoint answered ${response.status}`);
    return (await response.json()) as T;
  }
  return {
    async suggest(query, { signal }) {
      const answer = await get<{ suggestions: PlaceSuggestion[] }>(`/api/maps/autocomplete?${new URLSearchParams({ q: query, locale })}`, signal);
      return answer?.suggestions ?? [];
    },
    async resolve(id, { signal }) {
      return get<PlaceAddress>(`/api/maps/places/${encodeURIComponent(id)}?${new URLSearchParams({ locale })}`, signal);
    },
  };
}
