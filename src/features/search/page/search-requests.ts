// The brand assortment as search filters (B6), for server-side callers that send facetFilters (recommendations);
// the search page itself sends it as a `filters` string (instant/config.ts).
import type { Assortment } from "@/features/catalog/assortment";
import type { FilterList } from "../model";

/** facetFilters entries are `attribute:value` split at the first colon, so values are never parsed as filter syntax. */
export function assortmentFilters(assortment: Assortment): FilterList {
  return [
    assortment.algoliaBrands.map((v) => `algoliaBrands:${v}`),
    assortment.salesOrgs.map((v) => `salesOrgs:${v}`),
    assortment.owningDivisions.map((v) => `owningDivisions:${v}`),
  ];
}
