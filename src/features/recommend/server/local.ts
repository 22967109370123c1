// The embedded recommender (S4): related, similar and bought-together products from the catalogue's classes, attribute
// values and compatibility relations; trending and personal recommendations from stored events (the local EventSink).
import "server-only";
import { parseIndexName, SearchInputError, SearchUnavailableError } from "@/features/search";
import { resolveFeedProduct as resolveProduct, type CatalogFeed as LoadedCatalog } from "@/features/catalog/server";
import type { EventStats, ObjectScore } from "@/features/insights/server";
import { normalizeParams } from "@/features/search";
import { naiveMatches } from "@/features/search";
import { facetValuesOf, type IndexSettings } from "@/features/search";
import type { FilterNode } from "@/features/search";
import { productIndexSettings, productRecord } from "@/features/search/server";
import type { Locale } from "@/config/locales";
import type { ProductRecord } from "@/features/search";
import { searchWorkQueue, type FairQueue, type Lane } from "@/features/search/server";
import { logger } from "@/platform/logging/logger";
import { parseRecommendationsBody, type RecommendationsRequest, type RecommendationsResult, type Recommender, type RecommendHit, type RecommendModel, type TrendingFacetHit } from "../model";
import { attributeSimilarity, classProfile, sharedValueShare, toScore, type AttributeKind, type AttributeValue, type ClassProfile } from "../similarity";

const DAY_MS = 86_400_000;
/** Trending looks at the last week of events; personal recommendations at the last 90 days. */
export const TRENDING_WINDOW_MS = 7 * DAY_MS;
export const PERSONAL_WINDOW_MS = 90 * DAY_MS;
const TRENDING_POOL = 1000;
/** Models that read stored events. */
const EVENT_MODELS = new Set<RecommendModel>(["trending-items", "trending-facets", "recommended-for-you"]);
const FALLBACK_POOL = 500;

/** What the recommender derives once per catalogue: classes, compatibility nodes, class profiles, newest first. */
interface CatalogRelations {
  classOf: string[];
  byClass: Map<string, number[]>;
  byNode: Map<string, number[]>;
  siblingNodes: Map<string, string[]>;
  keyPositions: Map<string, Map<string, number>>;
  profiles: Map<string, ClassProfile>;
  newest: number[];
  settings: IndexSettings;
}

const relationsByCatalog = new WeakMap<LoadedCatalog, CatalogRelations>();

function relations(catalog: LoadedCatalog): CatalogRelations {
  const hit = relationsByCatalog.get(catalog);
  if (hit) return hit;
  const classOf = catalog.products.map((p) => catalog.families[p.family]?.classKey ?? "");
  const byClass = new Map<string, number[]>();
  const byNode = new Map<string, number[]>();
  catalog.products.forEach((product, i) => {
    const list = byClass.get(classOf[i]!);
    if (list) list.push(i);
    else byClass.set(classOf[i]!, [i]);
    for (const key of product.compatibilityKeys) {
      const members = byNode.get(key);
      if (members) members.push(i);
      else byNode.set(key, [i]);
    }
  });
  const siblingNodes = new Map<string, string[]>();
  for (const node of catalog.categories.compatibilityCategories) {
    const family = node.parentKey ? catalog.compatibilityByKey.get(node.parentKey) : undefined;
    if (family) siblingNodes.set(node.key, family.children.filter((key) => key !== node.key));
  }
  const keyPositions = new Map<string, Map<string, number>>();
  const profiles = new Map<string, ClassProfile>();
  for (const [classKey, keys] of Object.entries(catalog.classes)) {
    keyPositions.set(classKey, new Map(keys.map((key, i) => [key, i])));
    const kinds = keys.map((key) => (catalog.attributes.get(key)?.type ?? "text") as AttributeKind);
    profiles.set(classKey, classProfile(kinds, (byClass.get(classKey) ?? []).map((i) => catalog.products[i]!.values)));
  }
  const newest = catalog.products.map((_, i) => i).sort((a, b) => catalog.products[b]!.releaseDate.localeCompare(catalog.products[a]!.releaseDate) || a - b);
  const built: CatalogRelations = { classOf, byClass, byNode, siblingNodes, keyPositions, profiles, newest, settings: productIndexSettings(catalog) };
  relationsByCatalog.set(catalog, built);
  return built;
}

/** Products both in the compatibility links of either one (the generator's plates-for-devices pairs). */
function linked(catalog: LoadedCatalog, a: number, b: number): boolean {
  const pa = catalog.products[a]!;
  const pb = catalog.products[b]!;
  return pa.compatibleIds.includes(pb.id) || pb.compatibleIds.includes(pa.id);
}

/** Same-name attributes of two classes (colour, device style, material) holding the same value, as a share. */
function commonAttributeMatch(catalog: LoadedCatalog, rel: CatalogRelations, a: number, b: number): number {
  const positionsA = rel.keyPositions.get(rel.classOf[a]!);
  const positionsB = rel.keyPositions.get(rel.classOf[b]!);
  if (!positionsA || !positionsB) return 0;
  const va: AttributeValue[] = [];
  const vb: AttributeValue[] = [];
  for (const [key, i] of positionsA) {
    const j = positionsB.get(key);
    if (j === undefined) continue;
    va.push(catalog.products[a]!.values[i]);
    vb.push(catalog.products[b]!.values[j]);
  }
  return sharedValueShare(va, vb);
}

