// First paint of the instant search page (S1): the same InstantSearch widgets the browser mounts, run on the server
// against the in-process SearchService, so the HTML carries the results and the browser hydrates without a request.
import "server-only";
import InstantSearch from "instantsearch.js/es/lib/InstantSearch.js";
import { getInitialResults, waitForResults } from "instantsearch.js/es/lib/server.js";
import connectConfigure from "instantsearch.js/es/connectors/configure/connectConfigure.js";
import connectHierarchicalMenu from "instantsearch.js/es/connectors/hierarchical-menu/connectHierarchicalMenu.js";
import connectHits from "instantsearch.js/es/connectors/hits/connectHits.js";
import connectPagination from "instantsearch.js/es/connectors/pagination/connectPagination.js";
import connectRange from "instantsearch.js/es/connectors/range/connectRange.js";
import connectRefinementList from "instantsearch.js/es/connectors/refinement-list/connectRefinementList.js";
import connectSearchBox from "instantsearch.js/es/connectors/search-box/connectSearchBox.js";
import connectSortBy from "instantsearch.js/es/connectors/sort-by/connectSortBy.js";
import connectStats from "instantsearch.js/es/connectors/stats/connectStats.js";
import index from "instantsearch.js/es/widgets/index/index.js";
import type { InitialResults, SearchClient, UiState, Widget } from "instantsearch.js";
import type { FacetStats, SearchRequest, SearchService } from "../model";
import { HIERARCHICAL_MENU_PROPS, MAX_RANGE_FACETS, pickAttributeFacets, rangeProps, refinementListProps, type SearchSetup } from "./config";
import { ATTRIBUTE_FACET_PREFIX, routeToUiState } from "./routing";
import type { SearchState } from "../page/search-state";
import { NUMERIC_ATTRIBUTE_PREFIX, numericAttribute } from "../page/numeric-range";
import { pickRangeFacets } from "../page/range-facets";

const noop = () => {};
// InstantSearch's deferred schedulers carry a cancel() that dispose() calls.
const idle = Object.assign(() => {}, { cancel: noop });

/** A SearchClient over the SearchService: what the browser's lite client does over HTTP, in process. */
export function serviceSearchClient(service: SearchService): SearchClient {
  return {
    search: ((requests: { indexName: string; params?: Record<string, unknown> }[]) =>
      service.search({ requests: requests.map(({ indexName, params }) => ({ ...params, indexName }) as SearchRequest) })) as never,
  } as SearchClient;
}

/** The widgets the browser's page mounts, as renderless connectors with the same parameters. */
function pageWidgets(setup: SearchSetup, attributes: readonly string[], ranges: readonly string[]): Widget[] {
  return [
    connectConfigure(noop)({ searchParameters: setup.productsConfigure }),
    connectSearchBox(noop)({}),
    connectStats(noop)({}),
    connectHits(noop)({}),
    connectHierarchicalMenu(noop)({ ...HIERARCHICAL_MENU_PROPS, attributes: [...HIERARCHICAL_MENU_PROPS.attributes] }),
    ...attributes.map((attribute) => connectRefinementList(noop)(refinementListProps(attribute))),
    ...ranges.map((key) => connectRange(noop)(rangeProps(numericAttribute(key)))),
    connectSortBy(noop)({ items: setup.sorts.map((sort) => ({ value: sort.value, label: sort.key })) }),
    connectPagination(noop)({}),
    index({ indexName: setup.contentIndexName }).addWidgets([connectConfigure(noop)({ searchParameters: setup.contentConfigure }), connectHits(noop)({})]),
  ] as Widget[];
}

async function runOnce(client: SearchClient, setup: SearchSetup, uiState: UiState, attributes: readonly string[], ranges: readonly string[]) {
  const search = new InstantSearch({ indexName: setup.indexName, searchClient: client, initialUiState: uiState, future: { preserveSharedStateOnUnmount: true } });
  // The first search is sent by waitForResults below, not by start()'s scheduler.
  search.scheduleSearch = idle as never;
  search.scheduleRender = idle as never;
  search.addWidgets(pageWidgets(setup, attributes, ranges));
  search.start();
  try {
    const requestParams = await waitForResults(search);
    return { initialResults: getInitialResults(search.mainIndex, requestParams), results: search.mainIndex.getResults() };
  } finally {
    search.dispose();
  }
}

