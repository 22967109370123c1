// The Places port on the server (issue 14): address autocomplete and geocoding. Adapters: `embedded` (a gazetteer of
// North American places from npm data packages, in process, ./embedded) and `google` (Google Places in the browser,
// ../client: the server then has nothing to answer, issue 16 may add Google's Geocoding API here).
import type { GeocodeResult, PlaceAddress, PlaceSuggestion, SuggestOptions } from "./model";

export interface PlacesService {
  /** Places whose name or postal code starts with what was typed, the likeliest first. */
  autocomplete(query: string, options: SuggestOptions): Promise<PlaceSuggestion[]>;
  /** The address parts of a suggestion's id; undefined for an id it never gave. */
  place(id: string, options: Pick<SuggestOptions, "locale">): Promise<PlaceAddress | undefined>;
  /** Where a query names (a city, "Springfield, IL", a postal code), the likeliest first. */
  geocode(query: string, options: SuggestOptions): Promise<GeocodeResult[]>;
}
