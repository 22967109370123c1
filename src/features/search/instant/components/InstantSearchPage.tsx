"use client";
// The instant search page (S1, S2, S6): results rendered on the server, then InstantSearch in the browser over the
// lite client; the URL keeps the page's own shape so reload, back and links without JavaScript all agree.
import { useMemo, useState } from "react";
import { Configure, Index, InstantSearch, InstantSearchSSRProvider } from "react-instantsearch";
import { history } from "instantsearch.js/es/lib/routers/index.js";
import type { InitialResults, UiState } from "instantsearch.js";
import { createSearchClient, searchClientConfig } from "../../client/search-client";
import { parseSearchLocation, routeToUiState, uiStateToRoute, type SearchUiState } from "../routing";
import type { SearchSetup } from "../config";
import { searchHref, type SearchState } from "../../page/search-state";
import { SearchForm } from "./SearchForm";
import { AttributeFacets, CategoryMenu, RefineHeading } from "./Facets";
import { RangeFacets } from "./RangeFacets";
import type { RangeAttribute } from "../../page/range-facets";
import { ContentHits, ProductHits, ResultBar, ResultPages, SearchStatus } from "./Results";
import type { BrandDisplay } from "./ProductCard";
import styles from "../../components/Search.module.css";

export interface InstantSearchPageProps {
  setup: SearchSetup;
  initialResults?: InitialResults;
  /** The request's path and query, the location InstantSearch reads while rendering on the server. */
  serverUrl: string;
  /** Labels of every catalogue attribute key (the URL may refine any of them). */
  attributeLabels: Record<string, string>;
  /** Attribute keys offered as facets without being refined (choices rather than measurements). */
  offeredAttributes: string[];
  /** Measurements that may show as range facets, most telling first (issue 3). */
  rangeAttributes?: RangeAttribute[];
  brand: BrandDisplay;
}

type RouteState = SearchState;

function useRouting(setup: SearchSetup, serverUrl: string, known: (key: string) => boolean) {
  return useMemo(() => {
    const router = history<RouteState>({
      cleanUrlOnDispose: false,
      getLocation: () => (typeof window === "undefined" ? (new URL(serverUrl, "http://localhost") as unknown as Location) : window.location),
      createURL: ({ routeState, location }) => searchHref(location.pathname, routeState),
      parseURL: ({ location }) => parseSearchLocation(location.search, known),
    });
    // The first state is the one the server rendered: after a client-side navigation, window.location may still be
    // the previous page's while this tree renders. Back/forward read the window's location as usual.
    const read = router.read.bind(router);
    let first = true;
    router.read = () => {
      if (!first) return read();
      first = false;
      return parseSearchLocation(new URL(serverUrl, "http://localhost").search, known);
    };
    return {
      router,
      stateMapping: {
        stateToRoute: (uiState: UiState): RouteState => uiStateToRoute(uiState as SearchUiState, setup.locale),
        routeToState: (route: RouteState): UiState => routeToUiState(route, setup.locale) as UiState,
      },
    };
  }, [setup.locale, serverUrl, known]);
}

export function InstantSearchPage({ setup, initialResults, serverUrl, attributeLabels, offeredAttributes, rangeAttributes = [], brand }: InstantSearchPageProps) {
  // One client per page view; on the server it is never called (initial results are given).
  const [client] = useState(() =>
    createSearchClient(
      searchClientConfig(
        { appId: process.env.NEXT_PUBLIC_ALGOLIA_APP_ID, apiKey: process.env.NEXT_PUBLIC_ALGOLIA_SEARCH_API_KEY },
        typeof window === "undefined" ? "http://localhost" : window.location.origin,
      ),
    ),
  );
  const known = useMemo(() => (key: string) => Object.hasOwn(attributeLabels, key), [attributeLabels]);
  const offered = useMemo(() => new Set(offeredAttributes), [offeredAttributes]);
  const routing = useRouting(setup, serverUrl, known);
  const base = serverUrl.split("?")[0] ?? serverUrl;

  return (
    <InstantSearchSSRProvider {...(initialResults ? { initialResults } : {})}>
      <InstantSearch searchClient={client} indexName={setup.indexName} routing={routing} future={{ preserveSharedStateOnUnmount: true }}>
        <Configure {...setup.productsConfigure} />
        <SearchForm action={base} />
        <SearchStatus />
        <div className={styles.layout}>
          <section aria-labelledby="search-refine" className={styles.facets}>
            <RefineHeading />
            <CategoryMenu />
            <AttributeFacets labels={attributeLabels} offered={offered} />
            <RangeFacets attributes={rangeAttributes} action={base} locale={setup.locale} />
          </section>
          <section aria-labelledby="search-results">
            <ResultBar sorts={setup.sorts} locale={setup.locale} />
            <Index indexName={setup.contentIndexName}>
              <Configure {...setup.contentConfigure} />
              <ContentHits />
            </Index>
            <ProductHits brand={brand} locale={setup.locale} />
            <ResultPages />
          </section>
        </div>
      </InstantSearch>
    </InstantSearchSSRProvider>
  );
}
