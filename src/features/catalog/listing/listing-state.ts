// Listing URL state (P4, P7): `?f.<attribute>=value&r.<measurement>=min:max&sort=…&page=N` parsed into safe values, and the
// one URL of each state.
import { ATTRIBUTE_PARAM_PREFIX, parseRefinements, type RawSearchParams } from "@/features/search";
import { parseRanges, rangeParams, withRange, type NumericRange, type Ranges } from "@/features/search";

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
  /** Measurement key -> bounds (issue 3), ANDed with everything else. */
  ranges: Ranges;
}

export interface ParsedListingState extends ListingState {
  /** Parameters present but not valid; the page says they were ignored. */
  rejected: string[];
  /** A range came as the range form's fields (`r.<key>.min/.max`): the page redirects to listingStateHref of the state. */
  rangeFields?: boolean;
}

export const DEFAULT_LISTING_STATE: ListingState = { page: 1, sort: DEFAULT_LISTING_SORT, refinements: {}, ranges: {} };

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

export function isListingSort(value: unknown): value is ListingSort {
  return typeof value === "string" && (LISTING_SORTS as readonly string[]).includes(value);
}

export function parseListingState(
  params: RawSearchParams,
  knownAttributes: ReadonlySet<string>,
  /** Measurement keys a range may refine; the known attributes when not given. */
  numericAttributes: ReadonlySet<string> = knownAttributes,
): ParsedListingState {
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
  const { ranges, fromFields } = parseRanges(params, (key) => numericAttributes.has(key), rejected);
  return { page, sort, refinements, ranges, rejected, ...(fromFields ? { rangeFields: true } : {}) };
}

/** The public URL of a state: the default sort and page 1 are left out, keys sorted, so every state has one URL. */
export function listingStateHref(base: string, state: ListingState): string {
  const search = new URLSearchParams();
  for (const key of Object.keys(state.refinements).sort()) {
    for (const value of state.refinements[key] ?? []) search.append(`${ATTRIBUTE_PARAM_PREFIX}${key}`, value);
  }
  for (const { name, value } of rangeParams(state.ranges)) search.set(name, value);
  if (state.sort !== DEFAULT_LISTING_SORT) search.set(SORT_PARAM, state.sort);
  if (state.page > 1) search.set(PAGE_PARAM, String(state.page));
  const text = search.toString();
  return text ? `${base}?${text}` : base;
}

/** The state with a measurement range set or cleared, back on page 1. */
export function withListingRange(state: ListingState, key: string, range: NumericRange | undefined): ListingState {
  return { ...state, page: 1, ranges: withRange(state.ranges, key, range) };
}

export function withoutRefinements(state: ListingState): ListingState {
  return { ...state, page: 1, refinements: {}, ranges: {} };
}

export function withListingPage(state: ListingState, page: number): ListingState {
  return { ...state, page };
}

export function isRefined(state: ListingState): boolean {
  return Object.keys(state.refinements).length > 0 || Object.keys(state.ranges).length > 0;
}

/** Each selected value once, in URL order: the chips above the results. */
export function selectedValues(state: ListingState): { key: string; value: string }[] {
  return Object.keys(state.refinements)
    .sort()
    .flatMap((key) => (state.refinements[key] ?? []).map((value) => ({ key, value })));
}

/** Hidden fields that carry the filters through a GET form (sort, a range): all of them but the range the form edits. */
export function refinementFields(state: ListingState, exceptRange?: string): { name: string; value: string }[] {
  return [...selectedValues(state).map(({ key, value }) => ({ name: `${ATTRIBUTE_PARAM_PREFIX}${key}`, value })), ...rangeParams(state.ranges, exceptRange)];
}

/** Hidden fields of a range form (issue 3): the other filters and the sort; its own inputs send its bounds. */
export function rangeFormFields(state: ListingState, key: string): { name: string; value: string }[] {
  return [...refinementFields(state, key), ...(state.sort === DEFAULT_LISTING_SORT ? [] : [{ name: SORT_PARAM, value: state.sort }])];
}
