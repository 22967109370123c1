// Search page URL state (S1): every query-string value a visitor can send parsed into safe values, and links back to it.
import { isProductSort, SEARCH_LIMITS, type ProductSort } from "../model";
import { parseRanges, rangeParams, type Ranges } from "./numeric-range";

export const MAX_QUERY_LENGTH = 200;
const MAX_CATEGORY_LENGTH = 300;
const MAX_VALUE_LENGTH = 200;
const MAX_VALUES_PER_FACET = 20;
const MAX_PAGE = 10_000;
/** The query as the page and the suggestions send it: at most MAX_QUERY_LENGTH characters and the search's 512 UTF-8 bytes, never half a character. */
export function clipQuery(text: string): string {
  let out = "";
  let bytes = 0;
  let characters = 0;
  for (const character of text) {
    const code = character.codePointAt(0)!;
    bytes += code < 0x80 ? 1 : code < 0x800 ? 2 : code < 0x10000 ? 3 : 4;
    if (++characters > MAX_QUERY_LENGTH || bytes > SEARCH_LIMITS.queryBytes) break;
    out += character;
  }
  return out;
}

/** Attribute refinements travel as `f.<attribute key>=value`, repeated for OR within a facet. */
export const ATTRIBUTE_PARAM_PREFIX = "f.";

export interface SearchState {
  query: string;
  page: number;
  /** A `Categories.lvl0`, `lvl1` or `lvl2` path, e.g. "Wiring Devices > Receptacles". */
  category?: string;
  /** Attribute key -> selected values (ORed), keys in a stable order. */
  refinements: Record<string, string[]>;
  /** Measurement key -> bounds (`r.<key>=min:max`, issue 3), keys in a stable order; none when absent. */
  ranges?: Ranges;
  /** A sort replica key; relevance (the primary index) when absent. */
  sort?: ProductSort;
}

export interface ParsedSearchState extends SearchState {
  /** Names of parameters that were present but not valid, so the page can say they were ignored. */
  rejected: string[];
  /** A range came as GET-form fields (`r.<key>.min/.max`): the page redirects to searchHref of the state. */
  rangeFields?: boolean;
}

export type RawSearchParams = Record<string, string | string[] | undefined>;

export const CATEGORY_SEPARATOR = " > ";

// Control characters never belong in a search; they are dropped rather than rejected.
const clean = (value: string) => value.replace(/[\u0000-\u001f\u007f]/g, " ").replace(/\s+/g, " ").trim();
const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);
const all = (value: string | string[] | undefined) => (value === undefined ? [] : Array.isArray(value) ? value : [value]);

/** The level of a category path (0, 1 or 2, the `Categories.lvlN` facets); undefined when it is not one. */
export function categoryLevel(path: string): 0 | 1 | 2 | undefined {
  const parts = path.split(CATEGORY_SEPARATOR);
  if (parts.some((part) => part.trim() === "")) return undefined;
  return parts.length === 1 ? 0 : parts.length === 2 ? 1 : parts.length === 3 ? 2 : undefined;
}

export function categoryRoot(path: string): string {
  return path.split(CATEGORY_SEPARATOR)[0] ?? path;
}

export function categoryLeafName(path: string): string {
  return path.split(CATEGORY_SEPARATOR).at(-1) ?? path;
}

export function parseSearchState(
  params: RawSearchParams,
  knownAttributes: ReadonlySet<string> | ((key: string) => boolean),
  /** Measurement keys a range may refine; the known attributes when not given. */
  numericAttributes?: ReadonlySet<string> | ((key: string) => boolean),
): ParsedSearchState {
  const known = typeof knownAttributes === "function" ? knownAttributes : (key: string) => knownAttributes.has(key);
  const numeric = numericAttributes === undefined ? known : typeof numericAttributes === "function" ? numericAttributes : (key: string) => numericAttributes.has(key);
  const rejected: string[] = [];
  const query = clipQuery(clean(first(params.q) ?? ""));

  const rawPage = first(params.page);
  let page = 1;
  if (rawPage !== undefined) {
    const n = /^\d{1,7}$/.test(rawPage.trim()) ? Number(rawPage.trim()) : NaN;
    if (n >= 1 && n <= MAX_PAGE) page = n;
    else rejected.push("page");
  }

  const rawCategory = first(params.cat);
  let category: string | undefined;
  if (rawCategory !== undefined && rawCategory.trim() !== "") {
    const cleaned = clean(rawCategory);
    if (cleaned.length <= MAX_CATEGORY_LENGTH && categoryLevel(cleaned) !== undefined) category = cleaned;
    else rejected.push("cat");
  }

  const refinements = parseRefinements(params, known, rejected);
  const { ranges, fromFields } = parseRanges(params, numeric, rejected);

  const rawSort = first(params.sort);
  let sort: ProductSort | undefined;
  if (rawSort !== undefined && rawSort !== "") {
    if (isProductSort(rawSort)) sort = rawSort;
    else rejected.push("sort");
  }
  return {
    query,
    page,
    ...(category ? { category } : {}),
    refinements,
    ...(Object.keys(ranges).length > 0 ? { ranges } : {}),
    ...(sort ? { sort } : {}),
    rejected,
    ...(fromFields ? { rangeFields: true } : {}),
  };
}

