// Subdivision and country names of geocoded places in the page's language (the forms' address lists, as A5 uses).
import { countryName, regionOptions } from "@/features/forms";
import type { PlaceNames } from "@/platform/maps";

const regionNames = new Map<string, Map<string, string>>();

export const LOCATOR_PLACE_NAMES: PlaceNames = {
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