type Scored = { index: number; raw: number }[];

/** The scoring of each catalogue-based model: raw scores in [0, 1] of candidate products. */
export const catalogModels = {
  "related-products"(catalog: LoadedCatalog, i: number): Scored {
    const rel = relations(catalog);
    const product = catalog.products[i]!;
    const sameClass = rel.byClass.get(rel.classOf[i]!) ?? [];
    const compatible = product.compatibleIds.flatMap((id) => catalog.indexById.get(id) ?? []);
    const candidates = new Set([...sameClass, ...compatible]);
    candidates.delete(i);
    return [...candidates].map((j) => {
      const other = catalog.products[j]!;
      const sameFamily = other.family === product.family ? 1 : 0;
      const sameSeries = catalog.families[other.family]?.series === catalog.families[product.family]?.series ? 1 : 0;
      const shared = rel.classOf[j] === rel.classOf[i] ? sharedValueShare(product.values, other.values) : 0;
      return { index: j, raw: 0.4 * sameFamily + 0.35 * shared + 0.1 * sameSeries + 0.15 * (linked(catalog, i, j) ? 1 : 0) };
    });
  },
  "looking-similar"(catalog: LoadedCatalog, i: number): Scored {
    const rel = relations(catalog);
    const product = catalog.products[i]!;
    const profile = rel.profiles.get(rel.classOf[i]!);
    if (!profile) return [];
    // Variants of the same family are "related"; "similar" offers the closest alternatives from other families.
    return (rel.byClass.get(rel.classOf[i]!) ?? [])
      .filter((j) => catalog.products[j]!.family !== product.family)
      .map((j) => ({ index: j, raw: attributeSimilarity(profile, product.values, catalog.products[j]!.values) }));
  },
  "bought-together"(catalog: LoadedCatalog, i: number): Scored {
    const rel = relations(catalog);
    const product = catalog.products[i]!;
    const candidates = new Set(product.compatibleIds.flatMap((id) => catalog.indexById.get(id) ?? []));
    for (const node of product.compatibilityKeys) {
      for (const sibling of rel.siblingNodes.get(node) ?? []) for (const j of rel.byNode.get(sibling) ?? []) candidates.add(j);
    }
    return [...candidates]
      .filter((j) => rel.classOf[j] !== rel.classOf[i])
      .map((j) => ({ index: j, raw: 0.5 * (linked(catalog, i, j) ? 1 : 0) + 0.5 * commonAttributeMatch(catalog, rel, i, j) }));
  },
};

interface Context {
  catalog: LoadedCatalog;
  locale: Locale;
  filter: FilterNode | undefined;
  records: Map<number, ProductRecord | null>;
}

function recordOf(context: Context, index: number): ProductRecord | null {
  if (!context.records.has(index)) {
    const product = resolveProduct(context.catalog, index, context.locale);
    context.records.set(index, product ? productRecord(product) : null);
  }
  return context.records.get(index) ?? null;
}

function allowed(context: Context, record: ProductRecord): boolean {
  return !context.filter || naiveMatches(record, context.filter, relations(context.catalog).settings);
}

/** Best candidates first, scored 0-100, cut at the threshold and the maximum, narrowed by the request's filters. */
function pick(context: Context, scored: Scored, request: RecommendationsRequest, relativeTo = 1): RecommendHit[] {
  const hits: RecommendHit[] = [];
  const sorted = [...scored].sort((a, b) => b.raw - a.raw || a.index - b.index);
  for (const { index, raw } of sorted) {
    const score = toScore(raw, relativeTo);
    if (score < request.threshold) break;
    const record = recordOf(context, index);
    if (!record || !allowed(context, record)) continue;
    hits.push({ ...record, _score: score });
    if (hits.length >= request.maxRecommendations) break;
  }
  return hits;
}

function toIndices(catalog: LoadedCatalog, scores: ObjectScore[]): Scored {
  return scores.flatMap(({ objectID, score }) => {
    const index = catalog.indexById.get(objectID);
    return index === undefined ? [] : [{ index, raw: score }];
  });
}

/** Raw score steps of the fallback: they keep release order through `pick`'s sort yet round to a score of 0. */
const FALLBACK_STEP = 1e-7;

/** Newest products stand in for trending ones while no events are stored (score 0: they pass only the default threshold). */
function newestFallback(context: Context): Scored {
  return relations(context.catalog).newest.slice(0, FALLBACK_POOL).map((index, rank) => ({ index, raw: (FALLBACK_POOL - rank) * FALLBACK_STEP }));
}

function withFacet(context: Context, scored: Scored, facetName?: string, facetValue?: string): Scored {
  if (!facetName || !facetValue) return scored;
  return scored.filter(({ index }) => {
    const record = recordOf(context, index);
    return record ? facetValuesOf(record, facetName).includes(facetValue) : false;
  });
}

