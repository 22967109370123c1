// What the Find a Sales Contact module answers for a query (F5, ADR 53): the territory the location is in (a postal
// code read by its country's ranges, a place typed geocoded through the maps port with Where to Buy's locate logic,
// or the state / province chosen), then the agency and the territory manager of the brand's market there.
// Dependencies are handed in (geocoder, network) so the page and the tests share it; a failure of either is the
// "unavailable" answer, never an exception to the page.
import type { Locale } from "@/config/locales";
import type { GeocodeResult, SuggestOptions } from "@/platform/maps";
import { locateText } from "@/features/locator/server";
import { territoryKey, type MarketNetwork, type SalesContact, type SalesCountry, type Territory } from "../model";
import type { SalesContactQuery } from "../query";
import { isSalesCountry, looksLikePostalCode, postalCountryOutside, readPostalCode, TERRITORY_CODES } from "../territories";

export type SalesContactAnswer =
  | { kind: "idle" }
  /** A location without a market (the brand has several). */
  | { kind: "needsMarket" }
  /** A market without a location. */
  | { kind: "needsLocation" }
  | { kind: "unknownPostalCode"; code: string }
  /** A postal code or place of a country the brand's sales network does not cover. */
  | { kind: "outside"; country: SalesCountry | string }
  | { kind: "placeNotFound"; text: string }
  | { kind: "unavailable" }
  | {
      kind: "contact";
      contact: SalesContact;
      /** How the territory was found. */
      via: "postalCode" | "place" | "region";
      /** The postal code as read, or the place found. */
      postalCode?: string;
      place?: GeocodeResult;
      /** Other territories the location may mean (a 5-digit code is a US ZIP and a Mexican CP). */
      alternatives: Territory[];
    };

export interface SalesContactDeps {
  geocode: (query: string, options: SuggestOptions) => Promise<GeocodeResult[]>;
  network: (market: string) => Promise<MarketNetwork>;
  onError?: (error: unknown) => void;
}

type Located =
  | { kind: "territory"; territory: Territory; via: "postalCode" | "place" | "region"; postalCode?: string; place?: GeocodeResult; alternatives: Territory[] }
  | Extract<SalesContactAnswer, { kind: "unknownPostalCode" | "outside" | "placeNotFound" }>;

async function locate(query: SalesContactQuery, countries: readonly SalesCountry[], locale: Locale, geocode: SalesContactDeps["geocode"]): Promise<Located> {
  if (query.text && looksLikePostalCode(query.text)) {
    const reading = readPostalCode(query.text, countries);
    const [territory, ...alternatives] = reading.territories;
    if (territory) return { kind: "territory", territory, via: "postalCode", postalCode: reading.code, alternatives };
    const country = postalCountryOutside(query.text, countries);
    return country ? { kind: "outside", country } : { kind: "unknownPostalCode", code: reading.code };
  }
  if (query.text) {
    const found = await locateText(query.text, { locale, countries }, geocode);
    if (!found) return { kind: "placeNotFound", text: query.text };
    const { country, region } = found.place;
    if (!isSalesCountry(country) || !countries.includes(country)) return { kind: "outside", country };
    if (!TERRITORY_CODES[country].includes(region)) return { kind: "placeNotFound", text: query.text };
    return { kind: "territory", territory: { country, region }, via: "place", place: found.place, alternatives: [] };
  }
  return { kind: "territory", territory: query.region!, via: "region", alternatives: [] };
}

export async function answerSalesContact(query: SalesContactQuery, countries: readonly SalesCountry[], locale: Locale, deps: SalesContactDeps): Promise<SalesContactAnswer> {
  const hasLocation = query.text !== "" || query.region !== undefined;
  if (!hasLocation) return query.market ? { kind: "needsLocation" } : { kind: "idle" };
  try {
    const located = await locate(query, countries, locale, deps.geocode);
    if (located.kind !== "territory") return located;
    if (!query.market) return { kind: "needsMarket" };
    const network = await deps.network(query.market);
    const contact = network.contacts.get(territoryKey(located.territory));
    if (!contact) throw new Error(`sales contact: no contact for ${query.market} in ${territoryKey(located.territory)}`);
    return {
      kind: "contact",
      contact,
      via: located.via,
      ...(located.postalCode ? { postalCode: located.postalCode } : {}),
      ...(located.place ? { place: located.place } : {}),
      alternatives: located.alternatives,
    };
  } catch (error) {
    deps.onError?.(error);
    return { kind: "unavailable" };
  }
}
