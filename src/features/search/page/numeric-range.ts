// Range refinements of measurements (issue 3, P4, S1): `r.<key>=min:max` parsed into typed bounds, written back, and
// turned into numericFilters built from numbers, never from the text a visitor sent.
import type { RawSearchParams } from "./search-state";

/** A range travels as `r.<attribute key>=min:max`; `min:` and `:max` are open-ended. */
export const RANGE_PARAM_PREFIX = "r.";
/** A GET form cannot join two inputs into one value: it sends `r.<key>.min` and `r.<key>.max`, read here and then redirected. */
export const RANGE_FIELD_SUFFIXES = { min: ".min", max: ".max" } as const;
/** Records carry measurements as numbers under `numericAttributes` (records.ts): filters and facets_stats read these. */
export const NUMERIC_ATTRIBUTE_PREFIX = "numericAttributes.";
/** Bounds further out than this are junk in an address, not a measurement. */
export const MAX_RANGE_MAGNITUDE = 1e9;

export interface NumericRange {
  min?: number;
  max?: number;
}

export type Ranges = Record<string, NumericRange>;

// Plain decimals only: no exponents, hex, "Infinity" or thousands separators (type="number" inputs send this form).
const DECIMAL = /^[-+]?(?:\d{1,12}(?:\.\d{0,6})?|\.\d{1,6})$/;
const ATTRIBUTE_KEY = /^[A-Za-z0-9_-]{1,64}$/;

/** One bound: undefined when empty, NaN when not a usable number. */
function parseBound(text: string): number | undefined {
  const trimmed = text.trim();
  if (trimmed === "") return undefined;
  if (!DECIMAL.test(trimmed)) return NaN;
  const value = Number(trimmed);
  return Math.abs(value) <= MAX_RANGE_MAGNITUDE ? value : NaN;
}

/** Bounds as a range: swapped when reversed, undefined when a bound is junk or both are empty. */
export function rangeOf(minText: string, maxText: string): NumericRange | undefined {
  const min = parseBound(minText);
  const max = parseBound(maxText);
  if (Number.isNaN(min) || Number.isNaN(max) || (min === undefined && max === undefined)) return undefined;
  if (min !== undefined && max !== undefined && min > max) return { min: max, max: min };
  return { ...(min !== undefined ? { min } : {}), ...(max !== undefined ? { max } : {}) };
}

/** `min:max`, `min:` or `:max` (also InstantSearch's range uiState); undefined for anything else. */
export function parseRangeValue(text: string): NumericRange | undefined {
  if (text.length > 60) return undefined;
  const parts = text.split(":");
  if (parts.length !== 2) return undefined;
  return rangeOf(parts[0]!, parts[1]!);
}

/** A bound as a plain decimal (never an exponent), so it reads back the same. */
export function formatBound(value: number): string {
  return String(Number(value.toFixed(6)));
}

export function formatRangeValue(range: NumericRange): string {
  return `${range.min === undefined ? "" : formatBound(range.min)}:${range.max === undefined ? "" : formatBound(range.max)}`;
}

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value) ?? "";

export interface ParsedRanges {
  ranges: Ranges;
  /** Some range came as form fields (`r.<key>.min/.max`): the page redirects to the one URL of the state. */
  fromFields: boolean;
}

/**
 * The `r.<key>=min:max` and `r.<key>.min` / `r.<key>.max` parameters of known measurement attributes; unknown keys and junk
 * values go to `rejected` (the page says they were ignored). Fields win over a `min:max` value of the same key.
 */
