"use client";
// The instant search page (S1, S2, S6): results rendered on the server, then InstantSearch in the browser over the
// lite client; the URL keeps the page's own shape so reload, back and links without JavaScript all agree.
import { useEffect, useMemo, useState } from "react";
import { usePathname, useSearchParams } from "next/navigation";
import { Configure, Index, InstantSearch, InstantSearchSSRProvider } from "react-instantsearch";
import type { InitialResults, UiState } from "instantsearch.js";
import { createSearchClient, searchClientConfig } from "../../client/search-client";
import { createUrlRouter } from "../url-router";
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

const sameState = (a: string, b: string, known: (key: string) => boolean) =>
  JSON.stringify(parseSearchLocation(new URL(a, "http://x").search, known)) === JSON.stringify(parseSearchLocation(new URL(b, "http://x").search, known));

/**
 * InstantSearch's routing on Next's router (url-router.ts). While mounting, the state is read from the URL Next is
 * rendering (after a client-side navigation window.location may still be the previous page's); afterwards from the
 * window, and every URL change reaches InstantSearch through Next's search params (and `popstate`, which Next may
 * fold into one render with the write it undoes).
 */
function useRouting(setup: SearchSetup, serverUrl: string, known: (key: string) => boolean) {
  const pathname = usePathname();
  const params = useSearchParams();
  const query = params.toString();
  const renderedUrl = query ? `${pathname}?${query}` : pathname;
  const [routing] = useState(() => {
    const mountUrl = typeof window === "undefined" ? serverUrl : renderedUrl;
    const base = serverUrl.split("?")[0] ?? serverUrl;
    let mounted = false;
    const router = createUrlRouter<RouteState>({
      mountUrl,
      read: () => parseSearchLocation(new URL(mounted ? window.location.href : mountUrl, "http://x").search, known),
      createURL: (route) => searchHref(base, route),
    });
    return {
      router,
      stateMapping: {
        stateToRoute: (uiState: UiState): RouteState => uiStateToRoute(uiState as SearchUiState, setup.locale),
        routeToState: (route: RouteState): UiState => routeToUiState(route, setup.locale) as UiState,
      },
      /** Whether the server's results belong to the state being mounted (not so when Next restores an older page). */
      serverResultsFit: sameState(mountUrl, serverUrl, known),
      /** Next rendered `url`; leaving the page is Next's business, not a new search state. */
      sync(url: string) {
        mounted = true;
        if (new URL(url, "http://x").pathname === base) router.urlChanged(url);
      },
    };
  });

  useEffect(() => routing.sync(renderedUrl), [routing, renderedUrl]);

  // With server results InstantSearch never disposes its instance: the page tells the router when it is left.
  useEffect(() => {
    routing.router.enter();
    return () => routing.router.leave();
  }, [routing]);

  useEffect(() => {
    // A click or a submit may start a navigation: the pending history entry lands first.
    const flush = () => routing.router.flush();
    // Back or forward: heard at once, since Next may batch a write and a back into one render of the same URL.
    const pop = () => routing.sync(window.location.pathname + window.location.search);
    window.addEventListener("click", flush, true);
    window.addEventListener("submit", flush, true);
    window.addEventListener("popstate", pop);
    return () => {
      window.removeEventListener("click", flush, true);
      window.removeEventListener("submit", flush, true);
      window.removeEventListener("popstate", pop);
    };
  }, [routing]);

  return routing;
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
  const { router, stateMapping, serverResultsFit } = useRouting(setup, serverUrl, known);
  const base = serverUrl.split("?")[0] ?? serverUrl;

  return (
    <InstantSearchSSRProvider {...(initialResults && serverResultsFit ? { initialResults } : {})}>
      <InstantSearch searchClient={client} indexName={setup.indexName} routing={{ router, stateMapping }} future={{ preserveSharedStateOnUnmount: true }}>
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
