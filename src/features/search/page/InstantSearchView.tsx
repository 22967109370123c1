// Search page (S1-S3, S4, S6): the first paint's results computed here with the SearchService, then handed to the
// browser's InstantSearch tree; a failing service gives a translated message and a page that still works. The landing
// (no query, no refinement) also shows what trends, server-rendered below the results.
import { NextIntlClientProvider } from "next-intl";
import { getMessages, getTranslations } from "next-intl/server";
import type { Locale } from "@/config/locales";
import type { Brand } from "@/features/brand";
import { brandShowsLists } from "@/features/lists";
import { assortmentOf } from "@/features/catalog";
import { TrendingSections } from "@/features/recommend/ui";
import { logger } from "@/platform/logging/logger";
import { sitePath } from "@/platform/routing/urls";
import { isSearchInputError } from "../model";
import { getSearchService } from "../server";
import { searchSetup } from "../instant/config";
import { serverSearchState, type ServerSearchState } from "../instant/server-state";
import { InstantSearchPage } from "../instant/components/InstantSearchPage";
import { offeredAttributeKeys, rangeAttributes } from "./search-attributes";
import { isSearchLanding, searchHref, type ParsedSearchState } from "./search-state";
import styles from "../components/Search.module.css";

export async function InstantSearchView({ brand, locale, state, attributeLabels }: { brand: Brand; locale: Locale; state: ParsedSearchState; attributeLabels: ReadonlyMap<string, string> }) {
  const dir = brand.brandDirectory;
  const [t, messages] = await Promise.all([getTranslations({ locale, namespace: "search" }), getMessages({ locale })]);
  const assortment = assortmentOf(brand);
  const base = sitePath(dir, locale, "search");
  const [offered, measurements] = await Promise.all([offeredAttributeKeys(locale), rangeAttributes(locale)]);
  const setup = assortment ? searchSetup(locale, dir, assortment) : undefined;

  let first: ServerSearchState | undefined;
  let failure: "invalid" | "service" | undefined = setup ? undefined : "invalid";
  if (setup) {
    try {
      first = await serverSearchState(getSearchService(), setup, state, (key) => offered.includes(key), measurements.map((m) => m.key));
    } catch (error) {
      failure = isSearchInputError(error) ? "invalid" : "service";
      if (failure === "service") logger.error({ err: error }, "search page: first results failed");
    }
  }

  return (
    <div className={`container ${styles.page}`}>
      {state.rejected.length > 0 ? (
        <p className={styles.notice} role="status">
          {t("ignored")}
        </p>
      ) : null}
      {failure ? (
        <p className={styles.error} role="alert">
          {failure === "invalid" ? t("error") : t("serviceError")}
        </p>
      ) : null}
      {setup ? (
        <NextIntlClientProvider locale={locale} messages={{ search: messages.search, catalog: messages.catalog, lists: messages.lists }}>
          <InstantSearchPage
            // A navigation to another search URL (header "see all", links) starts a fresh InstantSearch from its results.
            key={searchHref(base, state)}
            setup={setup}
            {...(first ? { initialResults: first.initialResults } : {})}
            serverUrl={searchHref(base, state)}
            attributeLabels={Object.fromEntries(attributeLabels)}
            offeredAttributes={offered}
            rangeAttributes={measurements}
            brand={{ brandDirectory: dir, currencyCode: brand.currencyCode, newProductDuration: brand.newProductDuration, showLists: brandShowsLists(brand) }}
          />
        </NextIntlClientProvider>
      ) : null}
      {/* Server-rendered, so it stays while the visitor types: still true, and it needs no script. */}
      {setup && isSearchLanding(state) ? <TrendingSections brand={brand} locale={locale} /> : null}
    </div>
  );
}
