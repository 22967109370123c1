// A product listing (P4, P7): facets, measurement ranges (issue 3), selected-filter chips, sort, result count, 24 cards a
// page with "Add to compare", pagination; every control is a link or a GET form over the URL state, so it works without
// JavaScript.
import type { ReactNode } from "react";
import Link from "next/link";
import { getTranslations } from "next-intl/server";
import type { Brand } from "@/features/brand";
import { brandShowsLists } from "@/features/lists";
import type { Locale } from "@/config/locales";
import { CompareLink } from "@/features/compare/ui";
import { Breadcrumbs } from "@/features/navigation/ui";
import type { Crumb } from "@/features/navigation";
import { formatNumber } from "@/platform/i18n/format";
import { rangeShape, withUnit, type NumericRange } from "@/features/search";
import { Pagination } from "@/platform/ui/pagination/Pagination";
import { ProductGrid } from "../../components/ProductGrid";
import { productGridLabels } from "../../pages/labels";
import { CATALOG_PAGE_SIZE } from "../../pages/listing";
import { toCatalogCard } from "../../pages/product-card";
import pageStyles from "../../pages/CatalogPages.module.css";
import {
  isRefined,
  listingStateHref,
  rangeFormFields,
  refinementFields,
  selectedValues,
  withListingPage,
  withListingRange,
  withoutRefinements,
  type ListingSort,
  type ParsedListingState,
} from "../listing-state";
import { toggleRefinement } from "@/features/search";
import type { ListingOutcome } from "../server/run-listing";
import { ListingFacets } from "./ListingFacets";
import { RangeFacet } from "./RangeFacet";
import { SelectedFilters } from "./SelectedFilters";
import { SortForm } from "./SortForm";
import styles from "./Listing.module.css";

