// SearchService over the embedded engine (S1-S3): one index per locale and kind, built on first use and kept for the process.
import "server-only";
import { randomUUID } from "node:crypto";
import type { LoadedCatalog } from "@/features/catalog/server/local-catalog";
import { parseIndexName, PRODUCT_SORTS, searchIndexName, SearchInputError, type IndexKind, type SearchResult, type SearchService } from "../model";
import { encodeParams, normalizeParams } from "../engine/params";
import { buildSearchIndex, runQuery, searchFacetValues, sortReplica, type SearchIndex } from "../engine/search-index";
import { contentIndexSettings, productIndexSettings, productRecords } from "./records";

const MAX_REQUESTS = 50;

export function createLocalSearchService(loadCatalog: () => LoadedCatalog): SearchService & { index(name: string): SearchIndex } {
  const indices = new Map<string, SearchIndex>();
  const index = (name: string): SearchIndex => {
    const hit = indices.get(name);
    if (hit) return hit;
    const parsed = typeof name === "string" ? parseIndexName(name) : undefined;
    if (!parsed) throw new SearchInputError("unknown_index", `Index '${String(name).slice(0, 100)}' does not exist`);
    const built = parsed.sort
      ? sortReplica(index(searchIndexName(parsed.kind, parsed.locale)), PRODUCT_SORTS[parsed.sort])
      : build(parsed.kind, loadCatalog, parsed.locale);
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

function build(kind: IndexKind, loadCatalog: () => LoadedCatalog, locale: Parameters<typeof productRecords>[1]): SearchIndex {
  if (kind === "content") return buildSearchIndex([], contentIndexSettings);
  const catalog = loadCatalog();
  return buildSearchIndex(productRecords(catalog, locale), productIndexSettings(catalog));
}
