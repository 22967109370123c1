// The maps port's server entry (ARCHITECTURE: maps + geocode; issue 14, reused by issue 16): the PlacesService of the
// configuration. The embedded gazetteer answers in process; under Google the browser asks Google itself (./client),
// and the server's service stays the gazetteer (geocoding of issue 16 may add Google's Geocoding API as an adapter).
import { createEmbeddedPlaces } from "./embedded";
import type { PlaceNames } from "./embedded/gazetteer";
import type { PlacesService } from "./port";

export type { PlacesService } from "./port";
export type { PlaceNames, CityEntry, PostalEntry } from "./embedded/gazetteer";
// The gazetteer's places themselves, for data generated at build time (issue 16: distributors placed at real places).
export { loadGazetteerData, GAZETTEER_COUNTRIES } from "./embedded/data";
export * from "./model";
export { MAPS_ENV, mapsClientConfig, GOOGLE_MAPS_ORIGINS, type MapsClientConfig } from "./config";

/** The process's PlacesService; `names` says subdivisions and countries in the page's language. */
export function placesService(names: PlaceNames): PlacesService {
  return createEmbeddedPlaces(names);
}
