// The browser's search client (S6): one algoliasearch/lite client for both adapters, pointed at the app's own
// Algolia-compatible endpoints (embedded default) or at Algolia when the public app id and search key are set.
import { liteClient, type LiteClient } from "algoliasearch/lite";

/** Spec timeouts of the search client, in milliseconds. */
export const SEARCH_CLIENT_TIMEOUTS = { connect: 1_000, read: 2_000, write: 30_000 } as const;
/** Path of the app's Algolia-compatible API: the client appends `1/indexes/...` to it. */
export const EMBEDDED_SEARCH_PATH = "/api/search";
// The embedded endpoints ignore credentials; the lite client only needs non-empty ones.
const EMBEDDED_APP_ID = "embedded";
const EMBEDDED_API_KEY = "public";

export const SEARCH_CLIENT_ENV = [
  { name: "NEXT_PUBLIC_ALGOLIA_APP_ID", description: "Algolia application id the browser searches; with the search key, the browser talks to Algolia instead of the app's /api/search." },
  { name: "NEXT_PUBLIC_ALGOLIA_SEARCH_API_KEY", description: "Search-only Algolia API key (public, read-only) used by the browser with NEXT_PUBLIC_ALGOLIA_APP_ID." },
] as const;

export interface SearchHost {
  url: string;
  accept: "read" | "write" | "readWrite";
  protocol: "http" | "https";
}

export type SearchClientConfig =
  | { kind: "algolia"; appId: string; apiKey: string }
  | { kind: "embedded"; appId: string; apiKey: string; hosts: SearchHost[] };

/**
 * Which backend the browser searches. Next inlines NEXT_PUBLIC_* at build time, so callers pass the two values read
 * literally; `origin` is the page's origin (the lite client builds `{protocol}://{url}/{path}`, so the API path rides in `url`).
 */
export function searchClientConfig(publicEnv: { appId?: string | undefined; apiKey?: string | undefined }, origin: string): SearchClientConfig {
  const appId = publicEnv.appId?.trim();
  const apiKey = publicEnv.apiKey?.trim();
  if (appId && apiKey) return { kind: "algolia", appId, apiKey };
  const url = new URL(origin);
  const protocol = url.protocol === "https:" ? "https" : "http";
  const host: SearchHost = { url: `${url.host}${EMBEDDED_SEARCH_PATH}`, accept: "readWrite", protocol };
  // The spec's client tries a timed-out or dropped request again on the next host, with a longer timeout; Algolia has
  // fallback hosts, the app is its own only one. Listed twice, a request the loaded server did not answer within the
  // read timeout is asked once more (with four times the timeout) instead of failing at the first slow answer.
  return { kind: "embedded", appId: EMBEDDED_APP_ID, apiKey: EMBEDDED_API_KEY, hosts: [host, { ...host }] };
}

interface FacetRequest {
  type: "facet";
  indexName: string;
  facet: string;
  params?: Record<string, unknown>;
  [key: string]: unknown;
}

type SearchArgs = Parameters<LiteClient["search"]>;
type LegacyRequest = { indexName: string; type?: string; facet?: string; params?: Record<string, unknown> } & Record<string, unknown>;

const isFacetRequest = (request: LegacyRequest): request is FacetRequest => request.type === "facet" && typeof request.facet === "string";

/** The body of `POST 1/indexes/{index}/facets/{facet}/query` from a v5 multi-query facet request. */
export function facetQueryBody(request: FacetRequest): { facetQuery: string; maxFacetHits?: number; params: Record<string, unknown> } {
  const { params = {}, ...flat } = request;
  const rest: Record<string, unknown> = { ...params, ...flat };
  const { facetQuery, maxFacetHits } = rest;
  // The index and facet travel in the path; the rest are the search parameters that narrow the counted records.
  for (const key of ["type", "indexName", "facet", "facetName", "facetQuery", "maxFacetHits"]) delete rest[key];
  return {
    facetQuery: typeof facetQuery === "string" ? facetQuery : "",
    ...(typeof maxFacetHits === "number" ? { maxFacetHits } : {}),
    params: rest,
  };
}

/**
 * The lite client, with facet-value searches (InstantSearch sends them as `type: "facet"` entries of a multi-query)
 * sent to the dedicated `facets/{facet}/query` endpoint both Algolia and the app serve.
 */
export function createSearchClient(config: SearchClientConfig): LiteClient {
  const client = liteClient(config.appId, config.apiKey, {
    timeouts: { ...SEARCH_CLIENT_TIMEOUTS },
    ...(config.kind === "embedded" ? { hosts: config.hosts } : {}),
  });
  const search = client.search.bind(client);
  client.search = ((...args: SearchArgs) => {
    const [requests, options] = args;
    if (!Array.isArray(requests) || !requests.some((r) => isFacetRequest(r as LegacyRequest))) return search(...args);
    const facets = (requests as LegacyRequest[]).filter(isFacetRequest);
    const others = (requests as LegacyRequest[]).filter((r) => !isFacetRequest(r));
    return Promise.all([
      others.length > 0 ? search(others as never, options) : Promise.resolve({ results: [] }),
      ...facets.map((request) =>
        client.customPost(
          { path: `1/indexes/${encodeURIComponent(request.indexName)}/facets/${encodeURIComponent(request.facet)}/query`, body: facetQueryBody(request) },
          options,
        ),
      ),
    ]).then(([hits, ...facetResults]) => {
      const hitResults = [...(hits as { results: unknown[] }).results];
      return { results: (requests as LegacyRequest[]).map((r) => (isFacetRequest(r) ? facetResults.shift() : hitResults.shift())) };
    });
  }) as LiteClient["search"];
  return client;
}
