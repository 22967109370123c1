// The maps port's shapes (ARCHITECTURE: maps + geocode; issue 14 A5, issue 16 F6): what an address autocomplete
// suggests, what a chosen place fills in, and where a place is. Shared by the server adapters and the browser.

/** One suggestion of an address autocomplete. */
export interface PlaceSuggestion {
  /** Opaque to the caller: handed back to `place(id)` (the embedded gazetteer's `city:…`/`postal:…`, Google's place id). */
  id: string;
  /** What the visitor typed towards: the city, or the postal code. */
  primary: string;
  /** The rest of the place, for telling places of one name apart: "Illinois, United States". */
  secondary: string;
}

export interface LatLng {
  lat: number;
  lng: number;
}

/** What choosing a suggestion fills in of an address form (empty strings for what the place does not say). */
export interface PlaceAddress {
  /** Street and number when the provider knows them (Google); never for the gazetteer's cities and postal codes. */
  line1: string;
  city: string;
  /** ISO 3166-2 subdivision code without the country for the US, Canada and Mexico; the provider's text elsewhere. */
  region: string;
  postalCode: string;
  /** ISO 3166-1 alpha-2. */
  country: string;
  location?: LatLng;
  /** The place in one line, for the visitor ("Springfield, IL 62701, United States"). */
  label: string;
}

/** A place a query names, with where it is (issue 16's distances). */
export type GeocodeResult = PlaceAddress & { location: LatLng };

export interface SuggestOptions {
  /** The page's locale: names of regions and countries in it. */
  locale: "en" | "fr-ca" | "es-mx";
  /** Only places of these countries (ISO alpha-2); all of North America when absent. */
  countries?: readonly string[];
  limit?: number;
}

/** The longest query an autocomplete takes (longer is cut, not refused). */
export const MAX_PLACE_QUERY = 100;
/** Suggestions per query. */
export const DEFAULT_SUGGESTIONS = 6;
