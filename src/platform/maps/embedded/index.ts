// The embedded PlacesService (issue 14): the gazetteer built once per process on first use, shared by every bundle
// copy of this module.
import type { PlacesService } from "../port";
import { createGazetteer, type Gazetteer, type PlaceNames } from "./gazetteer";
import { loadGazetteerData } from "./data";

const store = globalThis as typeof globalThis & { __voltlineGazetteer?: Promise<Gazetteer> };

export function createEmbeddedPlaces(names: PlaceNames, load = loadGazetteerData): PlacesService {
  const gazetteer = () => {
    store.__voltlineGazetteer ??= load()
      .then(({ cities, postalCodes }) => createGazetteer(cities, postalCodes, names))
      .catch((error: unknown) => {
        store.__voltlineGazetteer = undefined;
        throw error;
      });
    return store.__voltlineGazetteer;
  };
  return {
    autocomplete: async (query, options) => (await gazetteer()).autocomplete(query, options),
    place: async (id, options) => (await gazetteer()).place(id, options),
    geocode: async (query, options) => (await gazetteer()).geocode(query, options),
  };
}
