// Google's Geocoding API behind the maps port's geocode call (issue 16, F6): the server asks it what a visitor typed
// (a postal code, a city, an address) when MAPS_PROVIDER=google and a server key (GOOGLE_GEOCODING_API_KEY) are set.
// Same shapes as the embedded gazetteer's answer. A failure is GeocoderUnavailableError (the page says the search is
// unavailable), never a 5xx.
import { addressOfComponents, type RegionCodeOf } from "../client/google";
import type { GeocodeResult, SuggestOptions } from "../model";

export const GOOGLE_GEOCODE_ENDPOINT = "https://maps.googleapis.com/maps/api/geocode/json";
const LANGUAGE: Record<SuggestOptions["locale"], string> = { en: "en", "fr-ca": "fr-CA", "es-mx": "es-MX" };
const REGION: Record<SuggestOptions["locale"], string> = { en: "us", "fr-ca": "ca", "es-mx": "mx" };

export class GeocoderUnavailableError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = "GeocoderUnavailableError";
  }
}

interface GoogleGeocodeAnswer {
  status: string;
  error_message?: string;
  results?: {
    formatted_address?: string;
    address_components?: { long_name?: string; short_name?: string; types?: string[] }[];
    geometry?: { location?: { lat?: number; lng?: number } };
  }[];
}

/** The request for a query: the address, the key, the page's language; one country as a filter, else a region bias. */
export function googleGeocodeRequest(query: string, options: SuggestOptions, apiKey: string): URL {
  const url = new URL(GOOGLE_GEOCODE_ENDPOINT);
  url.searchParams.set("address", query);
  url.searchParams.set("key", apiKey);
  url.searchParams.set("language", LANGUAGE[options.locale]);
  if (options.countries?.length === 1) url.searchParams.set("components", `country:${options.countries[0]}`);
  else url.searchParams.set("region", REGION[options.locale]);
  return url;
}

/** Google's answer as the port's results (a result without a location is left out). Pure. */
export function geocodeResultsOf(answer: GoogleGeocodeAnswer, regionCode: RegionCodeOf, limit: number): GeocodeResult[] {
  if (answer.status === "ZERO_RESULTS") return [];
  if (answer.status !== "OK") throw new GeocoderUnavailableError(`the geocoder answered ${answer.status}${answer.error_message ? `: ${answer.error_message}` : ""}`);
  return (answer.results ?? []).flatMap((result): GeocodeResult[] => {
    const lat = result.geometry?.location?.lat;
    const lng = result.geometry?.location?.lng;
    if (typeof lat !== "number" || typeof lng !== "number") return [];
    const components = (result.address_components ?? []).map((c) => ({ longText: c.long_name ?? null, shortText: c.short_name ?? null, types: c.types ?? [] }));
    return [{ ...addressOfComponents(components, result.formatted_address ?? "", regionCode), location: { lat, lng } }];
  }).slice(0, limit);
}

export interface GoogleGeocoderOptions {
  apiKey: string;
  timeoutMs?: number;
  fetch?: typeof fetch;
  regionCode?: RegionCodeOf;
}

const plainRegionCode: RegionCodeOf = (_country, shortText) => (/^[A-Z]{2,3}$/.test(shortText) ? shortText : "");

export function googleGeocoder({ apiKey, timeoutMs = 2_000, fetch: fetcher = (...args) => fetch(...args), regionCode = plainRegionCode }: GoogleGeocoderOptions) {
  return async function geocode(query: string, options: SuggestOptions): Promise<GeocodeResult[]> {
    const text = query.trim();
    if (text.length < 2) return [];
    let answer: GoogleGeocodeAnswer;
    try {
      const response = await fetcher(googleGeocodeRequest(text, options, apiKey), { headers: { accept: "application/json" }, signal: AbortSignal.timeout(timeoutMs) });
      if (!response.ok) throw new GeocoderUnavailableError(`the geocoder answered HTTP ${response.status}`);
      answer = (await response.json()) as GoogleGeocodeAnswer;
    } catch (error) {
      throw error instanceof GeocoderUnavailableError ? error : new GeocoderUnavailableError("the geocoder could not be reached", { cause: error });
    }
    return geocodeResultsOf(answer, regionCode, Math.min(Math.max(options.limit ?? 5, 1), 20));
  };
}