/** The `f.<key>=value` parameters of known attributes (shared with the category listings, P4); unknown keys go to `rejected`. */
export function parseRefinements(params: RawSearchParams, knownAttributes: ReadonlySet<string> | ((key: string) => boolean), rejected: string[]): Record<string, string[]> {
  const known = typeof knownAttributes === "function" ? knownAttributes : (key: string) => knownAttributes.has(key);
  const refinements: Record<string, string[]> = {};
  for (const name of Object.keys(params).sort()) {
    if (!name.startsWith(ATTRIBUTE_PARAM_PREFIX)) continue;
    const key = name.slice(ATTRIBUTE_PARAM_PREFIX.length);
    if (!known(key)) {
      rejected.push(name);
      continue;
    }
    const values = [...new Set(all(params[name]).map(clean))].filter((v) => v !== "" && v.length <= MAX_VALUE_LENGTH).slice(0, MAX_VALUES_PER_FACET);
    if (values.length > 0) refinements[key] = values;
  }
  return refinements;
}

/** The search page URL of a state: empty parameters and page 1 are left out so every state has one URL. */
export function searchHref(base: string, state: SearchState): string {
  const search = new URLSearchParams();
  if (state.query) search.set("q", state.query);
  if (state.category) search.set("cat", state.category);
  for (const key of Object.keys(state.refinements).sort()) {
    for (const value of state.refinements[key] ?? []) search.append(`${ATTRIBUTE_PARAM_PREFIX}${key}`, value);
  }
  for (const { name, value } of rangeParams(state.ranges ?? {})) search.set(name, value);
  if (state.sort) search.set("sort", state.sort);
  if (state.page > 1) search.set("page", String(state.page));
  const text = search.toString();
  return text ? `${base}?${text}` : base;
}

/** The state with a category chosen (or cleared), back on page 1. */
export function withCategory(state: SearchState, category: string | undefined): SearchState {
  const next: SearchState = { query: state.query, page: 1, refinements: state.refinements, ...(state.ranges ? { ranges: state.ranges } : {}), ...(state.sort ? { sort: state.sort } : {}) };
  return category ? { ...next, category } : next;
}

/** The state (of the search page or a listing) with one attribute value ticked or unticked, back on page 1. */
export function toggleRefinement<S extends { page: number; refinements: Record<string, string[]> }>(state: S, key: string, value: string): S {
  const current = state.refinements[key] ?? [];
  const next = current.includes(value) ? current.filter((v) => v !== value) : [...current, value];
  const refinements = { ...state.refinements };
  if (next.length > 0) refinements[key] = next;
  else delete refinements[key];
  return { ...state, page: 1, refinements };
}

/** Hidden fields of a GET form that changes one part of the state: everything else, except the range it edits. */
export function searchStateFields(state: SearchState, exceptRange?: string): { name: string; value: string }[] {
  const fields: { name: string; value: string }[] = [];
  if (state.query) fields.push({ name: "q", value: state.query });
  if (state.category) fields.push({ name: "cat", value: state.category });
  for (const key of Object.keys(state.refinements).sort()) {
    for (const value of state.refinements[key] ?? []) fields.push({ name: `${ATTRIBUTE_PARAM_PREFIX}${key}`, value });
  }
  fields.push(...rangeParams(state.ranges ?? {}, exceptRange));
  if (state.sort) fields.push({ name: "sort", value: state.sort });
  return fields;
}

export function withPage(state: SearchState, page: number): SearchState {
  return { ...state, page };
}

export function hasRefinements(state: SearchState): boolean {
  return Boolean(state.category) || Object.keys(state.refinements).length > 0 || Object.keys(state.ranges ?? {}).length > 0;
}

/** The search page as first opened: no query, no refinement, first page; it then also shows what trends (S4). */
export function isSearchLanding(state: SearchState): boolean {
  return state.query === "" && !hasRefinements(state) && state.page === 1;
}
