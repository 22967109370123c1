// Category listing order and paging (P4): newest first, then catalog number, 24 products a page.
export const CATALOG_PAGE_SIZE = 24;
export const FEATURED_PRODUCT_COUNT = 8;

export interface ListedProduct {
  id: string;
  catalogNumber: string;
  releaseDate: string;
}

/** Stable default order: release date descending, then catalog number, then id. */
export function compareNewestFirst(a: ListedProduct, b: ListedProduct): number {
  if (a.releaseDate !== b.releaseDate) return a.releaseDate < b.releaseDate ? 1 : -1;
  if (a.catalogNumber !== b.catalogNumber) return a.catalogNumber < b.catalogNumber ? -1 : 1;
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}

export function pageCount(total: number, size = CATALOG_PAGE_SIZE): number {
  return Math.max(1, Math.ceil(total / size));
}

/** The items of page n (1-based); an out-of-range page is empty. */
export function pageSlice<T>(items: readonly T[], page: number, size = CATALOG_PAGE_SIZE): T[] {
  if (!Number.isInteger(page) || page < 1) return [];
  return items.slice((page - 1) * size, page * size);
}