function trendingFacets(context: Context, scored: Scored, request: RecommendationsRequest): TrendingFacetHit[] {
  const facetName = request.facetName!;
  const totals = new Map<string, number>();
  for (const { index, raw } of scored) {
    const record = recordOf(context, index);
    if (!record || !allowed(context, record)) continue;
    for (const value of facetValuesOf(record, facetName)) totals.set(value, (totals.get(value) ?? 0) + Math.max(raw, 1));
  }
  const top = Math.max(0, ...totals.values());
  return [...totals]
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
    .map(([facetValue, total]) => ({ facetName, facetValue, _score: toScore(total, top) }))
    .filter((hit) => hit._score >= request.threshold)
    .slice(0, request.maxRecommendations);
}

export function createLocalRecommender(
  loadCatalog: () => LoadedCatalog,
  eventStats: () => EventStats,
  now: () => Date = () => new Date(),
  queue: () => FairQueue = searchWorkQueue,
): Recommender {
  /** The stored events a model reads (trending, personal); an unreachable event store makes the request a 503, not a 500. */
  async function storedSignals(request: RecommendationsRequest, userToken: string | undefined): Promise<ObjectScore[]> {
    const window = request.model === "recommended-for-you" ? PERSONAL_WINDOW_MS : TRENDING_WINDOW_MS;
    const since = new Date(now().getTime() - window);
    try {
      return request.model === "recommended-for-you"
        ? await eventStats().userObjects(userToken!, request.indexName, since, 20)
        : await eventStats().trendingObjects(request.indexName, since, TRENDING_POOL);
    } catch (error) {
      logger.warn({ err: error, model: request.model }, "recommend: stored events could not be read");
      throw new SearchUnavailableError("Recommendations are temporarily unavailable", { cause: error });
    }
  }

  async function one(request: RecommendationsRequest, lane: Lane): Promise<RecommendationsResult> {
    const parsed = parseIndexName(request.indexName);
    if (!parsed) throw new SearchInputError("unknown_index", `Index '${request.indexName.slice(0, 100)}' does not exist`);
    if (parsed.kind !== "products") throw new SearchInputError("bad_parameter", `Recommendations are available for products indices, not '${request.indexName}'`);
    const { userToken, ...queryParameters } = request.queryParameters ?? {};
    const catalog = loadCatalog();
    const context: Context = { catalog, locale: parsed.locale, filter: normalizeParams(queryParameters).filter, records: new Map() };
    if (request.facetName && !relations(catalog).settings.attributesForFaceting.includes(request.facetName)) {
      throw new SearchInputError("bad_parameter", `facetName '${request.facetName.slice(0, 100)}' is not a facet of ${request.indexName}`);
    }
    const signals = EVENT_MODELS.has(request.model) ? await storedSignals(request, userToken) : [];
    // The scoring takes its turn in the queue the embedded search uses (ADR 27).
    return lane.run(() => {
      const started = performance.now();
      const hits = recommend(context, request, signals);
      return { hits, nbHits: hits.length, page: 0, nbPages: 1, hitsPerPage: request.maxRecommendations, processingTimeMS: Math.round(performance.now() - started), index: request.indexName };
    });
  }

  function recommend(context: Context, request: RecommendationsRequest, signals: ObjectScore[]): (RecommendHit | TrendingFacetHit)[] {
    const { catalog } = context;
    switch (request.model) {
      case "related-products":
      case "looking-similar":
      case "bought-together": {
        const index = catalog.indexById.get(request.objectID!);
        return index === undefined ? [] : pick(context, catalogModels[request.model](catalog, index), request);
      }
      case "trending-items": {
        const trending = withFacet(context, toIndices(catalog, signals), request.facetName, request.facetValue);
        const hits = pick(context, trending, request, Math.max(0, ...trending.map((s) => s.raw)));
        return hits.length > 0 ? hits : pick(context, withFacet(context, newestFallback(context), request.facetName, request.facetValue), request);
      }
      case "trending-facets": {
        const hits = trendingFacets(context, toIndices(catalog, signals), request);
        return hits.length > 0 ? hits : trendingFacets(context, newestFallback(context), request);
      }
      case "recommended-for-you": {
        const seen = toIndices(catalog, signals);
        const seenSet = new Set(seen.map((s) => s.index));
        const affinity = new Map<number, number>();
        for (const { index, raw: weight } of seen) {
          const related = catalogModels["related-products"](catalog, index).sort((a, b) => b.raw - a.raw).slice(0, 50);
          for (const { index: j, raw } of related) if (!seenSet.has(j)) affinity.set(j, (affinity.get(j) ?? 0) + weight * raw);
        }
        const scored = [...affinity].map(([index, raw]) => ({ index, raw }));
        return pick(context, scored, request, Math.max(0, ...scored.map((s) => s.raw)));
      }
    }
  }

  return {
    async getRecommendations({ requests }) {
      // Server-side callers are held to the same checks and budget as the HTTP endpoint.
      const checked = parseRecommendationsBody({ requests });
      const lane = queue().lane();
      return { results: await Promise.all(checked.map((request) => one(request, lane))) };
    },
  };
}
