// SearchService over the embedded engine (S1-S3): one index per locale and kind, built on first use and kept for the process.
import "server-only";
import { randomUUID } from "node:crypto";
import type { LoadedCatalog } from "@/features/catalog/server/local-catalog";
import { parseIndexName, PRODUCT_SORTS, searchIndexName, SearchInputError, type IndexKind, type SearchResult, type SearchService } from "../model";
import { encodeParams, normalizeParams } from "../engine/params";
import { buildSearchIndex, runQuery, searchFacetValues, sortReplica, type SearchIndex } from "../engine/search-index";
import type { Locale } from "@/config/locales";
import { readSnapshot, replicaOf, type LoadedIndex } from "./index-snapshot";
import { contentIndexSettings, productIndexSettings, productRecords } from "./records";

const MAX_REQUESTS = 50;

export function createLocalSearchService(loadCatalog: () => LoadedCatalog): SearchService & { index(name: string): SearchIndex } {
  const indices = new Map<string, SearchIndex>();
  // Primary indices read from a prebuilt snapshot, whose replica orders come with it.
  const snapshots = new Map<string, LoadedIndex>();
  const build = (kind: IndexKind, locale: Locale, name: string): SearchIndex => {
    if (kind === "content") return buildSearchIndex([], contentIndexSettings);
    const catalog = loadCatalog();
    const snapshot = readSnapshot(catalog.dir, name);
    if (snapshot) snapshots.set(name, snapshot);
    return snapshot?.index ?? buildSearchIndex(productRecords(catalog, locale), productIndexSettings(catalog));
  };
  const index = (name: string): SearchIndex => {
    const hit = indices.get(name);
    if (hit) return hit;
    const parsed = typeof name === "string" ? parseIndexName(name) : undefined;
    if (!parsed) throw new SearchInputError("unknown_index", `Index '${String(name).slice(0, 100)}' does not exist`);
    let built: SearchIndex;
    if (parsed.sort) {
      const primaryName = searchIndexName(parsed.kind, parsed.locale);
      const primary = index(primaryName);
      const snapshot = snapshots.get(primaryName);
      built = snapshot ? replicaOf(snapshot, PRODUCT_SORTS[parsed.sort]) : sortReplica(primary, PRODUCT_SORTS[parsed.sort]);
    } else {
      built = build(parsed.kind, parsed.locale, name);
    }
    indices.set(name, built);
    return built;
  };

  return {
    index,
    async search<T>({ requests }: { requests: Parameters<SearchService["search"]>[0]["requests"] }) {
      if (!Array.isArray(requests) || requests.length === 0 || requests.length > MAX_REQUESTS) {
        throw new SearchInputError("bad_parameter", `requests must be a list of 1 to ${MAX_REQUESTS} queries`);
      }
      const results = requests.map((request) => {
        const started = performance.now();
        const params = normalizeParams(request);
        const result = runQuery(index(request.indexName), params);
        return {
          ...result,
          processingTimeMS: Math.round(performance.now() - started),
          params: encodeParams(request),
          index: request.indexName,
          ...(params.clickAnalytics ? { queryID: randomUUID().replaceAll("-", "") } : {}),
        } as SearchResult<T>;
      });
      return { results };
    },
    async searchForFacetValues({ indexName, facetName, facetQuery = "", maxFacetHits, params = {} }) {
      const started = performance.now();
      const normalized = normalizeParams({ ...params, facetQuery: undefined } as never);
      const limit = normalizeParams({ hitsPerPage: maxFacetHits ?? 10 }).hitsPerPage;
      if (typeof facetQuery !== "string" || facetQuery.length > 512) throw new SearchInputError("bad_parameter", "facetQuery must be a string of at most 512 characters");
      const facetHits = searchFacetValues(index(indexName), String(facetName), facetQuery, Math.min(limit, 100), normalized);
      return { facetHits, exhaustiveFacetsCount: true as const, processingTimeMS: Math.round(performance.now() - started) };
    },
  };
}
