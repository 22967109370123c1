// The product picker's search (F2, F3): up to 10 of the brand's products whose catalogue number starts with, or whose
// name has, the words typed, from the brand's products index through the SearchService (local engine or Algolia).
import "server-only";
import type { Locale } from "@/config/locales";
import { getBrandAssortment } from "@/features/catalog/server";
import { productMediaUrl } from "@/features/catalog";
import { searchIndexName, type SearchService } from "@/features/search";
import { assortmentFilter } from "@/features/search";
import { getSearchService } from "@/features/search/server";
import { PICKER_MAX_RESULTS, type PickerProduct } from "../product-picker";

interface PickerRecord {
  name?: unknown;
  catalogNumber?: unknown;
  image?: unknown;
}

/** The brand's products matching the query; undefined when the brand has no catalogue. Throws when search is down. */
export async function searchPickerProducts(
  brand: string,
  locale: Locale,
  query: string,
  search: SearchService = getSearchService(),
): Promise<PickerProduct[] | undefined> {
  const assortment = await getBrandAssortment(brand);
  if (!assortment) return undefined;
  const { results } = await search.search<PickerRecord>({
    requests: [
      {
        indexName: searchIndexName("products", locale),
        query,
        filters: assortmentFilter(assortment),
        hitsPerPage: PICKER_MAX_RESULTS,
        page: 0,
        attributesToRetrieve: ["name", "catalogNumber", "image"],
        attributesToHighlight: [],
      },
    ],
  });
  return (results[0]?.hits ?? []).slice(0, PICKER_MAX_RESULTS).flatMap((hit): PickerProduct[] => {
    if (typeof hit.catalogNumber !== "string" || typeof hit.name !== "string") return [];
    const image = typeof hit.image === "string" && hit.image !== "" ? { imageUrl: productMediaUrl(hit.image, "front") } : {};
    return [{ catalogNumber: hit.catalogNumber, name: hit.name, ...image }];
  });
}
