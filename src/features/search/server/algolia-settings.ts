// Algolia index settings derived from the engine's IndexSettings (S1, issue 3): one definition drives the local engine
// and what the push script sends, so the two cannot drift.
import type { IndexSettings as AlgoliaIndexSettings, SupportedLanguage } from "algoliasearch";
import { LOCALE_INFO, type Locale } from "@/config/locales";
import { PRODUCT_SORTS, searchIndexName, type IndexKind, type ProductSort } from "../model";
import type { IndexSettings } from "../engine/search-index";

export type { AlgoliaIndexSettings };

/** Algolia's default ranking criteria; a sort replica puts its sort before them. */
export const DEFAULT_RANKING = ["typo", "geo", "words", "filters", "proximity", "attribute", "exact", "custom"] as const;

export interface IndexDefinition {
  indexName: string;
  settings: AlgoliaIndexSettings;
  /** Set on a sort replica: the primary that lists it in `replicas`. */
  primary?: string;
}

const language = (locale: Locale) => LOCALE_INFO[locale].authCode as SupportedLanguage;

const order = (sort: { attribute: string; order: "asc" | "desc" }) => `${sort.order}(${sort.attribute})`;

/** Settings of a primary index: searchable attributes in rank order, facets (`searchable(...)` where values are searched), custom ranking. */
export function algoliaIndexSettings(settings: IndexSettings, locale: Locale): AlgoliaIndexSettings {
  const searchable = new Set(settings.searchableFacets ?? []);
  return {
    searchableAttributes: [...settings.searchableAttributes],
    // Algolia returns facets_stats only for declared facets: range facets (numericFacets) are declared too.
    attributesForFaceting: [
      ...settings.attributesForFaceting.map((attribute) => (searchable.has(attribute) ? `searchable(${attribute})` : attribute)),
      ...(settings.numericFacets ?? []),
    ],
    numericAttributesForFiltering: [...settings.numericAttributes],
    customRanking: [order(settings.customRanking)],
    ...(settings.attributeForDistinct ? { attributeForDistinct: settings.attributeForDistinct } : {}),
    // The engine matches words with digits (catalog numbers, UPCs) exactly or by prefix, never with typos.
    allowTyposOnNumericTokens: false,
    indexLanguages: [language(locale)],
    queryLanguages: [language(locale)],
  };
}

/** `products_{locale}` with its standard sort replicas, each ranking its sort attribute before relevance. */
export function productIndexDefinitions(settings: IndexSettings, locale: Locale): IndexDefinition[] {
  const primary = searchIndexName("products", locale);
  const base = algoliaIndexSettings(settings, locale);
  const sorts = Object.keys(PRODUCT_SORTS) as ProductSort[];
  return [
    { indexName: primary, settings: { ...base, replicas: sorts.map((sort) => searchIndexName("products", locale, sort)) } },
    ...sorts.map((sort) => ({
      indexName: searchIndexName("products", locale, sort),
      primary,
      settings: { ...base, ranking: [order(PRODUCT_SORTS[sort]), ...DEFAULT_RANKING] },
    })),
  ];
}

export function contentIndexDefinition(settings: IndexSettings, locale: Locale): IndexDefinition {
  return { indexName: searchIndexName("content" satisfies IndexKind, locale), settings: algoliaIndexSettings(settings, locale) };
}
