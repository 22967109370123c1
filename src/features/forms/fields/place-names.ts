// Subdivision and country names of a geocoded place in the page's language, from the address lists of the forms' field
// kit (A5 address autocomplete, F6 where to buy): what the maps port's gazetteer asks for.
import type { PlaceNames } from "@/platform/maps";
import { countryName } from "./countries";
import { regionOptions } from "./regions";

const regionNames = new Map<string, Map<string, string>>();

export const ADDRESS_PLACE_NAMES: PlaceNames = {
  region(country, code, locale) {
    const key = `${country}:${locale}`;
    let names = regionNames.get(key);
    if (!names) {
      names = new Map(regionOptions(country, locale).map((region) => [region.code, region.name]));
      regionNames.set(key, names);
    }
    return names.get(code) ?? code;
  },
  country: (code, locale) => countryName(code, locale),
};
