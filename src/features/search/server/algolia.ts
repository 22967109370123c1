// SearchService over Algolia (S6) with the algoliasearch v5 client: the port already speaks Algolia's shapes, so requests
// pass through after the same input checks as the embedded engine. Errors follow spec §8: a 4xx the caller caused
// becomes a SearchInputError (answered 400); anything else is logged and surfaces as a SearchUnavailableError.
import "server-only";
import { algoliasearch, type SearchMethodParams } from "algoliasearch";
import { logger } from "@/platform/logging/logger";
import { LOCALE_INFO } from "@/config/locales";
import { checkPrediction } from "../engine/predict";
import {
  parseIndexName,
  SEARCH_LIMITS,
  SearchInputError,
  SearchUnavailableError,
  type ContentIndexWriter,
  type ContentRecord,
  type FacetHit,
  type PredictionResult,
  type SearchRequest,
  type SearchResult,
  type SearchService,
} from "../model";
import { checkSearchCall, encodeParams, normalizeParams, queryText, type NormalizedParams } from "../engine/params";
import type { AlgoliaSettings } from "./algolia-config";

/** Statuses that mean our own configuration is wrong (bad key, missing ACL) or Algolia is throttling: not the visitor's fault. */
const SERVICE_SIDE_4XX = new Set([401, 403, 429]);

function statusOf(error: unknown): number | undefined {
  const status = error && typeof error === "object" && "status" in error ? (error as { status: unknown }).status : undefined;
  return typeof status === "number" ? status : undefined;
}

export function algoliaFailure(error: unknown, operation: string): Error {
  const status = statusOf(error);
  const message = error instanceof Error ? error.message : String(error);
  if (status !== undefined && status >= 400 && status < 500 && !SERVICE_SIDE_4XX.has(status)) {
    return new SearchInputError(status === 404 ? "unknown_index" : "bad_parameter", message.slice(0, 500));
  }
  logger.error({ operation, status, name: error instanceof Error ? error.name : typeof error, message: message.slice(0, 500) }, "algolia request failed");
  // No cause attached: an algoliasearch error carries its requests' headers (the API key) and may be printed whole.
  return new SearchUnavailableError("Search service unavailable");
}

/** The same client-input checks as the embedded engine, so both adapters refuse the same requests without a round trip. */
function checkRequest(request: SearchRequest): NormalizedParams {
  if (!parseIndexName(request?.indexName)) throw new SearchInputError("unknown_index", `Index '${String(request?.indexName).slice(0, 100)}' does not exist`);
  return normalizeParams(request);
}

/** The algoliasearch v5 client for these settings; the only place the project constructs one. */
export function createAlgoliaClient(settings: AlgoliaSettings) {
  return algoliasearch(settings.appId, settings.apiKey, {
    timeouts: settings.timeouts,
    ...(settings.hosts ? { hosts: settings.hosts } : {}),
  });
}

