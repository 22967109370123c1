// The maps port's browser entry (issue 14): the PlacesClient of the configuration the server handed the page.
import type { MapsClientConfig } from "../config";
import { embeddedPlacesClient } from "./embedded";
import { googlePlacesClient, loadPlacesLibrary, type RegionCodeOf } from "./google";
import type { PlacesClient } from "./port";
import { GOOGLE_LANGUAGE as LANGUAGE, GOOGLE_REGION as REGION } from "./locale";

export { PlacesUnavailableError, type PlacesClient } from "./port";
export type { RegionCodeOf } from "./google";


export function createPlacesClient(config: MapsClientConfig, locale: string, regionCode: RegionCodeOf): PlacesClient {
  if (config.provider === "embedded") return embeddedPlacesClient(locale);
  const language = LANGUAGE[locale] ?? "en";
  return googlePlacesClient(() => loadPlacesLibrary(config.apiKey, language), { language, region: REGION[locale] ?? "us", regionCode });
}
