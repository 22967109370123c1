// Compare list (P6): up to four products per brand, kept in localStorage, and the attribute rows that differ.
export const MAX_COMPARE = 4;

export type CompareList = readonly string[];

export type AddResult = { ok: true; list: CompareList } | { ok: false; list: CompareList; reason: "full" | "invalid" };

const PIM_ID = /^\d{1,12}$/;

export function compareStorageKey(brand: string): string {
  return `compare:${brand}`;
}

export function addToCompare(list: CompareList, id: string): AddResult {
  if (!PIM_ID.test(id)) return { ok: false, list, reason: "invalid" };
  if (list.includes(id)) return { ok: true, list };
  if (list.length >= MAX_COMPARE) return { ok: false, list, reason: "full" };
  return { ok: true, list: [...list, id] };
}

export function removeFromCompare(list: CompareList, id: string): CompareList {
  return list.includes(id) ? list.filter((item) => item !== id) : list;
}

export function clearCompare(): CompareList {
  return [];
}

export function serializeCompare(list: CompareList): string {
  return JSON.stringify(list);
}

/** Anything but an array of PIM ids (at most four, no repeats) reads as an empty list. */
export function parseCompare(stored: string | null | undefined): CompareList {
  if (!stored) return [];
  let value: unknown;
  try {
    value = JSON.parse(stored);
  } catch {
    return [];
  }
  if (!Array.isArray(value) || value.length > MAX_COMPARE) return [];
  if (!value.every((id): id is string => typeof id === "string" && PIM_ID.test(id))) return [];
  return new Set(value).size === value.length ? value : [];
}

export interface ComparedAttributes {
  key: string;
  attributes: readonly { key: string; name: string; value: string }[];
}

export interface DifferenceRow {
  key: string;
  name: string;
  /** One value per product, in product order; null where the product lacks the attribute. */
  values: (string | null)[];
  differs: boolean;
}

/** Rows per attribute key in the first product's attribute order, then keys only later products have. */
export function differences(products: readonly { attributes: ComparedAttributes["attributes"] }[]): DifferenceRow[] {
  const names = new Map<string, string>();
  for (const product of products) {
    for (const attribute of product.attributes) if (!names.has(attribute.key)) names.set(attribute.key, attribute.name);
  }
  const lookups = products.map((product) => new Map(product.attributes.map((a) => [a.key, a.value])));
  return [...names].map(([key, name]) => {
    const values = lookups.map((lookup) => lookup.get(key) ?? null);
    return { key, name, values, differs: new Set(values).size > 1 };
  });
}

/** Stored ids in the order the visitor picked them, keeping only products the API returned. */
export function orderByIds<T extends { id: string }>(ids: CompareList, products: readonly T[]): T[] {
  const byId = new Map(products.map((product) => [product.id, product]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** A compared product as the compare table shows it (P6): what `/api/compare` answers. */
export interface ComparedProduct {
  id: string;
  name: string;
  slug: string;
  catalogNumber: string;
  /** The product's first image, where the catalogue has one. */
  image?: { url: string };
  /** List price in the brand's currency, formatted for the locale; absent where the catalogue has none for the brand. */
  price?: string;
  attributes: { key: string; name: string; value: string }[];
}