export function createAlgoliaSearchService(settings: AlgoliaSettings): SearchService {
  const client = createAlgoliaClient(settings);

  return {
    async search<T>({ requests }: { requests: SearchRequest[] }) {
      if (!Array.isArray(requests) || requests.length === 0 || requests.length > SEARCH_LIMITS.queriesPerCall) {
        throw new SearchInputError("bad_parameter", `requests must be a list of 1 to ${SEARCH_LIMITS.queriesPerCall} queries`);
      }
      checkSearchCall(requests.map(checkRequest));
      try {
        const response = await client.search<T>({ requests } as SearchMethodParams);
        return { results: response.results as unknown as SearchResult<T>[] };
      } catch (error) {
        throw algoliaFailure(error, "search");
      }
    },
    /** Algolia Answers: `POST 1/answers/{index}/prediction`, which the v5 client has no method for (a custom request). */
    async predict<T>(request: Parameters<SearchService["predict"]>[0]) {
      const parsed = typeof request?.indexName === "string" ? parseIndexName(request.indexName) : undefined;
      if (!parsed || parsed.kind === "query_suggestions") throw new SearchInputError("unknown_index", `Index '${String(request?.indexName).slice(0, 100)}' does not exist`);
      const checked = checkPrediction(request, LOCALE_INFO[parsed.locale].authCode);
      const { indexName, ...body } = request;
      try {
        const response = await client.customPost({ path: `1/answers/${encodeURIComponent(indexName)}/prediction`, body: { ...body, query: checked.query } });
        return response as unknown as PredictionResult<T>;
      } catch (error) {
        throw algoliaFailure(error, "predict");
      }
    },
    async searchForFacetValues({ indexName, facetName, facetQuery = "", maxFacetHits, params = {} }) {
      checkRequest({ indexName, ...params });
      queryText(facetQuery, "facetQuery");
      if (maxFacetHits !== undefined && (!Number.isInteger(maxFacetHits) || maxFacetHits < 1 || maxFacetHits > SEARCH_LIMITS.maxFacetHits)) {
        throw new SearchInputError("bad_parameter", `maxFacetHits must be an integer from 1 to ${SEARCH_LIMITS.maxFacetHits}`);
      }
      try {
        const response = await client.searchForFacetValues({
          indexName,
          facetName,
          searchForFacetValuesRequest: { facetQuery, ...(maxFacetHits === undefined ? {} : { maxFacetHits }), params: encodeParams(params) },
        });
        return { facetHits: response.facetHits as FacetHit[], exhaustiveFacetsCount: true as const, processingTimeMS: response.processingTimeMS ?? 0 };
      } catch (error) {
        throw algoliaFailure(error, "searchForFacetValues");
      }
    },
  };
}

/**
 * The publish webhook's writes to content_{locale} (C7, X3): one batch per index, records saved whole (addObject
 * replaces a record with the same objectID) and deleted by objectID (deleting a missing one is not an error). The batch
 * is not waited for: Algolia applies it within seconds, and the webhook must answer the CMS quickly.
 */
export function createAlgoliaContentIndexWriter(settings: AlgoliaSettings): ContentIndexWriter {
  const client = createAlgoliaClient(settings);
  const checkIndex = (indexName: string) => {
    if (parseIndexName(indexName)?.kind !== "content") throw new SearchInputError("unknown_index", `'${String(indexName).slice(0, 100)}' is not a content index`);
  };
  /** Saves then deletes, in batches of at most BATCH_SIZE requests (Algolia's advice for one call). */
  const write = async (indexName: string, upsert: ContentRecord[], deleted: string[]) => {
    const requests = [
      ...upsert.map((record) => ({ action: "addObject" as const, body: { ...record } })),
      ...deleted.map((objectID) => ({ action: "deleteObject" as const, body: { objectID } })),
    ];
    for (let start = 0; start < requests.length; start += BATCH_SIZE) {
      try {
        await client.batch({ indexName, batchWriteParams: { requests: requests.slice(start, start + BATCH_SIZE) } });
      } catch (error) {
        throw algoliaFailure(error, "batch");
      }
    }
  };
  return {
    async updateContentIndex({ indexName, upsert, delete: deleted }) {
      checkIndex(indexName);
      await write(indexName, upsert, deleted);
    },
    /** The objectIDs the index holds now are browsed (the write key's `browse` ACL), so those left out are deleted. */
    async replaceContentIndex(indexName, records) {
      checkIndex(indexName);
      const held: string[] = [];
      try {
        await client.browseObjects<{ objectID: string }>({
          indexName,
          browseParams: { attributesToRetrieve: ["objectID"], hitsPerPage: 1000 },
          aggregator: (response) => held.push(...response.hits.map((hit) => hit.objectID)),
        });
      } catch (error) {
        throw algoliaFailure(error, "browse");
      }
      const kept = new Set(records.map((record) => record.objectID));
      const deleted = held.filter((objectID) => !kept.has(objectID));
      await write(indexName, records, deleted);
      return { deleted: deleted.length };
    },
  };
}

const BATCH_SIZE = 1000;
