// B6 as Algolia `filters` strings: the brand's assortment on the products index and on the query suggestions index.
// Pure, for the server (the instant search page, the forms' product search) and the header's suggestions alike, which
// build their filters in the browser from the assortment's three lists rather than receive both strings in every page.
import type { Assortment } from "@/features/catalog";

export const quote = (value: string) => `"${value.replace(/["\\]/g, "\\$&")}"`;
const anyOf = (attribute: string, values: readonly string[]) => `(${values.map((v) => `${attribute}:${quote(v)}`).join(" OR ")})`;

/**
 * B6 as a `filters` string rather than facetFilters: InstantSearch writes its refinements into facetFilters and
 * would replace a configured list, while `filters` is ANDed with them.
 */
export function assortmentFilter(assortment: Assortment, attribute: (facet: string) => string = (facet) => facet): string {
  return [anyOf(attribute("algoliaBrands"), assortment.algoliaBrands), anyOf(attribute("salesOrgs"), assortment.salesOrgs), anyOf(attribute("owningDivisions"), assortment.owningDivisions)].join(" AND ");
}

/**
 * B6 on the query suggestions index (S3): a suggestion whose hits in the source index include the brand's assortment
 * values (Algolia Query Suggestions' `{source}.facets.exact_matches.{facet}.value`).
 */
export function querySuggestionFilter(assortment: Assortment, sourceIndex: string): string {
  return assortmentFilter(assortment, (facet) => `${sourceIndex}.facets.exact_matches.${facet}.value`);
}

