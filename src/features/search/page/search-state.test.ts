import { describe, expect, it } from "vitest";
import { clipQuery, isSearchLanding, parseSearchState, searchHref, searchStateFields, toggleRefinement, withCategory, withPage } from "./search-state";

const known = new Set(["colour", "amperage"]);

describe("search page URL state (S1, Bad input)", () => {
  it("S1 reads query, page, category and attribute refinements", () => {
    const state = parseSearchState({ q: "  duplex  receptacle ", page: "3", cat: "Wiring Devices > Receptacles", "f.colour": ["Ivory", "Red", "Ivory"] }, known);
    expect(state).toEqual({ query: "duplex receptacle", page: 3, category: "Wiring Devices > Receptacles", refinements: { colour: ["Ivory", "Red"] }, rejected: [] });
  });

  it("turns a junk page into page 1 and says it was ignored", () => {
    for (const page of ["abc", "0", "-2", "1.5", "1e3", "99999999"]) {
      const state = parseSearchState({ page }, known);
      expect(state.page).toBe(1);
      expect(state.rejected).toEqual(["page"]);
    }
  });

  it("trims an overlong query to 200 characters and drops control characters", () => {
    expect(parseSearchState({ q: "x".repeat(5000) }, known).query).toHaveLength(200);
    expect(parseSearchState({ q: "a\u0000b\nc" }, known).query).toBe("a b c");
    expect(parseSearchState({ q: ["first", "second"] }, known).query).toBe("first");
  });

  it("ignores unknown facet names, bad categories and empty values", () => {
    const state = parseSearchState({ "f.password": "x", "f.__proto__": "y", "f.colour": ["", "Ivory"], cat: "A > B > C > D", other: "z" }, known);
    expect(state.refinements).toEqual({ colour: ["Ivory"] });
    expect(state.category).toBeUndefined();
    expect(state.rejected).toEqual(expect.arrayContaining(["cat", "f.password", "f.__proto__"]));
  });

  it("issue 3 reads measurement ranges of numeric attributes only, and says junk ones were ignored", () => {
    const numeric = new Set(["amperage"]);
    const state = parseSearchState({ q: "plug", "r.amperage": "20:15", "r.colour": "1:2", "f.colour": "Ivory" }, known, numeric);
    expect(state.ranges).toEqual({ amperage: { min: 15, max: 20 } });
    expect(state.refinements).toEqual({ colour: ["Ivory"] });
    expect(state.rejected).toEqual(["r.colour"]);
    expect(state.rangeFields).toBeUndefined();
    const junk = parseSearchState({ "r.amperage": "DROP TABLE:1" }, known, numeric);
    expect(junk).toMatchObject({ rejected: ["r.amperage"] });
    expect(junk.ranges).toBeUndefined();
    const form = parseSearchState({ "r.amperage.min": "15", "r.amperage.max": "" }, known, numeric);
    expect(form).toMatchObject({ ranges: { amperage: { min: 15 } }, rangeFields: true, rejected: [] });
    expect(searchHref("/s", form)).toBe("/s?r.amperage=15%3A");
  });

  it("issue 3 keeps ranges in the one URL of a state, through a category change, and in a form's hidden fields", () => {
    const state = { query: "plug", page: 3, refinements: { colour: ["Ivory"] }, ranges: { weight: { max: 2 }, amperage: { min: 15, max: 20 } }, sort: "name_asc" as const };
    expect(searchHref("/s", state)).toBe("/s?q=plug&f.colour=Ivory&r.amperage=15%3A20&r.weight=%3A2&sort=name_asc&page=3");
    expect(searchHref("/s", withCategory(state, "Wiring Devices"))).toBe("/s?q=plug&cat=Wiring+Devices&f.colour=Ivory&r.amperage=15%3A20&r.weight=%3A2&sort=name_asc");
    expect(searchStateFields(state, "amperage")).toEqual([
      { name: "q", value: "plug" },
      { name: "f.colour", value: "Ivory" },
      { name: "r.weight", value: ":2" },
      { name: "sort", value: "name_asc" },
    ]);
  });

  it("keeps a filter-looking query as plain text", () => {
    expect(parseSearchState({ q: "'a' OR 1=1" }, known).query).toBe("'a' OR 1=1");
  });

  it("S1 builds one URL per state, and refinements go back to page 1", () => {
    const base = "/voltline/en/search";
    const state = { query: "plate", page: 2, refinements: {} };
    expect(searchHref(base, state)).toBe("/voltline/en/search?q=plate&page=2");
    expect(searchHref(base, withPage(state, 1))).toBe("/voltline/en/search?q=plate");
    const refined = toggleRefinement(withCategory(state, "Wall Plates"), "colour", "Ivory & Red");
    expect(searchHref(base, refined)).toBe("/voltline/en/search?q=plate&cat=Wall+Plates&f.colour=Ivory+%26+Red");
    expect(searchHref(base, toggleRefinement(refined, "colour", "Ivory & Red"))).toBe("/voltline/en/search?q=plate&cat=Wall+Plates");
    expect(searchHref(base, withCategory(refined, undefined))).not.toContain("cat=");
    expect(searchHref(base, { query: "", page: 1, refinements: {} })).toBe(base);
  });

  it("round-trips its own URLs", () => {
    const state = { query: "20 A", page: 4, category: "Wiring Devices > Switches", refinements: { amperage: ["15 A", "20 A"] } };
    const url = new URL(searchHref("/b/en/search", state), "http://x");
    const params: Record<string, string | string[]> = {};
    for (const key of new Set(url.searchParams.keys())) params[key] = url.searchParams.getAll(key);
    expect(parseSearchState(params, known)).toEqual({ ...state, rejected: [] });
  });

  it("S4 only the first page of an unrefined, empty search is the landing that shows what trends", () => {
    expect(isSearchLanding(parseSearchState({}, known))).toBe(true);
    expect(isSearchLanding(parseSearchState({ q: "   ", sort: "name_asc" }, known))).toBe(true);
    for (const params of [{ q: "plate" }, { cat: "Wall Plates" }, { "f.colour": "Ivory" }, { page: "2" }]) {
      expect(isSearchLanding(parseSearchState(params, known))).toBe(false);
    }
  });
});

describe("the query a search sends (issue 12)", () => {
  it("keeps within 200 characters and the search's 512 UTF-8 bytes, never splitting a character", () => {
    expect(clipQuery("x".repeat(300))).toHaveLength(200);
    const chinese = clipQuery("中".repeat(200));
    expect(chinese).toBe("中".repeat(170));
    expect(new TextEncoder().encode(clipQuery("🔌".repeat(200))).length).toBe(512);
    expect(parseSearchState({ q: "é".repeat(300) }, new Set()).query).toBe("é".repeat(200));
  });
});
