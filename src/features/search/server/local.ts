// SearchService over the embedded engine (S1-S3): one index per locale and kind, built on first use and kept for the process.
// Products come from the catalogue (synchronous; a prebuilt snapshot when `npm start`'s set-up made one); content records
// are read through the ContentSource port (asynchronous), so each index is held as a promise: concurrent first queries
// share one build, and a failed build is retried next time. The publish webhook patches a built content index in place
// (updateContentIndex) so a published or unpublished entry shows at once, without reading every entry again, and
// swaps in a whole new one (replaceContentIndex) when a brand, section or asset changed records across the board.
import "server-only";
import { randomUUID } from "node:crypto";
import { LOCALE_INFO, type Locale } from "@/config/locales";
import type { CatalogFeed as LoadedCatalog } from "@/features/catalog/server";
import {
  parseIndexName,
  PRODUCT_SORTS,
  SEARCH_LIMITS,
  searchIndexName,
  SearchInputError,
  type ContentIndexUpdate,
  type ContentIndexWriter,
  type ContentRecord,
  type SearchRequest,
  type SearchResult,
  type SearchService,
} from "../model";
import { checkPrediction, predict } from "../engine/predict";
import { querySuggestionRecords, querySuggestionSettings, RecordedSearches } from "./query-suggestions";
import { checkSearchCall, encodeParams, normalizeParams, queryText } from "../engine/params";
import { buildSearchIndex, facetNames, runQuery, searchFacetValues, sortReplica, type SearchIndex } from "../engine/search-index";
import { searchWorkQueue, type FairQueue } from "./fair-queue";
import { readSnapshot, replicaOf, type LoadedIndex } from "./index-snapshot";
import { contentIndexSettings, productIndexSettings, productRecords } from "./records";

/** Content can change in the CMS while the process runs; an older content index is rebuilt in the background. */
export const CONTENT_INDEX_MAX_AGE_MS = 5 * 60_000;

export interface LocalSearchSources {
  catalog: () => LoadedCatalog;
  content: (locale: Locale) => Promise<ContentRecord[]>;
  /** Clock for the content index age (tests). */
  now?: () => number;
  /** Where queries wait for their turn (default: the process's queue, shared with the recommender). */
  queue?: FairQueue;
}

interface Held {
  index: Promise<SearchIndex>;
  builtAt: number;
  refreshing?: boolean;
  /** Updates made while a background rebuild runs: it may have read the content before them, so they are applied to its result too. */
  updatesDuringRefresh?: HeldUpdate[];
}

/** An entry's update, or the whole index's records. */
type HeldUpdate = ContentIndexUpdate | { replace: ContentRecord[] };

const applyHeldUpdate = (index: SearchIndex, update: HeldUpdate): SearchIndex =>
  "replace" in update ? buildSearchIndex(update.replace, index.settings) : applyContentUpdate(index, update);

/** The index with the update's records saved (replacing those with the same objectID) and its deletions removed. */
export function applyContentUpdate(index: SearchIndex, update: ContentIndexUpdate): SearchIndex {
  const replaced = new Map(update.upsert.map((record) => [record.objectID, record]));
  const gone = new Set(update.delete);
  const records: { objectID: string }[] = [];
  for (let doc = 0; doc < index.size; doc++) {
    const record = index.record(doc);
    if (gone.has(record.objectID)) continue;
    records.push(replaced.get(record.objectID) ?? record);
    replaced.delete(record.objectID);
  }
  return buildSearchIndex([...records, ...replaced.values()], index.settings);
}

