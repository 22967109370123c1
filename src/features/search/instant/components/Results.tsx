"use client";
// Result count and sort, content hits, product hits, pages, and the prompt / empty / error states (S1).
import Link from "next/link";
import type { MouseEvent } from "react";
import { Highlight, useHits, useInstantSearch, usePagination, useSortBy, useStats } from "react-instantsearch";
import { useFormatter, useTranslations } from "next-intl";
import type { Hit as InstantHit } from "instantsearch.js";
import type { Locale } from "@/config/locales";
import { pageWindow } from "@/platform/ui/pagination/page-window";
import type { ContentRecord } from "../../model";
import { HITS_PER_PAGE, type SearchSetup } from "../config";
import { uiStateToRoute, type SearchUiState } from "../routing";
import { ATTRIBUTE_PARAM_PREFIX } from "../../page/search-state";
import { ProductCard, type BrandDisplay, type ProductHit } from "./ProductCard";
import grid from "@/platform/ui/product-grid/ProductGrid.module.css";
import pager from "@/platform/ui/pagination/Pagination.module.css";
import styles from "../../components/Search.module.css";

function inPlace(event: MouseEvent, action: () => void) {
  if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
  event.preventDefault();
  action();
}

/** Prompt for an empty search, and the translated error when the search service fails or refuses the request. */
export function SearchStatus() {
  const t = useTranslations("search");
  const { error, indexUiState, status } = useInstantSearch({ catchError: true });
  if (error && status === "error") {
    const code = (error as Error & { status?: unknown }).status;
    const clientMistake = typeof code === "number" && code >= 400 && code < 500;
    return (
      <p className={styles.error} role="alert">
        {clientMistake ? t("error") : t("serviceError")}
      </p>
    );
  }
  const refined = Object.keys(indexUiState.refinementList ?? {}).length > 0 || Object.keys(indexUiState.hierarchicalMenu ?? {}).length > 0;
  return !indexUiState.query && !refined ? <p>{t("prompt")}</p> : null;
}

function SortSelect({ sorts, locale }: { sorts: SearchSetup["sorts"]; locale: Locale }) {
  const t = useTranslations("search");
  const { uiState } = useInstantSearch();
  const { currentRefinement, refine } = useSortBy({ items: sorts.map((sort) => ({ value: sort.value, label: sort.key })) });
  const current = sorts.find((sort) => sort.value === currentRefinement) ?? sorts[0]!;
  // Without JavaScript the sort is a GET form carrying the other URL parameters.
  const route = uiStateToRoute(uiState as SearchUiState, locale);
  return (
    <form method="get" className={styles.sort} onSubmit={(event) => event.preventDefault()}>
      {route.query ? <input type="hidden" name="q" value={route.query} /> : null}
      {route.category ? <input type="hidden" name="cat" value={route.category} /> : null}
      {Object.entries(route.refinements).flatMap(([key, values]) => values.map((value) => <input key={`${key}=${value}`} type="hidden" name={`${ATTRIBUTE_PARAM_PREFIX}${key}`} value={value} />))}
      <label htmlFor="search-sort">{t("sortLabel")}</label>
      <select
        id="search-sort"
        name="sort"
        value={current.key === "relevance" ? "" : current.key}
        onChange={(event) => refine(sorts.find((sort) => sort.key === event.target.value)?.value ?? sorts[0]!.value)}
        className={styles.sortSelect}
      >
        {sorts.map((sort) => (
          <option key={sort.value} value={sort.key === "relevance" ? "" : sort.key}>
            {t(`sort.${sort.key}`)}
          </option>
        ))}
      </select>
      <noscript>
        <button type="submit" className="btn">
          {t("sortApply")}
        </button>
      </noscript>
    </form>
  );
}

export function ResultBar({ sorts, locale }: { sorts: SearchSetup["sorts"]; locale: Locale }) {
  const t = useTranslations("search");
  const format = useFormatter();
  const { nbHits, page, nbPages } = useStats();
  const { items } = useHits();
  const from = page * HITS_PER_PAGE + 1;
  return (
    <>
      <h2 id="search-results" className="visually-hidden">
        {t("results")}
      </h2>
      <div className={styles.resultBar}>
        <div role="status">
          <p className={styles.count}>{t("resultCount", { count: nbHits })}</p>
          {nbPages > 1 && items.length > 0 ? (
            <p>{t("resultRange", { from: format.number(from), to: format.number(from + items.length - 1), count: format.number(nbHits) })}</p>
          ) : null}
        </div>
        {nbHits > 0 ? <SortSelect sorts={sorts} locale={locale} /> : null}
      </div>
    </>
  );
}

