// The where-to-buy query in the URL (F6: shareable, survives reload and back, a GET form without JavaScript):
// `?q=<postal code, city or address>` or `?lat=&lng=` ("use my location"), `radius` (one of the brand unit's choices),
// `family` (a product family key), `limit` ("show more"). Parsing never throws: what is wrong becomes a problem the page
// names, and the rest of the query still counts. Pure.
import type { DistanceUnit } from "@/config/constants";
import type { Point } from "./geo";
import { DEFAULT_RADIUS_INDEX, MAX_LOCATION_TEXT, MAX_RESULTS, PAGE_SIZE, RADIUS_CHOICES } from "./model";
import { cleanText, firstParam as first, type SearchParamsLike } from "@/platform/routing/query-params";

export type LocatorProblem = "tooLong" | "coordinates" | "radius" | "family";

export interface LocatorQuery {
  /** What the visitor typed, cleaned ("" when nothing). */
  text: string;
  /** A position from "use my location" (used when no text is typed: a typed place wins). */
  point?: Point;
  /** In the brand's unit, one of RADIUS_CHOICES[unit]. */
  radius: number;
  family?: string;
  limit: number;
  /** A location was given that can be searched. */
  searchable: boolean;
  problems: LocatorProblem[];
}


/** The query's parameter names: a path with any of them is a search (the proxy routes it to the per-request page). */
export const LOCATOR_PARAMS = ["q", "lat", "lng", "radius", "family", "limit"] as const;

const NUMBER = /^[-+]?\d{1,3}(?:\.\d{1,10})?$/;

function coordinate(value: string | undefined, max: number): number | undefined {
  if (value === undefined || !NUMBER.test(value.trim())) return undefined;
  const number = Number(value);
  return Math.abs(number) <= max ? number : undefined;
}

export function parseLocatorQuery(params: SearchParamsLike, options: { unit: DistanceUnit; families: readonly string[] }): LocatorQuery {
  const problems: LocatorProblem[] = [];
  const choices = RADIUS_CHOICES[options.unit];
  const defaultRadius = choices[DEFAULT_RADIUS_INDEX]!;

  let text = cleanText(first(params, "q") ?? "");
  if (text.length > MAX_LOCATION_TEXT) {
    problems.push("tooLong");
    text = text.slice(0, MAX_LOCATION_TEXT);
  }

  let point: Point | undefined;
  const rawLat = first(params, "lat");
  const rawLng = first(params, "lng");
  if (rawLat !== undefined || rawLng !== undefined) {
    const lat = coordinate(rawLat, 90);
    const lng = coordinate(rawLng, 180);
    if (lat === undefined || lng === undefined) problems.push("coordinates");
    // Four decimals (about 11 m) are plenty for distances, and keep addresses of one place one.
    else point = { lat: Math.round(lat * 1e4) / 1e4, lng: Math.round(lng * 1e4) / 1e4 };
  }

  let radius = defaultRadius;
  const rawRadius = first(params, "radius");
  if (rawRadius !== undefined && rawRadius !== "") {
    const value = /^\d{1,4}$/.test(rawRadius.trim()) ? Number(rawRadius) : NaN;
    if (choices.includes(value)) radius = value;
    else problems.push("radius");
  }

  let family: string | undefined;
  const rawFamily = first(params, "family");
  if (rawFamily) {
    if (options.families.includes(rawFamily)) family = rawFamily;
    else problems.push("family");
  }

  const rawLimit = first(params, "limit");
  const asked = rawLimit && /^\d{1,6}$/.test(rawLimit) ? Number(rawLimit) : PAGE_SIZE;
  const limit = Math.min(MAX_RESULTS, Math.max(PAGE_SIZE, Math.ceil(asked / PAGE_SIZE) * PAGE_SIZE));

  const textSearchable = text.length >= 2 && !problems.includes("tooLong");
  if (textSearchable) point = undefined;
  const searchable = point !== undefined || textSearchable;
  return { text, ...(point ? { point } : {}), radius, ...(family ? { family } : {}), limit, searchable, problems };
}

/** The shareable address of a query on a page path (only what differs from the defaults is written). */
export function locatorHref(path: string, query: Pick<LocatorQuery, "text" | "point" | "radius" | "family" | "limit">, unit: DistanceUnit): string {
  const params = new URLSearchParams();
  if (query.text) params.set("q", query.text);
  else if (query.point) {
    params.set("lat", String(query.point.lat));
    params.set("lng", String(query.point.lng));
  }
  if (query.radius !== RADIUS_CHOICES[unit][DEFAULT_RADIUS_INDEX]) params.set("radius", String(query.radius));
  if (query.family) params.set("family", query.family);
  if (query.limit > PAGE_SIZE) params.set("limit", String(query.limit));
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

/** The next larger radius choice, for an empty answer ("try 100 miles"); undefined at the largest. */
export function widerRadius(radius: number, unit: DistanceUnit): number | undefined {
  return RADIUS_CHOICES[unit].find((choice) => choice > radius);
}