export function createLocalSearchService(sources: LocalSearchSources): SearchService & ContentIndexWriter & { index(name: string): Promise<SearchIndex> } {
  const now = sources.now ?? Date.now;
  const queue = () => sources.queue ?? searchWorkQueue();
  const indices = new Map<string, Held>();
  // Searches visitors made per products index (S3): the recorded half of the query suggestions.
  const recorded = new Map<string, RecordedSearches>();
  const recordSearch = (request: SearchRequest, query: string, nbHits: number) => {
    const parsed = parseIndexName(request.indexName);
    // As Algolia's analytics: a first page of a primary products index with clickAnalytics, that found something.
    if (parsed?.kind !== "products" || parsed.sort || nbHits === 0 || !query.trim()) return;
    let searches = recorded.get(request.indexName);
    if (!searches) recorded.set(request.indexName, (searches = new RecordedSearches()));
    searches.record(query);
  };
  // Primary indices read from a prebuilt snapshot, whose replica orders come with it.
  const snapshots = new Map<string, LoadedIndex>();

  const productIndex = (locale: Locale, name: string): SearchIndex => {
    const catalog = sources.catalog();
    const snapshot = readSnapshot(catalog.dir, name);
    if (snapshot) snapshots.set(name, snapshot);
    return snapshot?.index ?? buildSearchIndex(productRecords(catalog, locale), productIndexSettings(catalog));
  };

  const hold = (name: string, build: () => Promise<SearchIndex>): Promise<SearchIndex> => {
    const held: Held = { index: build(), builtAt: now() };
    indices.set(name, held);
    held.index.catch(() => { if (indices.get(name) === held) indices.delete(name); });
    return held.index;
  };

  // Stale-while-revalidate: queries keep the current content index until its replacement is built.
  const refresh = (name: string, held: Held, build: () => Promise<SearchIndex>) => {
    held.refreshing = true;
    held.updatesDuringRefresh = [];
    build().then(
      (index) => indices.set(name, { index: Promise.resolve((held.updatesDuringRefresh ?? []).reduce(applyHeldUpdate, index)), builtAt: now() }),
      () => { held.refreshing = false; held.updatesDuringRefresh = undefined; held.builtAt = now(); },
    );
  };

  const index = (name: string): Promise<SearchIndex> => {
    const parsed = typeof name === "string" ? parseIndexName(name) : undefined;
    if (!parsed) return Promise.reject(new SearchInputError("unknown_index", `Index '${String(name).slice(0, 100)}' does not exist`));
    const { kind, locale, sort } = parsed;
    const build = kind === "query_suggestions"
      ? async () => {
          const source = searchIndexName("products", locale);
          const products = await index(source);
          return buildSearchIndex(querySuggestionRecords(products, source, recorded.get(source)?.entries() ?? []), querySuggestionSettings(source));
        }
      : sort
      ? async () => {
          const primaryName = searchIndexName(kind, locale);
          const primary = await index(primaryName);
          const snapshot = snapshots.get(primaryName);
          return snapshot ? replicaOf(snapshot, PRODUCT_SORTS[sort]) : sortReplica(primary, PRODUCT_SORTS[sort]);
        }
      : kind === "content"
        ? async () => buildSearchIndex(await sources.content(locale), contentIndexSettings)
        : async () => productIndex(locale, name);
    const held = indices.get(name);
    if (!held) return hold(name, build);
    // Content changes in the CMS, suggestions with what visitors search: both are rebuilt in the background when old.
    if ((kind === "content" || kind === "query_suggestions") && !held.refreshing && now() - held.builtAt > CONTENT_INDEX_MAX_AGE_MS) refresh(name, held, build);
    return held.index;
  };

  return {
    index,
    /**
     * Patches content_{locale} if it is built or being built (after its build, which may predate the change); an index
     * not built yet reads the changed content when first queried. Resolves once queries see the change.
     */
    async updateContentIndex(update) {
      if (parseIndexName(update.indexName)?.kind !== "content") throw new SearchInputError("unknown_index", `'${String(update.indexName).slice(0, 100)}' is not a content index`);
      const held = indices.get(update.indexName);
      if (!held) return;
      held.index = held.index.then((current) => applyContentUpdate(current, update));
      held.updatesDuringRefresh?.push(update);
      // a build that failed is dropped and rebuilt from the content source on the next query, which includes the change
      await held.index.catch(() => undefined);
    },
    /** Swaps in an index of exactly these records if one is built or being built; otherwise its first query reads them. */
    async replaceContentIndex(indexName, records) {
      if (parseIndexName(indexName)?.kind !== "content") throw new SearchInputError("unknown_index", `'${String(indexName).slice(0, 100)}' is not a content index`);
      const held = indices.get(indexName);
      if (!held) return { deleted: 0 };
      const kept = new Set(records.map((record) => record.objectID));
      let deleted = 0;
      held.index = held.index.then((current) => {
        for (let doc = 0; doc < current.size; doc++) if (!kept.has(current.record(doc).objectID)) deleted++;
        return buildSearchIndex(records, current.settings);
      });
      held.updatesDuringRefresh?.push({ replace: records });
      await held.index.catch(() => undefined);
      return { deleted };
    },
    async search<T>({ requests }: { requests: Parameters<SearchService["search"]>[0]["requests"] }) {
      if (!Array.isArray(requests) || requests.length === 0 || requests.length > SEARCH_LIMITS.queriesPerCall) {
        throw new SearchInputError("bad_parameter", `requests must be a list of 1 to ${SEARCH_LIMITS.queriesPerCall} queries`);
      }
      const prepared = requests.map((request) => ({ request, params: normalizeParams(request) }));
      const indexes = await Promise.all(prepared.map(({ request }) => index(request.indexName)));
      checkSearchCall(prepared.map(({ params }) => params), (params, i) => facetNames(indexes[i]!, params.facets).length);
      // One query per turn: other requests are served between them, light calls first (ADR 27).
      const lane = queue().lane();
      const results: SearchResult<T>[] = [];
      for (const [i, { request, params }] of prepared.entries()) {
        results.push(
          await lane.run(() => {
            const started = performance.now();
            const result = runQuery(indexes[i]!, params);
            if (params.clickAnalytics && params.page === 0) recordSearch(request, params.query, result.nbHits);
            return {
              ...result,
              processingTimeMS: Math.round(performance.now() - started),
              params: encodeParams(request),
              index: request.indexName,
              ...(params.clickAnalytics ? { queryID: randomUUID().replaceAll("-", "") } : {}),
            } as SearchResult<T>;
          }),
        );
      }
      return { results };
    },
    async predict(request: Parameters<SearchService["predict"]>[0]) {
      const parsed = typeof request?.indexName === "string" ? parseIndexName(request.indexName) : undefined;
      if (!parsed || parsed.kind === "query_suggestions") throw new SearchInputError("unknown_index", `Index '${String(request?.indexName).slice(0, 100)}' does not exist`);
      const checked = checkPrediction(request, LOCALE_INFO[parsed.locale].authCode);
      const target = await index(request.indexName);
      return queue().lane().run(() => {
        const started = performance.now();
        const { hits, nbHits } = predict(target, checked);
        return { hits: hits as never, nbHits, processingTimeMS: Math.round(performance.now() - started), query: checked.query, index: request.indexName };
      });
    },
    async searchForFacetValues({ indexName, facetName, facetQuery = "", maxFacetHits, params = {} }) {
      const normalized = normalizeParams({ ...params, facetQuery: undefined } as never);
      const limit = maxFacetHits ?? 10;
      if (!Number.isInteger(limit) || limit < 1 || limit > SEARCH_LIMITS.maxFacetHits) throw new SearchInputError("bad_parameter", `maxFacetHits must be an integer from 1 to ${SEARCH_LIMITS.maxFacetHits}`);
      queryText(facetQuery, "facetQuery");
      const target = await index(indexName);
      const facet = String(facetName);
      // As Algolia: only facets declared searchable(...) answer a facet-value search.
      if (!(target.settings.searchableFacets ?? []).includes(facet)) {
        throw new SearchInputError("bad_parameter", `Cannot search in \`${facet.slice(0, 100)}\` attribute, you need to add \`searchable(${facet.slice(0, 100)})\` to attributesForFaceting`);
      }
      return queue().lane().run(() => {
        const started = performance.now();
        const facetHits = searchFacetValues(target, facet, facetQuery, limit, normalized);
        return { facetHits, exhaustiveFacetsCount: true as const, processingTimeMS: Math.round(performance.now() - started) };
      });
    },
  };
}
