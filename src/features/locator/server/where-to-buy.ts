// What the Where to Buy module shows for a query (F6): the place searched from, the branches within the radius nearest
// first, or why there are none. Dependencies are handed in (geocoder, geo search) so routes and tests share it; every
// failure becomes the "unavailable" answer, never an exception to the page.
import type { DistanceUnit } from "@/config/constants";
import type { Locale } from "@/config/locales";
import type { GeocodeResult } from "@/platform/maps";
import { toKm, type Point } from "../geo";
import type { BranchHit } from "../model";
import type { LocatorQuery } from "../query";
import type { BranchSearch } from "./branch-search";
import { locateText } from "./locate";

export interface WhereToBuyBrand {
  brandDirectory: string;
  unitDistance: DistanceUnit;
  restrictWhereToBuyResultsToCountry?: string;
}

export type WhereToBuyAnswer =
  | { kind: "idle" }
  | { kind: "notFound"; text: string }
  | { kind: "unavailable" }
  | {
      kind: "results";
      /** The place searched from: a geocoded place, or the visitor's position ("use my location"). */
      origin: { point: Point; place?: GeocodeResult };
      alternatives: GeocodeResult[];
      hits: BranchHit[];
      more: boolean;
    };

export interface WhereToBuyDeps {
  geocode: (query: string, options: { locale: Locale; countries?: readonly string[]; limit?: number }) => Promise<GeocodeResult[]>;
  search: () => Promise<BranchSearch>;
  onError?: (error: unknown) => void;
}

export async function answerWhereToBuy(query: LocatorQuery, brand: WhereToBuyBrand, locale: Locale, deps: WhereToBuyDeps): Promise<WhereToBuyAnswer> {
  if (!query.searchable) return { kind: "idle" };
  const country = brand.restrictWhereToBuyResultsToCountry || undefined;
  try {
    let origin: { point: Point; place?: GeocodeResult };
    let alternatives: GeocodeResult[] = [];
    if (query.point) origin = { point: query.point };
    else {
      const found = await locateText(query.text, { locale, ...(country ? { countries: [country] } : {}) }, deps.geocode);
      if (!found) return { kind: "notFound", text: query.text };
      origin = { point: found.place.location, place: found.place };
      alternatives = found.alternatives;
    }
    const search = await deps.search();
    const { hits, more } = search.search({
      point: origin.point,
      radiusKm: toKm(query.radius, brand.unitDistance),
      brand: brand.brandDirectory,
      ...(query.family ? { family: query.family } : {}),
      ...(country ? { country } : {}),
      limit: query.limit,
    });
    return { kind: "results", origin, alternatives, hits, more };
  } catch (error) {
    deps.onError?.(error);
    return { kind: "unavailable" };
  }
}
