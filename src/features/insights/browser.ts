// The browser's events client (S5, S6): search-insights with the anonymous `_ALGOLIA` cookie, sending to this app's own
// Insights endpoint (the server stores events and forwards them to Algolia when configured), plus the query-ID cache.
// Nothing is sent or stored before the visitor allows analytics (issue 12, ADR 31).
// Import it only from client components; it never loads a script or contacts another host. search-insights itself (13 KB)
// loads with the first event a visitor who allowed analytics reports, not with every page that could report one.
import type { InsightsClient } from "search-insights";
import { INSIGHTS } from "@/config/constants";
import type { Locale } from "@/config/locales";
import { searchIndexName } from "@/features/search";
import { analyticsAllowed, cookieString } from "@/features/consent";
import { forgetQueryIds, parseQueryIdCache, QUERY_ID_CACHE_KEY, queryIdFor, rememberQueryId, type QueryIdCache } from "./query-id-cache";
import { anonymousToken, anonymousTokenFromCookies, cookieDuration } from "./tokens";
import { accountTokenFromCookies } from "@/features/account";

/** The app's endpoint needs no credentials, but search-insights refuses to send without an appId and apiKey: these name the app's endpoint. */
const SAME_ORIGIN_CREDENTIALS = { appId: "voltline", apiKey: "same-origin" } as const;
const EVENTS_PATH = "/api/insights";

/** Same-origin POST that outlives a navigation (keepalive), so a click on a link still reports. */
function postToApp(url: string, data: Record<string, unknown>): Promise<boolean> {
  return fetch(url, { method: "POST", body: JSON.stringify(data), headers: { "Content-Type": "text/plain" }, keepalive: true, credentials: "same-origin" }).then(
    (response) => response.ok,
    () => false,
  );
}

/** The events client once loaded, reporting through this app; a failed load is tried again at the next event. */
let client: Promise<InsightsClient> | undefined;
let initialised = false;

function loadClient(): Promise<InsightsClient> {
  client ??= import("search-insights").then(
    ({ createInsightsClient }) => createInsightsClient(postToApp),
    (error: unknown) => {
      client = undefined;
      initialised = false;
      throw error;
    },
  );
  return client;
}

/**
 * Hands the client to `call` once loaded, in the order asked (init before the events that follow it). Events never
 * break the page: a failure to load or to report is dropped.
 */
function report(call: (client: InsightsClient) => unknown): void {
  loadClient()
    .then(call)
    .catch(() => undefined);
}

/** A version 4 UUID from getRandomValues, which (unlike randomUUID) also exists on a plain-http origin. */
function uuid(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * The visitor's anonymous token from `_ALGOLIA`, else a new one written there for 6 x 30 days (S5) with SameSite=Lax,
 * and Secure on https: search-insights writes its cookie with neither, so it is handed the token instead.
 */
function anonymousVisitorToken(): string {
  const kept = anonymousTokenFromCookies(document.cookie);
  if (kept) return kept;
  const token = anonymousToken(uuid());
  document.cookie = cookieString(INSIGHTS.anonymousCookie, token, cookieDuration() / 1000, window.location.protocol === "https:");
  return token;
}

function ready(): boolean {
  if (typeof window === "undefined") return false;
  // Checked at every event, so a withdrawal in any tab stops the next one; consent again starts with a new token.
  if (!analyticsAllowed(document.cookie)) {
    initialised = false;
    return false;
  }
  if (!initialised) {
    // The token is written now, so it exists before a visitor who follows a buy link leaves (F7).
    const userToken = anonymousVisitorToken();
    // Signed in (A1): every event also carries the account's token, from the first one on the page (S5).
    const account = accountTokenFromCookies(document.cookie);
    report((insights) => {
      insights("init", { ...SAME_ORIGIN_CREDENTIALS, host: `${window.location.origin}${EVENTS_PATH}`, useCookie: true, cookieDuration: cookieDuration(), userToken });
      if (account) insights("setAuthenticatedUserToken", account);
    });
    initialised = true;
  }
  return true;
}

/** Sets up the client once analytics is allowed (anonymous token in the `_ALGOLIA` cookie); the wrappers below call it themselves. */
export function initInsights(): void {
  ready();
}

function readCache(): QueryIdCache {
  try {
    return parseQueryIdCache(window.localStorage.getItem(QUERY_ID_CACHE_KEY));
  } catch {
    return {};
  }
}

function writeCache(cache: QueryIdCache): void {
  try {
    window.localStorage.setItem(QUERY_ID_CACHE_KEY, JSON.stringify(cache));
  } catch {
    // Storage refused (private mode, quota): later conversions go without a queryID.
  }
}

const productsIndex = (locale: Locale) => searchIndexName("products", locale);

/** Remembers which search showed the hits, so a later conversion on the product page carries its queryID. */
export function rememberSearchHits(locale: Locale, queryID: string, objectIDs: readonly string[]): void {
  if (ready()) writeCache(rememberQueryId(readCache(), productsIndex(locale), objectIDs, queryID, Date.now()));
}

export function clickedObjectIDsAfterSearch(locale: Locale, click: { queryID: string; objectIDs: string[]; positions: number[] }, eventName = "Product clicked after search"): void {
  if (!ready()) return;
  rememberSearchHits(locale, click.queryID, click.objectIDs);
  report((insights) => insights("clickedObjectIDsAfterSearch", { eventName, index: productsIndex(locale), ...click }));
}

export function convertedObjectIDsAfterSearch(locale: Locale, queryID: string, objectIDs: string[], eventName: string): void {
  if (!ready()) return;
  writeCache(forgetQueryIds(readCache(), productsIndex(locale), objectIDs));
  report((insights) => insights("convertedObjectIDsAfterSearch", { eventName, index: productsIndex(locale), queryID, objectIDs }));
}

/** A conversion; objects a search led to are reported with that search's queryID, the others without. */
export function convertedObjectIDs(locale: Locale, objectIDs: string[], eventName: string): void {
  if (!ready()) return;
  const index = productsIndex(locale);
  const cache = readCache();
  const bySearch = new Map<string, string[]>();
  const direct: string[] = [];
  for (const objectID of objectIDs) {
    const queryID = queryIdFor(cache, index, objectID);
    if (queryID) bySearch.set(queryID, [...(bySearch.get(queryID) ?? []), objectID]);
    else direct.push(objectID);
  }
  for (const [queryID, ids] of bySearch) convertedObjectIDsAfterSearch(locale, queryID, ids, eventName);
  if (direct.length > 0) report((insights) => insights("convertedObjectIDs", { eventName, index, objectIDs: direct }));
}

export function viewedObjectIDs(locale: Locale, objectIDs: string[], eventName = "Product viewed"): void {
  if (!ready()) return;
  report((insights) => insights("viewedObjectIDs", { eventName, index: productsIndex(locale), objectIDs }));
}

/**
 * For a conversion the server records (a buy link through the site's redirect, F7): sets the client up (so the
 * `_ALGOLIA` token exists before the visitor leaves) and hands over the queryID of the search that led to the product,
 * forgetting it as a conversion here does. Undefined without consent or without such a search.
 */
export function takeConversionQueryId(locale: Locale, objectID: string): string | undefined {
  if (!ready()) return undefined;
  const index = productsIndex(locale);
  const cache = readCache();
  const queryID = queryIdFor(cache, index, objectID);
  if (queryID) writeCache(forgetQueryIds(cache, index, [objectID]));
  return queryID;
}