export function parseRanges(params: RawSearchParams, isNumericAttribute: (key: string) => boolean, rejected: string[]): ParsedRanges {
  const values = new Map<string, { name: string; text: string }>();
  const fields = new Map<string, { names: string[]; min: string; max: string }>();
  for (const name of Object.keys(params).sort()) {
    if (!name.startsWith(RANGE_PARAM_PREFIX)) continue;
    const rest = name.slice(RANGE_PARAM_PREFIX.length);
    const bound = rest.endsWith(RANGE_FIELD_SUFFIXES.min) ? "min" : rest.endsWith(RANGE_FIELD_SUFFIXES.max) ? "max" : undefined;
    const key = bound ? rest.slice(0, -RANGE_FIELD_SUFFIXES[bound].length) : rest;
    if (!ATTRIBUTE_KEY.test(key) || !isNumericAttribute(key)) {
      rejected.push(name);
      continue;
    }
    if (!bound) {
      values.set(key, { name, text: first(params[name]) });
      continue;
    }
    const entry = fields.get(key) ?? { names: [], min: "", max: "" };
    entry.names.push(name);
    entry[bound] = first(params[name]);
    fields.set(key, entry);
  }
  const ranges: Ranges = {};
  for (const [key, { name, text }] of values) {
    if (fields.has(key)) continue;
    const range = parseRangeValue(text);
    if (range) ranges[key] = range;
    else rejected.push(name);
  }
  for (const [key, entry] of fields) {
    // Both fields empty is a cleared form, not junk.
    if (entry.min.trim() === "" && entry.max.trim() === "") continue;
    const range = rangeOf(entry.min, entry.max);
    if (range) ranges[key] = range;
    else rejected.push(...entry.names);
  }
  return { ranges: sortedRanges(ranges), fromFields: fields.size > 0 };
}

function sortedRanges(ranges: Ranges): Ranges {
  return Object.fromEntries(Object.keys(ranges).sort().map((key) => [key, ranges[key]!]));
}

/** `numericAttributes.<key>`, the record field a range filters. */
export function numericAttribute(key: string): string {
  return `${NUMERIC_ATTRIBUTE_PREFIX}${key}`;
}

/**
 * numericFilters of one range (`numericAttributes.amperage>=15`, `...<=20`), ANDed. Bounds are written from numbers;
 * a key that is not a plain attribute key gives no filter rather than filter syntax.
 */
export function rangeNumericFilters(key: string, range: NumericRange): string[] {
  if (!ATTRIBUTE_KEY.test(key)) return [];
  const attribute = numericAttribute(key);
  const filters: string[] = [];
  if (range.min !== undefined && Number.isFinite(range.min)) filters.push(`${attribute}>=${formatBound(range.min)}`);
  if (range.max !== undefined && Number.isFinite(range.max)) filters.push(`${attribute}<=${formatBound(range.max)}`);
  return filters;
}

/** numericFilters of every range but one (a range facet's own bounds are left out of its min–max query). */
export function rangesNumericFilters(ranges: Ranges, except?: string): string[] {
  return Object.keys(ranges)
    .filter((key) => key !== except)
    .sort()
    .flatMap((key) => rangeNumericFilters(key, ranges[key]!));
}

/** `r.<key>=min:max` pairs in key order, for links and the hidden fields of GET forms. */
export function rangeParams(ranges: Ranges, except?: string): { name: string; value: string }[] {
  return Object.keys(ranges)
    .filter((key) => key !== except)
    .sort()
    .map((key) => ({ name: `${RANGE_PARAM_PREFIX}${key}`, value: formatRangeValue(ranges[key]!) }));
}

/** The ranges with one set or cleared. */
export function withRange(ranges: Ranges, key: string, range: NumericRange | undefined): Ranges {
  const next = { ...ranges };
  if (range && (range.min !== undefined || range.max !== undefined)) next[key] = range;
  else delete next[key];
  return sortedRanges(next);
}

/**
 * Bounds for InstantSearch's range widget: one at or beyond the results' own limit is left open, because the widget
 * ignores a refinement outside the current min–max, and an open bound keeps the same records.
 */
export function boundsWithin(typed: NumericRange, available: { min: number; max: number }): [number | undefined, number | undefined] {
  const min = typed.min !== undefined && typed.min > available.min ? typed.min : undefined;
  const max = typed.max !== undefined && typed.max < available.max ? typed.max : undefined;
  return [min, max];
}

/** Which message describes a range: both bounds, a lower bound only or an upper bound only. */
export function rangeShape(range: NumericRange): "between" | "from" | "upTo" {
  return range.min !== undefined && range.max !== undefined ? "between" : range.min !== undefined ? "from" : "upTo";
}

/** A number with its unit as the catalogue writes it: "20 A", but "90°". */
export function withUnit(number: string, unit: string | undefined): string {
  if (!unit) return number;
  return unit === "°" ? `${number}°` : `${number} ${unit}`;
}
