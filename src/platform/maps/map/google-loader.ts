// What the Google map adapter (issue 16, F6; X6) asks Google for: the props of @vis.gl/react-google-maps' APIProvider,
// which loads the Maps JavaScript API once (its script URL carries the key, the libraries, the language and the region),
// and when the map must give up (spec §5: "the address-autocomplete map fails if the places library was not loaded").
// Pure: contract-tested without network (google-loader.test.ts).
import { GOOGLE_LANGUAGE, GOOGLE_REGION } from "../client/locale";

/** Places for the address autocomplete beside the map, marker for the advanced markers markerclusterer groups. */
export const GOOGLE_MAP_LIBRARIES = ["places", "marker"];
export const GOOGLE_MAPS_VERSION = "weekly";
/** Google's Map ID for trials, when GOOGLE_MAPS_MAP_ID is not set (advanced markers need a Map ID). */
export const DEMO_MAP_ID = "DEMO_MAP_ID";

export interface GoogleMapsApiProps {
  apiKey: string;
  version: string;
  libraries: string[];
  language: string;
  region: string;
}

export function googleMapsApiProps(apiKey: string, locale: string): GoogleMapsApiProps {
  return {
    apiKey,
    version: GOOGLE_MAPS_VERSION,
    libraries: [...GOOGLE_MAP_LIBRARIES],
    language: GOOGLE_LANGUAGE[locale] ?? "en",
    region: (GOOGLE_REGION[locale] ?? "us").toUpperCase(),
  };
}

/** The part of `google.maps.places` the page relies on (Places API (New)). */
function isPlacesLibrary(value: unknown): boolean {
  const library = value as { AutocompleteSuggestion?: { fetchAutocompleteSuggestions?: unknown }; Place?: unknown } | null;
  return typeof library?.AutocompleteSuggestion?.fetchAutocompleteSuggestions === "function" && typeof library.Place === "function";
}

/**
 * Whether the map must show the spec's error instead of itself: the API failed to load (the script, a library, or the
 * key was refused: the loader's FAILED / AUTH_FAILURE), or it loaded without a usable places library.
 * `status` is the APIProvider's loading status, `places` what `useMapsLibrary("places")` gave (null while loading).
 */
export function placesLibraryMissing(status: string, places: unknown): boolean {
  if (status === "FAILED" || status === "AUTH_FAILURE") return true;
  return status === "LOADED" && places !== null && places !== undefined && !isPlacesLibrary(places);
}
