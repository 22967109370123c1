// Product ids of a brand per category and in all, newest first (P4, S4). Reads the generated catalogue in-process until the
// SearchService (S1) serves listings; the products themselves are still resolved through the CatalogSource port.
import "server-only";
import { brandAssortment, inAssortment } from "../../assortment";
import { catalogConfig } from "../../server/config";
import { loadCatalog, type LoadedCatalog } from "../../server/local-catalog";
import { compareNewestFirst, type ListedProduct } from "../listing";

interface BrandIndex {
  byCategory: Map<string, string[]>;
  all: string[];
}
const byCatalog = new WeakMap<LoadedCatalog, Map<string, BrandIndex>>();

function buildIndex(catalog: LoadedCatalog, brand: string): BrandIndex {
  const assortment = brandAssortment(brand);
  const lists = new Map<string, ListedProduct[]>();
  const all: ListedProduct[] = [];
  if (!assortment) return { byCategory: new Map(), all: [] };
  for (const raw of catalog.products) {
    if (!inAssortment(raw, assortment)) continue;
    const listed = { id: raw.id, catalogNumber: raw.catalogNumber, releaseDate: raw.releaseDate };
    all.push(listed);
    let key: string | undefined = catalog.families[raw.family]?.classKey;
    while (key) {
      const list = lists.get(key) ?? [];
      if (list.length === 0) lists.set(key, list);
      list.push(listed);
      key = catalog.categoryByKey.get(key)?.parentKey;
    }
  }
  return {
    byCategory: new Map([...lists].map(([key, list]) => [key, list.sort(compareNewestFirst).map((p) => p.id)])),
    all: all.sort(compareNewestFirst).map((p) => p.id),
  };
}

function brandIndex(brand: string): BrandIndex {
  const catalog = loadCatalog(catalogConfig().catalogDir);
  let perBrand = byCatalog.get(catalog);
  if (!perBrand) byCatalog.set(catalog, (perBrand = new Map()));
  let index = perBrand.get(brand);
  if (!index) perBrand.set(brand, (index = buildIndex(catalog, brand)));
  return index;
}

/** Every product id of the brand in the category and below, in the listing's default order. */
export function categoryProductIds(brand: string, categoryKey: string): readonly string[] {
  return brandIndex(brand).byCategory.get(categoryKey) ?? [];
}

/** Every product id of the brand, newest first: what stands in for trending products while too few events exist (S4). */
export function brandProductIds(brand: string): readonly string[] {
  return brandIndex(brand).all;
}
