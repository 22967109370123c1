// The maps port's server entry (ARCHITECTURE: maps + geocode; issue 14, reused by issue 16): the PlacesService of the
// configuration. The embedded gazetteer answers in process; under Google the browser asks Google itself (./client),
// and the server's service stays the gazetteer (geocoding of issue 16 may add Google's Geocoding API as an adapter).
import { createEmbeddedPlaces } from "./embedded";
import type { PlaceNames } from "./embedded/gazetteer";
import type { PlacesService } from "./port";
import type { GeocodeResult, SuggestOptions } from "./model";
import { geocoderConfig } from "./config";
import { googleGeocoder } from "./geocoding/google";

export type { PlacesService } from "./port";
export type { PlaceNames, CityEntry, PostalEntry } from "./embedded/gazetteer";
// The gazetteer's places themselves, for data generated at build time (issue 16: distributors placed at real places).
export { loadGazetteerData, GAZETTEER_COUNTRIES, provinceOfPostalCode } from "./embedded/data";
export * from "./model";
export { MAPS_ENV, mapsClientConfig, geocoderConfig, GOOGLE_MAPS_ORIGINS, type MapsClientConfig } from "./config";
export { GeocoderUnavailableError } from "./geocoding/google";

/** The process's PlacesService; `names` says subdivisions and countries in the page's language. */
export function placesService(names: PlaceNames): PlacesService {
  return createEmbeddedPlaces(names);
}

export type Geocode = (query: string, options: SuggestOptions) => Promise<GeocodeResult[]>;

/**
 * What the server geocodes a visitor's text with (issue 16): Google's Geocoding API when configured (geocoderConfig),
 * else the embedded gazetteer. Google's failures are GeocoderUnavailableError.
 */
export function geocoder(names: PlaceNames, env: Record<string, string | undefined> = process.env): Geocode {
  const config = geocoderConfig(env);
  if (config.provider === "google") return googleGeocoder({ apiKey: config.apiKey });
  const places = createEmbeddedPlaces(names);
  return (query, options) => places.geocode(query, options);
}