type RawResult = { hits?: Record<string, unknown>[]; facets?: Record<string, unknown> };

/**
 * What the page hands the browser, trimmed to what it renders: the retrieved attributes of each hit (the embedded
 * engine returns whole records) and, of the attribute facets, only those shown; the browser picks the same ones again.
 */
export function trimInitialResults(initialResults: InitialResults, setup: SearchSetup, attributes: readonly string[]): InitialResults {
  const keep = (configure: Record<string, unknown>) => new Set(["objectID", "_highlightResult", ...((configure.attributesToRetrieve as string[] | undefined) ?? [])]);
  const keepByIndex: Record<string, Set<string>> = { [setup.indexName]: keep(setup.productsConfigure), [setup.contentIndexName]: keep(setup.contentConfigure) };
  const shown = new Set(attributes);
  return Object.fromEntries(
    Object.entries(initialResults).map(([indexId, entry]) => {
      const fields = keepByIndex[indexId];
      const results = (entry.results as unknown as RawResult[] | undefined)?.map((result) => ({
        ...result,
        ...(result.hits && fields ? { hits: result.hits.map((hit) => Object.fromEntries(Object.entries(hit).filter(([key]) => fields.has(key)))) } : {}),
        ...(result.facets ? { facets: Object.fromEntries(Object.entries(result.facets).filter(([name]) => !name.startsWith(ATTRIBUTE_FACET_PREFIX) || shown.has(name))) } : {}),
      }));
      return [indexId, { ...entry, ...(results ? { results } : {}) }];
    }),
  ) as InitialResults;
}

export interface ServerSearchState {
  initialResults: InitialResults;
  /** Attribute facets (`attributes.<key>`) the first paint shows; the browser derives the same list from the same results. */
  attributes: string[];
  /** Measurement keys shown as range facets (issue 3), picked the same way. */
  ranges: string[];
}

/** Measurement keys of the range widgets a uiState refines. */
export function refinedRangeKeys(range: Record<string, string> | undefined): string[] {
  return Object.keys(range ?? {})
    .filter((attribute) => attribute.startsWith(NUMERIC_ATTRIBUTE_PREFIX))
    .map((attribute) => attribute.slice(NUMERIC_ATTRIBUTE_PREFIX.length));
}

/**
 * Runs the page's searches for a URL state; a second pass when the results call for facets the first did not mount.
 * `rangeOrder` lists the measurements that may show as range facets, most telling first.
 */
export async function serverSearchState(
  service: SearchService,
  setup: SearchSetup,
  route: SearchState,
  offered: (key: string) => boolean,
  rangeOrder: readonly string[] = [],
): Promise<ServerSearchState> {
  const client = serviceSearchClient(service);
  const uiState = routeToUiState(route, setup.locale) as UiState;
  const refined = Object.keys(uiState[setup.indexName]?.refinementList ?? {});
  const refinedRanges = refinedRangeKeys(uiState[setup.indexName]?.range);
  let pass = await runOnce(client, setup, uiState, refined, refinedRanges);
  const raw = pass.results?._rawResults[0] as { facets?: Record<string, Record<string, number>>; facets_stats?: Record<string, FacetStats> } | undefined;
  const wanted = pickAttributeFacets(raw?.facets, refined, offered);
  const ranges = pickRangeFacets(raw?.facets_stats, rangeOrder, refinedRanges, MAX_RANGE_FACETS);
  if (wanted.some((attribute) => !refined.includes(attribute)) || ranges.some((key) => !refinedRanges.includes(key))) pass = await runOnce(client, setup, uiState, wanted, ranges);
  // Plain JSON: the state travels to a Client Component.
  return { initialResults: JSON.parse(JSON.stringify(trimInitialResults(pass.initialResults, setup, wanted))) as InitialResults, attributes: wanted, ranges };
}
