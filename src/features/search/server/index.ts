// The SearchService the app uses, chosen once by SEARCH_SOURCE (S1, S6): `local` (embedded engine, default) or `algolia`.
// The Algolia client is only constructed when SEARCH_SOURCE=algolia: the embedded default never opens a connection.
import "server-only";
import { LOCALES, type Locale } from "@/config/locales";
import { loadCatalogFeed } from "@/features/catalog/server";
import { getContentSource } from "@/features/content/server";
import { lastGoodFor, withLastGood } from "@/platform/last-good";
import { isSearchUnavailableError, searchIndexName, type ContentIndexWriter, type SearchRequest, type SearchService } from "../model";
import { createAlgoliaContentIndexWriter, createAlgoliaSearchService } from "./algolia";
import { ALGOLIA_ENV, algoliaSettingsFromEnv } from "./algolia-config";
import { contentRecords } from "./content-records";
import { createLocalSearchService } from "./local";

export { searchWorkQueue, type FairQueue, type Lane } from "./fair-queue";
export { contentRecords } from "./content-records";
// The catalogue's attributes as search and listings refine them (S1, P4).
export { attributeCatalog, attributeLabels, numericAttributeKeys, rangeAttributesOf } from "../page/search-attributes";
export { contentIndexUpdates, type ContentEntryChange } from "./content-sync";
export { assortmentFilter } from "../assortment-filter";

export type SearchSourceKind = "local" | "algolia";

export const SEARCH_ENV = [
  { name: "SEARCH_SOURCE", default: "local", description: "Search adapter: `local` runs the embedded engine in-process; `algolia` queries Algolia (needs ALGOLIA_APP_ID and ALGOLIA_SEARCH_API_KEY)." },
  ...ALGOLIA_ENV,
] as const;

export function searchSource(env: Record<string, string | undefined> = process.env): SearchSourceKind {
  return env.SEARCH_SOURCE === "algolia" ? "algolia" : "local";
}

type LocalSearchService = ReturnType<typeof createLocalSearchService>;

function createLocal(env: Record<string, string | undefined>): LocalSearchService {
  return createLocalSearchService({
    catalog: () => loadCatalogFeed(env),
    content: (locale: Locale) => contentRecords(getContentSource(), locale),
  });
}

/** A personal query (a user token, personalization) is never answered from, nor written to, the shared last good copy. */
function isPersonal(_method: string, args: unknown[]): boolean {
  const [call] = args as [{ requests?: SearchRequest[]; params?: Record<string, unknown> } | undefined];
  const params = [...(Array.isArray(call?.requests) ? call.requests : []), call?.params ?? {}] as Record<string, unknown>[];
  return params.some((p) => p && typeof p === "object" && (p.userToken !== undefined || p.enablePersonalization === true || p.personalizationImpact !== undefined));
}

/** Algolia behind its last good answers (E3, ADR 30): when it is down, a query asked before gets its last answer. */
function algoliaWithLastGood(env: Record<string, string | undefined>): SearchService {
  const algolia = createAlgoliaSearchService(algoliaSettingsFromEnv(env, "search"));
  return withLastGood(algolia, lastGoodFor("search", isSearchUnavailableError, env), ["search", "searchForFacetValues"], isPersonal);
}

/** The service for an environment; Algolia settings are checked here, so a misconfigured site fails on its first search with the variable named. */
export function createSearchService(env: Record<string, string | undefined> = process.env): SearchService {
  return searchSource(env) === "algolia" ? algoliaWithLastGood(env) : createLocal(env);
}

const store = globalThis as typeof globalThis & { __voltlineSearch?: SearchService };

export function getSearchService(env: Record<string, string | undefined> = process.env): SearchService {
  return (store.__voltlineSearch ??= createSearchService(env));
}

/**
 * Where the publish webhook writes content records (C7): the embedded engine the site queries, or Algolia with the
 * content write key (a missing key is named in the error; a client is made per call, webhooks being rare).
 */
export function getContentIndexWriter(env: Record<string, string | undefined> = process.env): ContentIndexWriter {
  return searchSource(env) === "algolia" ? createAlgoliaContentIndexWriter(algoliaSettingsFromEnv(env, "write")) : (getSearchService(env) as LocalSearchService);
}

/**
 * Loads the embedded engine's products indices of every locale (one per event-loop turn), then the content indices, so the first
 * visitor of each locale does not wait for them (called once at server start). Nothing to do for a hosted search service.
 */
export async function warmUpSearch(env: Record<string, string | undefined> = process.env): Promise<void> {
  if (searchSource(env) !== "local") return;
  const service = getSearchService(env) as LocalSearchService;
  for (const locale of LOCALES) {
    await new Promise((resolve) => setImmediate(resolve));
    await service.index(searchIndexName("products", locale));
  }
  // The header's query suggestions (S3), built from the products indices just loaded.
  for (const locale of LOCALES) {
    await new Promise((resolve) => setImmediate(resolve));
    await service.index(searchIndexName("query_suggestions", locale));
  }
  // Content comes from the content source (possibly a remote CMS): a failure here leaves that index to its first query.
  const failures = await Promise.all(LOCALES.map((locale) => service.index(searchIndexName("content", locale)).then(() => 0, () => 1)));
  const failed = failures.reduce<number>((a, b) => a + b, 0);
  if (failed) throw new Error(`${failed} content indices could not be built; they load on first use`);
}
export { searchableAttributes } from "../page/search-attributes";
export { productIndexSettings, productRecord } from "./records";
export { ALGOLIA_TIMEOUTS, algoliaSettingsFromEnv } from "./algolia-config";
export type { AlgoliaHost } from "./algolia-config";
export { createAlgoliaClient } from "./algolia";
export { contentIndexDefinition, productIndexDefinitions } from "./algolia-settings";
export type { AlgoliaIndexSettings } from "./algolia-settings";
export { contentIndexSettings, productRecords } from "./records";
