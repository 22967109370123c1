// Search page (S1): query box, result count, category and attribute facets, highlighted product cards, pagination, empty and error states.
import Link from "next/link";
import { getTranslations } from "next-intl/server";
import type { Locale } from "@/config/locales";
import type { Brand } from "@/features/brand/model";
import { productGridLabels } from "@/features/catalog/pages/labels";
import { isNewProduct } from "@/features/catalog/model";
import { formatMoney, formatNumber } from "@/platform/i18n/format";
import { sitePath } from "@/platform/routing/urls";
import { Pagination } from "@/platform/ui/pagination/Pagination";
import type { Hit, ProductRecord } from "../model";
import { SearchBox } from "../components/SearchBox";
import { SearchFacets, type FacetLabels } from "../components/SearchFacets";
import { SearchHits, type SearchHitCard } from "../components/SearchHits";
import { runSearchPage, searchableAttributes } from "./run-search";
import { highlightSegments, SEARCH_PAGE_SIZE } from "./search-requests";
import { hasRefinements, searchHref, toggleRefinement, withCategory, withPage, type ParsedSearchState } from "./search-state";
import styles from "../components/Search.module.css";

function toCard(hit: Hit<ProductRecord>, brand: Brand, locale: Locale): SearchHitCard {
  const highlighted = hit._highlightResult?.name;
  const nameValue = highlighted && !Array.isArray(highlighted) ? highlighted.value : hit.name;
  const price = hit.listPrices?.[brand.currencyCode];
  return {
    id: hit.objectID,
    slug: hit.slug,
    name: hit.name,
    nameSegments: highlightSegments(nameValue),
    catalogNumber: hit.catalogNumber,
    ...(hit.image ? { imageId: hit.image } : {}),
    isNew: hit.releaseDate > 0 && isNewProduct(new Date(hit.releaseDate * 1000).toISOString(), brand.newProductDuration),
    ...(typeof price === "number" && price > 0 ? { price: formatMoney(price, locale, brand.currencyCode) } : {}),
  };
}

export async function SearchView({ brand, locale, state }: { brand: Brand; locale: Locale; state: ParsedSearchState }) {
  const dir = brand.brandDirectory;
  const [t, pager, gridLabels] = await Promise.all([
    getTranslations({ locale, namespace: "search" }),
    getTranslations({ locale, namespace: "catalog.pagination" }),
    productGridLabels(locale),
  ]);
  const outcome = await runSearchPage(dir, locale, state, searchableAttributes(locale));
  const base = sitePath(dir, locale, "search");
  const href = (next: Parameters<typeof searchHref>[1]) => searchHref(base, next);
  const facetLabels: FacetLabels = {
    refine: t("refine"),
    category: t("category"),
    allCategories: t("allCategories"),
    clearFilters: t("clearFilters"),
    selected: t("selected"),
    valueCount: (count) => t("valueCount", { count }),
    number: (count) => formatNumber(count, locale),
  };

  return (
    <div className={`container ${styles.page}`}>
      <h1>{state.query ? t("headingWithQuery", { query: state.query }) : t("heading")}</h1>
      <SearchBox action={base} query={state.query} labels={{ label: t("label"), placeholder: t("placeholder"), submit: t("submit") }} />
      {state.rejected.length > 0 ? (
        <p className={styles.notice} role="status">
          {t("ignored")}
        </p>
      ) : null}
      {outcome.kind === "prompt" ? <p>{t("prompt")}</p> : null}
      {outcome.kind === "invalid" ? (
        <p className={styles.error} role="alert">
          {t("error")}
        </p>
      ) : null}
      {outcome.kind === "results" ? (
        <div className={outcome.nbHits > 0 || hasRefinements(state) ? styles.layout : undefined}>
          {outcome.nbHits > 0 || hasRefinements(state) ? (
            <SearchFacets
              categories={outcome.categories}
              attributes={outcome.attributes}
              categoryHref={(path) => href(withCategory(state, path))}
              attributeHref={(key, value) => href(toggleRefinement(state, key, value))}
              {...(hasRefinements(state) ? { clearHref: href({ query: state.query, page: 1, refinements: {} }) } : {})}
              labels={facetLabels}
            />
          ) : null}
          <section aria-labelledby="search-results">
            <h2 id="search-results" className="visually-hidden">
              {t("results")}
            </h2>
            <div className={styles.resultBar} role="status">
              <p className={styles.count}>{t("resultCount", { count: outcome.nbHits })}</p>
              {outcome.nbPages > 1 && outcome.hits.length > 0 ? (
                <p>
                  {t("resultRange", {
                    from: formatNumber((state.page - 1) * SEARCH_PAGE_SIZE + 1, locale),
                    to: formatNumber((state.page - 1) * SEARCH_PAGE_SIZE + outcome.hits.length, locale),
                    count: formatNumber(outcome.nbHits, locale),
                  })}
                </p>
              ) : null}
            </div>
            {outcome.nbHits === 0 ? (
              <>
                <p className={styles.count}>{state.query ? t("emptyTitle", { query: state.query }) : t("emptyFiltered")}</p>
                <p>{t("emptyHint")}</p>
                <ul className={styles.hints}>
                  <li>{t("hintSpelling")}</li>
                  <li>{t("hintFewerWords")}</li>
                  <li>{t("hintCatalogNumber")}</li>
                  {hasRefinements(state) ? <li>{t("hintFilters")}</li> : null}
                </ul>
              </>
            ) : outcome.hits.length === 0 ? (
              <p>
                {t("pageEmpty")}{" "}
                <Link href={href(withPage(state, 1))} prefetch={false}>
                  {t("firstPage")}
                </Link>
              </p>
            ) : (
              <SearchHits hits={outcome.hits.map((hit) => toCard(hit, brand, locale))} brand={dir} locale={locale} labels={gridLabels} />
            )}
            <Pagination
              page={state.page}
              pages={outcome.nbPages}
              hrefFor={(p) => href(withPage(state, p))}
              labels={{ nav: pager("nav"), previous: pager("previous"), next: pager("next"), page: (p) => pager("page", { page: p }) }}
            />
          </section>
        </div>
      ) : null}
    </div>
  );
}
