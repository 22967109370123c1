// Listing URL state (P4, P7): `?f.<attribute>=value&sort=…&page=N` parsed into safe values, and the one URL of each state.
import { ATTRIBUTE_PARAM_PREFIX, parseRefinements, type RawSearchParams } from "@/features/search/page/search-state";

export type { RawSearchParams };

/** Sort options of a listing, each a sort replica of `products_{locale}`; the first is the default. */
export const LISTING_SORTS = ["newest", "name_asc", "name_desc", "catalog_asc"] as const;
export type ListingSort = (typeof LISTING_SORTS)[number];
export const DEFAULT_LISTING_SORT: ListingSort = "newest";
export const SORT_PARAM = "sort";
export const PAGE_PARAM = "page";
const MAX_PAGE = 1_000;

export interface ListingState {
  page: number;
  sort: ListingSort;
  /** Attribute key -> selected values (ORed within a key, ANDed across keys). */
  refinements: Record<string, string[]>;
}

export interface ParsedListingState extends ListingState {
  /** Parameters present but not valid; the page says they were ignored. */
  rejected: string[];
}

export const DEFAULT_LISTING_STATE: ListingState = { page: 1, sort: DEFAULT_LISTING_SORT, refinements: {} };

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

export function isListingSort(value: unknown): value is ListingSort {
  return typeof value === "string" && (LISTING_SORTS as readonly string[]).includes(value);
}

export function parseListingState(params: RawSearchParams, knownAttributes: ReadonlySet<string>): ParsedListingState {
  const rejected: string[] = [];
  const rawPage = first(params[PAGE_PARAM]);
  let page = 1;
  if (rawPage !== undefined) {
    const n = /^\d{1,7}$/.test(rawPage.trim()) ? Number(rawPage.trim()) : NaN;
    if (n >= 1 && n <= MAX_PAGE) page = n;
    else rejected.push(PAGE_PARAM);
  }
  const rawSort = first(params[SORT_PARAM]);
  let sort = DEFAULT_LISTING_SORT;
  if (rawSort !== undefined) {
    if (isListingSort(rawSort.trim())) sort = rawSort.trim() as ListingSort;
    else rejected.push(SORT_PARAM);
  }
  const refinements = parseRefinements(params, knownAttributes, rejected);
  return { page, sort, refinements, rejected };
}

/** The public URL of a state: the default sort and page 1 are left out, keys sorted, so every state has one URL. */
export function listingStateHref(base: string, state: ListingState): string {
  const search = new URLSearchParams();
  for (const key of Object.keys(state.refinements).sort()) {
    for (const value of state.refinements[key] ?? []) search.append(`${ATTRIBUTE_PARAM_PREFIX}${key}`, value);
  }
  if (state.sort !== DEFAULT_LISTING_SORT) search.set(SORT_PARAM, state.sort);
  if (state.page > 1) search.set(PAGE_PARAM, String(state.page));
  const text = search.toString();
  return text ? `${base}?${text}` : base;
}

export function withoutRefinements(state: ListingState): ListingState {
  return { ...state, page: 1, refinements: {} };
}

export function withListingPage(state: ListingState, page: number): ListingState {
  return { ...state, page };
}

export function isRefined(state: ListingState): boolean {
  return Object.keys(state.refinements).length > 0;
}

/** Each selected value once, in URL order: the chips above the results. */
export function selectedValues(state: ListingState): { key: string; value: string }[] {
  return Object.keys(state.refinements)
    .sort()
    .flatMap((key) => (state.refinements[key] ?? []).map((value) => ({ key, value })));
}

/** Hidden fields that carry the filters through the sort form (GET, works without JavaScript). */
export function refinementFields(state: ListingState): { name: string; value: string }[] {
  return selectedValues(state).map(({ key, value }) => ({ name: `${ATTRIBUTE_PARAM_PREFIX}${key}`, value }));
}
