// Runs the search page's multi-query for a brand and locale (S1, B6): results, facets, or a client-error state, never a throw for bad input.
import "server-only";
import type { Locale } from "@/config/locales";
import { brandAssortment } from "@/features/catalog/assortment";
import { catalogConfig } from "@/features/catalog/server/config";
import { loadCatalog } from "@/features/catalog/server/local-catalog";
import { isSearchInputError, searchIndexName, type Hit, type ProductRecord } from "../model";
import { getSearchService } from "../server";
import { attributeFacets, categoryFacet, planSearch, type AttributeFacet, type CategoryFacet } from "./search-requests";
import { hasRefinements, type SearchState } from "./search-state";

export type SearchOutcome =
  | { kind: "prompt" }
  | { kind: "invalid" }
  | { kind: "results"; hits: Hit<ProductRecord>[]; nbHits: number; nbPages: number; categories: CategoryFacet; attributes: (AttributeFacet & { label: string })[] };

const catalogAttributes = () => loadCatalog(catalogConfig().catalogDir).attributes;

/** Attribute keys a URL may refine, with their labels in a locale. */
export function searchableAttributes(locale: Locale): Map<string, string> {
  return new Map([...catalogAttributes().values()].map((attribute) => [attribute.key, attribute.label[locale]]));
}

// Choice attributes (colour, grade, NEMA ...) make useful facets; measurements have a value per product.
const offeredFacet = (key: string) => {
  const type = catalogAttributes().get(key)?.type;
  return type === "enum" || type === "multi" || type === "bool";
};

export async function runSearchPage(brandDirectory: string, locale: Locale, state: SearchState, labels: ReadonlyMap<string, string>): Promise<SearchOutcome> {
  if (!state.query && !hasRefinements(state)) return { kind: "prompt" };
  const assortment = brandAssortment(brandDirectory);
  if (!assortment) return { kind: "invalid" };
  const plan = planSearch(state, searchIndexName("products", locale), assortment);
  try {
    const { results } = await getSearchService().search<ProductRecord>({ requests: plan.requests });
    const main = results[0];
    if (!main) return { kind: "invalid" };
    return {
      kind: "results",
      hits: main.hits,
      nbHits: main.nbHits,
      nbPages: main.nbPages,
      categories: categoryFacet(plan, results, state),
      attributes: attributeFacets(plan, results, state, offeredFacet).map((facet) => ({ ...facet, label: labels.get(facet.key) ?? facet.key })),
    };
  } catch (error) {
    if (isSearchInputError(error)) return { kind: "invalid" };
    throw error;
  }
}
