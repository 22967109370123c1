// The Find a Sales Contact query in the URL (F5: shareable, survives reload and back, a GET form without JavaScript):
// `market` (a key of the brand's market selection), then a location: `q` (a postal code or a place typed) or
// `region` (a state or province, "US-OH"); a typed location is used before a chosen one. Parsing never throws: what is
// wrong becomes a problem the page names. Pure.
import { MAX_LOCATION_TEXT, type SalesCountry, type Territory } from "./model";
import type { Market } from "./markets";
import { parseTerritory } from "./territories";
import { cleanText, firstParam as first, type SearchParamsLike } from "@/platform/routing/query-params";

/** The query's parameter names (each is also one of the tools route's: platform/routing/tool-rewrite). */
export const SALES_CONTACT_PARAMS = ["market", "q", "region"] as const;

export type SalesContactProblem = "tooLong" | "unknownMarket" | "unknownRegion";

export interface SalesContactQuery {
  /** The market's key, when it is one of the brand's (the only one when the brand has one). */
  market?: string;
  /** What the visitor typed, cleaned ("" when nothing). */
  text: string;
  /** The state or province chosen. */
  region?: Territory;
  problems: SalesContactProblem[];
}


export function parseSalesContactQuery(params: SearchParamsLike, options: { markets: readonly Market[]; countries: readonly SalesCountry[] }): SalesContactQuery {
  const problems: SalesContactProblem[] = [];
  let market: string | undefined;
  const rawMarket = first(params, "market")?.trim();
  if (rawMarket) {
    if (options.markets.some((m) => m.key === rawMarket)) market = rawMarket;
    else problems.push("unknownMarket");
  } else if (options.markets.length === 1) market = options.markets[0]!.key;

  // Far longer than any place is cut before it is cleaned (bounded work), and named as too long.
  const raw = first(params, "q") ?? "";
  let text = cleanText(raw.slice(0, MAX_LOCATION_TEXT * 4));
  if (raw.length > MAX_LOCATION_TEXT * 4 || text.length > MAX_LOCATION_TEXT) {
    problems.push("tooLong");
    text = "";
  }

  let region: Territory | undefined;
  const rawRegion = first(params, "region")?.trim();
  if (rawRegion) {
    region = parseTerritory(rawRegion.slice(0, 10), options.countries);
    if (!region) problems.push("unknownRegion");
  }
  return { ...(market ? { market } : {}), text, ...(region ? { region } : {}), problems };
}

/** The shareable address of a query on a page path. */
export function salesContactHref(path: string, query: { market?: string; text?: string; region?: Territory; product?: string }): string {
  const params = new URLSearchParams();
  if (query.market) params.set("market", query.market);
  if (query.text) params.set("q", query.text);
  else if (query.region) params.set("region", `${query.region.country}-${query.region.region}`);
  if (query.product) params.set("product", query.product);
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}
