// Product ids of a brand per category, newest first (P4). Reads the generated catalogue in-process until the
// SearchService (S1) serves listings; the products themselves are still resolved through the CatalogSource port.
import "server-only";
import { brandAssortment, inAssortment } from "../../assortment";
import { catalogConfig } from "../../server/config";
import { loadCatalog, type LoadedCatalog } from "../../server/local-catalog";
import { compareNewestFirst, type ListedProduct } from "../listing";

type IdsByCategory = Map<string, string[]>;
const byCatalog = new WeakMap<LoadedCatalog, Map<string, IdsByCategory>>();

function buildIndex(catalog: LoadedCatalog, brand: string): IdsByCategory {
  const assortment = brandAssortment(brand);
  const lists = new Map<string, ListedProduct[]>();
  if (!assortment) return new Map();
  for (const raw of catalog.products) {
    if (!inAssortment(raw, assortment)) continue;
    const listed = { id: raw.id, catalogNumber: raw.catalogNumber, releaseDate: raw.releaseDate };
    let key: string | undefined = catalog.families[raw.family]?.classKey;
    while (key) {
      const list = lists.get(key) ?? [];
      if (list.length === 0) lists.set(key, list);
      list.push(listed);
      key = catalog.categoryByKey.get(key)?.parentKey;
    }
  }
  return new Map([...lists].map(([key, list]) => [key, list.sort(compareNewestFirst).map((p) => p.id)]));
}

/** Every product id of the brand in the category and below, in the listing's default order. */
export function categoryProductIds(brand: string, categoryKey: string): readonly string[] {
  const catalog = loadCatalog(catalogConfig().catalogDir);
  let perBrand = byCatalog.get(catalog);
  if (!perBrand) byCatalog.set(catalog, (perBrand = new Map()));
  let index = perBrand.get(brand);
  if (!index) perBrand.set(brand, (index = buildIndex(catalog, brand)));
  return index.get(categoryKey) ?? [];
}