export function ProductHits({ brand, locale }: { brand: BrandDisplay; locale: Locale }) {
  const t = useTranslations("search");
  const { items, results } = useHits<ProductHit>();
  const { indexUiState } = useInstantSearch();
  const { refine, createURL } = usePagination();
  if (!results || (results.nbHits === 0 && !results.query && Object.keys(indexUiState.refinementList ?? {}).length === 0)) return null;
  const refined = Object.keys(indexUiState.refinementList ?? {}).length > 0 || Object.keys(indexUiState.hierarchicalMenu ?? {}).length > 0;
  if (results.nbHits === 0) {
    return (
      <>
        <p className={styles.count}>{results.query ? t("emptyTitle", { query: results.query }) : t("emptyFiltered")}</p>
        <p>{t("emptyHint")}</p>
        <ul className={styles.hints}>
          <li>{t("hintSpelling")}</li>
          <li>{t("hintFewerWords")}</li>
          <li>{t("hintCatalogNumber")}</li>
          {refined ? <li>{t("hintFilters")}</li> : null}
        </ul>
      </>
    );
  }
  if (items.length === 0) {
    return (
      <p>
        {t("pageEmpty")}{" "}
        <a href={createURL(0)} onClick={(event) => inPlace(event, () => refine(0))}>
          {t("firstPage")}
        </a>
      </p>
    );
  }
  return (
    <>
      <ul className={grid.grid}>
        {items.map((hit, index) => (
          <ProductCard key={hit.objectID} hit={hit} brand={brand} locale={locale} eager={index < 4} />
        ))}
      </ul>
      {/* F15: this page of results as the start of a submittal package. */}
      <p>
        <Link href={`/${brand.brandDirectory}/${locale}/pdf-builder?numbers=${encodeURIComponent(items.map((hit) => hit.catalogNumber).join(","))}`} prefetch={false}>
          {t("submittal")}
        </Link>
      </p>
    </>
  );
}

type ContentHit = InstantHit<Pick<ContentRecord, "title" | "type" | "summary" | "path">>;

/** Pages, news and videos matching the query (multi-index, S1); nothing at all when none match. */
export function ContentHits() {
  const t = useTranslations("search");
  const { items } = useHits<ContentHit>();
  if (items.length === 0) return null;
  return (
    <section aria-labelledby="search-content" className={styles.content}>
      <h2 id="search-content" className={styles.contentTitle}>
        {t("content")}
      </h2>
      <ul className={styles.contentList}>
        {items.map((hit) => (
          <li key={hit.objectID}>
            <p className={styles.contentType}>{t(`contentType.${hit.type}` as "contentType.page")}</p>
            <h3 className={styles.contentName}>
              <Link href={hit.path} prefetch={false} data-query-id={hit.__queryID} data-position={hit.__position}>
                <Highlight hit={hit} attribute="title" classNames={{ highlighted: styles.mark }} />
              </Link>
            </h3>
            {hit.summary ? <p className={styles.contentSummary}>{hit.summary}</p> : null}
          </li>
        ))}
      </ul>
    </section>
  );
}

export function ResultPages() {
  const t = useTranslations("catalog.pagination");
  const { currentRefinement, nbPages, refine, createURL, isFirstPage, isLastPage } = usePagination({ padding: 1 });
  if (nbPages <= 1) return null;
  const page = currentRefinement + 1;
  const link = (target: number, text: string, extra: { rel?: string; label?: string; current?: boolean; className: string | undefined }) => (
    <a
      href={createURL(target - 1)}
      onClick={(event) => inPlace(event, () => refine(target - 1))}
      rel={extra.rel}
      aria-label={extra.label}
      aria-current={extra.current ? "page" : undefined}
      className={extra.className}
    >
      {text}
    </a>
  );
  return (
    <nav aria-label={t("nav")} className={pager.pagination}>
      <ul>
        {!isFirstPage ? <li>{link(page - 1, t("previous"), { rel: "prev", className: pager.step })}</li> : null}
        {pageWindow(page, nbPages).map((p, i) =>
          p === null ? (
            <li key={`gap-${i}`} aria-hidden="true" className={pager.gap}>
              …
            </li>
          ) : (
            <li key={p}>{link(p, String(p), { label: t("page", { page: p }), current: p === page, className: pager.number })}</li>
          ),
        )}
        {!isLastPage ? <li>{link(page + 1, t("next"), { rel: "next", className: pager.step })}</li> : null}
      </ul>
    </nav>
  );
}
