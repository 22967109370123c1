// Recommendations (S4) in Algolia Recommend's REST shapes: `POST 1/indexes/*/recommendations` with `requests`, each one model.
import { SEARCH_LIMITS, SearchInputError, type SearchParams } from "@/features/search";

export const RECOMMEND_MODELS = ["related-products", "looking-similar", "bought-together", "trending-items", "trending-facets", "recommended-for-you"] as const;
export type RecommendModel = (typeof RECOMMEND_MODELS)[number];

/** Algolia Recommend's own bounds (maxRecommendations 1-30, default 30); one call returns at most as many hits as a search call (ADR 27). */
export const RECOMMEND_LIMITS = { requests: 50, defaultMaxRecommendations: 30, maxRecommendations: 30, hitsPerCall: SEARCH_LIMITS.hitsPerCall } as const;

export interface RecommendationsRequest {
  indexName: string;
  model: RecommendModel;
  /** The product the recommendations are for (related-products, looking-similar, bought-together). */
  objectID?: string;
  /** Minimum `_score` (0-100) a recommendation must reach; 0 by default. */
  threshold: number;
  maxRecommendations: number;
  /** Search parameters narrowing the recommended records (filters, facetFilters, numericFilters); `userToken` for recommended-for-you. */
  queryParameters?: SearchParams & { userToken?: string };
  /** trending-facets: the facet whose values trend; trending-items: with facetValue, narrows to that facet value. */
  facetName?: string;
  facetValue?: string;
}

export type RecommendHit = Record<string, unknown> & { objectID: string; _score: number };
export interface TrendingFacetHit {
  facetName: string;
  facetValue: string;
  _score: number;
}

/** One result per request, in Algolia's search-response shape. */
export interface RecommendationsResult {
  hits: (RecommendHit | TrendingFacetHit)[];
  nbHits: number;
  page: 0;
  nbPages: 1;
  hitsPerPage: number;
  processingTimeMS: number;
  index: string;
}

/** Recommender port: the embedded recommender over the catalogue and stored events, or Algolia Recommend. */
export interface Recommender {
  getRecommendations(request: { requests: RecommendationsRequest[] }): Promise<{ results: RecommendationsResult[] }>;
}

const isModel = (value: unknown): value is RecommendModel => typeof value === "string" && (RECOMMEND_MODELS as readonly string[]).includes(value);
const MODELS_NEEDING_OBJECT = new Set<RecommendModel>(["related-products", "looking-similar", "bought-together"]);

function fail(message: string): never {
  throw new SearchInputError("bad_parameter", message);
}

function optionalString(value: unknown, name: string, max = 512): string | undefined {
  if (value === undefined) return undefined;
  if (typeof value !== "string" || value.length === 0 || value.length > max) fail(`${name} must be a string of 1 to ${max} characters`);
  return value;
}

/** One request of the body, checked and with Algolia's defaults (threshold 0); mistakes are a SearchInputError (400). */
export function parseRecommendationsRequest(raw: unknown, at: number): RecommendationsRequest {
  const where = `requests[${at}]`;
  if (raw === null || typeof raw !== "object" || Array.isArray(raw)) fail(`${where} must be an object`);
  const r = raw as Record<string, unknown>;
  if (typeof r.indexName !== "string" || r.indexName === "") fail(`${where}.indexName must be a string`);
  if (!isModel(r.model)) fail(`${where}.model must be one of ${RECOMMEND_MODELS.join(", ")}`);
  const threshold = r.threshold ?? 0;
  if (typeof threshold !== "number" || !Number.isFinite(threshold) || threshold < 0 || threshold > 100) fail(`${where}.threshold must be a number from 0 to 100`);
  const max = r.maxRecommendations ?? RECOMMEND_LIMITS.defaultMaxRecommendations;
  if (typeof max !== "number" || !Number.isInteger(max) || max < 1 || max > RECOMMEND_LIMITS.maxRecommendations) fail(`${where}.maxRecommendations must be an integer from 1 to ${RECOMMEND_LIMITS.maxRecommendations}`);
  const objectID = optionalString(r.objectID, `${where}.objectID`);
  if (MODELS_NEEDING_OBJECT.has(r.model) && !objectID) fail(`${where}.objectID is required for ${r.model}`);
  const facetName = optionalString(r.facetName, `${where}.facetName`);
  const facetValue = optionalString(r.facetValue, `${where}.facetValue`);
  if (r.model === "trending-facets" && !facetName) fail(`${where}.facetName is required for trending-facets`);
  if (facetValue && !facetName) fail(`${where}.facetValue needs a facetName`);
  const queryParameters = r.queryParameters;
  if (queryParameters !== undefined && (queryParameters === null || typeof queryParameters !== "object" || Array.isArray(queryParameters))) fail(`${where}.queryParameters must be an object`);
  const userToken = (queryParameters as { userToken?: unknown } | undefined)?.userToken;
  if (r.model === "recommended-for-you" && (typeof userToken !== "string" || userToken === "")) fail(`${where}.queryParameters.userToken is required for recommended-for-you`);
  return {
    indexName: r.indexName,
    model: r.model,
    threshold,
    maxRecommendations: max,
    ...(objectID ? { objectID } : {}),
    ...(facetName ? { facetName } : {}),
    ...(facetValue ? { facetValue } : {}),
    ...(queryParameters ? { queryParameters: queryParameters as RecommendationsRequest["queryParameters"] } : {}),
  };
}

/** The requests of a call, each checked, within the call's budget: RECOMMEND_LIMITS.hitsPerCall recommendations in all. */
export function parseRecommendationsBody(body: Record<string, unknown>): RecommendationsRequest[] {
  const { requests } = body;
  if (!Array.isArray(requests) || requests.length === 0 || requests.length > RECOMMEND_LIMITS.requests) fail(`requests must be a list of 1 to ${RECOMMEND_LIMITS.requests} objects`);
  const parsed = requests.map(parseRecommendationsRequest);
  const asked = parsed.reduce((sum, request) => sum + request.maxRecommendations, 0);
  if (asked > RECOMMEND_LIMITS.hitsPerCall) fail(`One call may ask for at most ${RECOMMEND_LIMITS.hitsPerCall} recommendations in all (maxRecommendations over its requests, 30 when left out), not ${asked}`);
  return parsed;
}

/** Models that answer from a person's own events (S4): they need analytics consent (issue 12, ADR 31). */
export const PERSONAL_MODELS: ReadonlySet<RecommendModel> = new Set<RecommendModel>(["recommended-for-you"]);

/** The recommender as a visitor without analytics consent gets it: personal models answer no hits, as for a token without events. */
export function withoutPersonalModels(recommender: Recommender): Recommender {
  return {
    async getRecommendations({ requests }) {
      const others = requests.filter((request) => !PERSONAL_MODELS.has(request.model));
      const answered = others.length > 0 ? (await recommender.getRecommendations({ requests: others })).results : [];
      let next = 0;
      const results = requests.map((request): RecommendationsResult => {
        if (!PERSONAL_MODELS.has(request.model)) return answered[next++]!;
        return { hits: [], nbHits: 0, page: 0, nbPages: 1, hitsPerPage: request.maxRecommendations, processingTimeMS: 0, index: request.indexName };
      });
      return { results };
    },
  };
}