export async function ListingView({
  brand,
  locale,
  trail,
  title,
  intro,
  basePath,
  state,
  outcome,
  attributeLabels,
}: {
  brand: Brand;
  locale: Locale;
  trail: Crumb[];
  title: string;
  intro?: ReactNode;
  /** Public path of the listing without query (brand and locale included). */
  basePath: string;
  state: ParsedListingState;
  outcome: ListingOutcome;
  /** Attribute key -> label in the locale, for chips of values the facets no longer show. */
  attributeLabels: ReadonlyMap<string, string>;
}) {
  const dir = brand.brandDirectory;
  const [t, rangeT, pager, crumbs, gridLabels] = await Promise.all([
    getTranslations({ locale, namespace: "catalog.listing" }),
    getTranslations({ locale, namespace: "catalog.range" }),
    getTranslations({ locale, namespace: "catalog.pagination" }),
    getTranslations({ locale, namespace: "common" }),
    productGridLabels(locale),
  ]);
  const href = (next: Parameters<typeof listingStateHref>[1]) => listingStateHref(basePath, next);
  const cardContext = { locale, currency: brand.currencyCode, newProductDuration: brand.newProductDuration };
  const from = (state.page - 1) * CATALOG_PAGE_SIZE + 1;
  const to = from + outcome.products.length - 1;
  const refined = isRefined(state);
  const facetLabels = outcome.facets.length > 0 ? new Map(outcome.facets.map((facet) => [facet.key, facet.label])) : attributeLabels;
  const chips = selectedValues(state).map(({ key, value }) => ({
    key,
    value,
    label: facetLabels.get(key) ?? attributeLabels.get(key) ?? key,
    href: href(toggleRefinement(state, key, value)),
  }));
  const measure = (value: number, unit: string | undefined) => withUnit(formatNumber(value, locale), unit);
  const rangeText = (range: NumericRange, unit: string | undefined) =>
    rangeT(rangeShape(range), { min: range.min === undefined ? "" : measure(range.min, unit), max: range.max === undefined ? "" : measure(range.max, unit) });
  const rangeFacets = new Map(outcome.ranges.map((range) => [range.key, range]));
  const rangeChips = Object.entries(state.ranges).map(([key, range]) => {
    const facet = rangeFacets.get(key);
    return { key: `r.${key}`, value: rangeText(range, facet?.unit), label: facet?.label ?? attributeLabels.get(key) ?? key, href: href(withListingRange(state, key, undefined)) };
  });
  const showAside = outcome.facets.length > 0 || outcome.ranges.length > 0;

  return (
    <>
      <Breadcrumbs trail={trail} label={crumbs("breadcrumb")} />
      <div className={`container ${pageStyles.page}`}>
        <header className={pageStyles.header}>
          <h1>{state.page > 1 ? t("pageTitle", { name: title, page: state.page }) : title}</h1>
          {intro}
        </header>
        {state.rejected.length > 0 ? (
          <p className={styles.notice} role="status">
            {t("ignored")}
          </p>
        ) : null}
        <div className={showAside ? styles.layout : undefined}>
          {showAside ? (
            <ListingFacets
              facets={outcome.facets}
              valueHref={(key, value) => href(toggleRefinement(state, key, value))}
              labels={{
                refine: t("refine"),
                selected: t("selected"),
                valueCount: (count) => t("valueCount", { count }),
                number: (count) => formatNumber(count, locale),
              }}
            >
              {outcome.ranges.map((range) => {
                const heading = range.unit ? rangeT("heading", { label: range.label, unit: range.unit }) : range.label;
                return (
                  <RangeFacet
                    key={range.key}
                    range={range}
                    action={basePath}
                    hidden={rangeFormFields(state, range.key)}
                    clearHref={href(withListingRange(state, range.key, undefined))}
                    labels={{
                      heading,
                      min: rangeT("min"),
                      max: rangeT("max"),
                      apply: rangeT("apply"),
                      applyLabel: rangeT("applyLabel", { facet: heading }),
                      clear: rangeT("clear"),
                      clearLabel: rangeT("clearLabel", { facet: heading }),
                      ...(range.available ? { available: rangeT("available", { min: measure(range.available.min, range.unit), max: measure(range.available.max, range.unit) }) } : {}),
                    }}
                  />
                );
              })}
            </ListingFacets>
          ) : null}
          <section aria-labelledby="listing-products">
            <h2 id="listing-products" className="visually-hidden">
              {t("products")}
            </h2>
            <SelectedFilters chips={[...chips, ...rangeChips]} clearHref={href(withoutRefinements(state))} labels={{ title: t("selectedFilters"), remove: (filter) => t("removeFilter", { filter }), clearAll: t("clearAll") }} />
            <div className={styles.toolbar}>
              <div className={styles.resultBar} role="status">
                <p className={styles.count} data-testid="result-count">
                  {t("resultCount", { count: outcome.total })}
                </p>
                {outcome.pages > 1 && outcome.products.length > 0 ? (
                  <p>{t("resultRange", { from: formatNumber(from, locale), to: formatNumber(to, locale), count: formatNumber(outcome.total, locale) })}</p>
                ) : null}
              </div>
              {outcome.total > 1 ? (
                <SortForm
                  action={basePath}
                  sort={state.sort}
                  hidden={refinementFields(state)}
                  labels={{ label: t("sortLabel"), apply: t("sortApply"), option: (sort: ListingSort) => t(`sorts.${sort}`) }}
                />
              ) : null}
              <CompareLink brand={dir} locale={locale} />
            </div>
            {outcome.products.length === 0 ? (
              outcome.total > 0 ? (
                <p>
                  {t("pageEmpty")}{" "}
                  <Link href={href(withListingPage(state, 1))} prefetch={false}>
                    {t("firstPage")}
                  </Link>
                </p>
              ) : (
                <p>{refined || outcome.invalid ? t("emptyFiltered") : t("empty")}</p>
              )
            ) : (
              <ProductGrid products={outcome.products.map((p) => toCatalogCard(p, cardContext))} brand={dir} locale={locale} labels={gridLabels} headingLevel={3} eagerImages={4} compare lists={brandShowsLists(brand)} />
            )}
            <Pagination
              page={state.page}
              pages={outcome.pages}
              hrefFor={(p) => href(withListingPage(state, p))}
              labels={{ nav: pager("nav"), previous: pager("previous"), next: pager("next"), page: (p) => pager("page", { page: p }) }}
            />
          </section>
        </div>
      </div>
    </>
  );
}
