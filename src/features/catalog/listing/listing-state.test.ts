import { describe, expect, it } from "vitest";
import {
  DEFAULT_LISTING_STATE,
  listingStateHref,
  parseListingState,
  rangeFormFields,
  refinementFields,
  selectedValues,
  withListingPage,
  withListingRange,
  withoutRefinements,
  type ListingState,
} from "./listing-state";
import { toggleRefinement } from "@/features/search";

const known = new Set(["colour", "grade", "nema-configuration", "amperage", "weight"]);
const numeric = new Set(["amperage", "weight"]);

describe("listing URL state (P4)", () => {
  it("reads filters, sort and page from the query", () => {
    const state = parseListingState({ "f.colour": ["White", "Ivory"], sort: "name_asc", page: "3" }, known);
    expect(state).toEqual({ page: 3, sort: "name_asc", refinements: { colour: ["White", "Ivory"] }, ranges: {}, rejected: [] });
  });

  it("ignores bad values and names them so the page can say so", () => {
    const state = parseListingState({ sort: "price_desc", page: "-1", "f.bogus": "x", "f.grade": "" }, known);
    expect(state.sort).toBe("newest");
    expect(state.page).toBe(1);
    expect(state.refinements).toEqual({});
    expect(state.rejected).toEqual(["page", "sort", "f.bogus"]);
    expect(parseListingState({ page: "99999999" }, known).rejected).toEqual(["page"]);
  });

  it("drops control characters and repeats, and leaves other parameters alone", () => {
    const state = parseListingState({ "f.colour": ["White\u0000", "White"], utm_source: "mail", q: "x" }, known);
    expect(state.refinements).toEqual({ colour: ["White"] });
    expect(state.rejected).toEqual([]);
  });

  it("gives each state one URL: keys sorted, default sort and page 1 left out", () => {
    const base = "/voltline/en/products/a/c/duplex";
    expect(listingStateHref(base, DEFAULT_LISTING_STATE)).toBe(base);
    expect(listingStateHref(base, { page: 2, sort: "newest", refinements: { grade: ["Commercial"], colour: ["White", "Light Almond"] }, ranges: {} })).toBe(
      `${base}?f.colour=White&f.colour=Light+Almond&f.grade=Commercial&page=2`,
    );
    expect(listingStateHref(base, { page: 1, sort: "catalog_asc", refinements: {}, ranges: {} })).toBe(`${base}?sort=catalog_asc`);
  });

  it("round-trips a state through its URL", () => {
    const state = { page: 4, sort: "name_desc" as const, refinements: { colour: ["Gray & Black"], "nema-configuration": ["5-20R"] }, ranges: { amperage: { min: 15, max: 20 }, weight: { max: 0.5 } } };
    const url = new URL(listingStateHref("/x", state), "http://h");
    const params: Record<string, string[]> = {};
    for (const [k, v] of url.searchParams) (params[k] ??= []).push(v);
    expect(parseListingState(params, known, numeric)).toEqual({ ...state, rejected: [] });
  });

  it("ticks and unticks a value, back on page 1", () => {
    const on = toggleRefinement<ListingState>({ page: 3, sort: "name_asc", refinements: {}, ranges: { amperage: { min: 15 } } }, "colour", "White");
    expect(on).toEqual({ page: 1, sort: "name_asc", refinements: { colour: ["White"] }, ranges: { amperage: { min: 15 } } });
    expect(toggleRefinement(on, "colour", "White").refinements).toEqual({});
    expect(withoutRefinements({ ...on, page: 2 })).toEqual({ page: 1, sort: "name_asc", refinements: {}, ranges: {} });
    expect(withListingPage(on, 5).page).toBe(5);
  });

  it("lists chips and the hidden fields the sort form carries", () => {
    const state = { page: 1, sort: "newest" as const, refinements: { grade: ["Commercial"], colour: ["White", "Ivory"] }, ranges: { weight: { min: 1 }, amperage: { max: 20 } } };
    expect(selectedValues(state)).toEqual([
      { key: "colour", value: "White" },
      { key: "colour", value: "Ivory" },
      { key: "grade", value: "Commercial" },
    ]);
    expect(refinementFields(state)[0]).toEqual({ name: "f.colour", value: "White" });
    expect(refinementFields(state).slice(-2)).toEqual([
      { name: "r.amperage", value: ":20" },
      { name: "r.weight", value: "1:" },
    ]);
    // A range form carries everything but its own range, which its inputs send.
    expect(refinementFields(state, "amperage").filter((f) => f.name.startsWith("r."))).toEqual([{ name: "r.weight", value: "1:" }]);
    expect(rangeFormFields({ ...state, sort: "name_asc" }, "weight")).toEqual([
      { name: "f.colour", value: "White" },
      { name: "f.colour", value: "Ivory" },
      { name: "f.grade", value: "Commercial" },
      { name: "r.amperage", value: ":20" },
      { name: "sort", value: "name_asc" },
    ]);
    expect(rangeFormFields(state, "weight").map((f) => f.name)).not.toContain("sort");
  });

  it("issue 3 reads ranges of measurements only; junk is ignored with the others, never thrown", () => {
    const state = parseListingState({ "r.amperage": "20:15", "r.colour": "1:2", "r.weight": "heavy", "f.grade": "Commercial" }, known, numeric);
    expect(state.ranges).toEqual({ amperage: { min: 15, max: 20 } });
    expect(state.rejected).toEqual(["r.colour", "r.weight"]);
    expect(state.rangeFields).toBeUndefined();
    expect(parseListingState({ "r.amperage.min": "15", "r.amperage.max": "" }, known, numeric)).toMatchObject({ ranges: { amperage: { min: 15 } }, rangeFields: true });
  });

  it("issue 3 sets and clears a range, back on page 1, and the URL carries it as r.<key>=min:max", () => {
    const base = "/voltline/en/products/a/c/duplex";
    const set = withListingRange({ ...DEFAULT_LISTING_STATE, page: 4, refinements: { colour: ["White"] } }, "amperage", { min: 15, max: 20 });
    expect(listingStateHref(base, set)).toBe(`${base}?f.colour=White&r.amperage=15%3A20`);
    expect(listingStateHref(base, withListingRange(set, "amperage", undefined))).toBe(`${base}?f.colour=White`);
    expect(listingStateHref(base, withoutRefinements(set))).toBe(base);
  });
});
