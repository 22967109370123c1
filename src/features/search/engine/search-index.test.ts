import { describe, expect, it } from "vitest";
import { SearchInputError, type SearchParams } from "../model";
import { buildNaiveIndex, naiveSearch } from "./naive";
import { normalizeParams } from "./params";
import { buildSearchIndex, runQuery, searchFacetValues, sortReplica, type IndexSettings } from "./search-index";

const settings: IndexSettings = {
  searchableAttributes: ["name", "catalogNumber", "description"],
  codeAttributes: ["catalogNumber"],
  attributesForFaceting: ["Categories.lvl0", "Categories.lvl1", "colour", "certifications"],
  numericAttributes: ["releaseDate", "price"],
  numericFacets: ["price"],
  customRanking: { attribute: "releaseDate", order: "desc" },
};

const colours = ["White", "Ivory", "Light Almond", "Black"];
const kinds = [
  ["Duplex Receptacle", "Wiring Devices", "Wiring Devices > Receptacles"],
  ["Toggle Switch", "Wiring Devices", "Wiring Devices > Switches"],
  ["Dimmer Switch", "Lighting Controls", "Lighting Controls > Dimmers"],
  ["Wall Plate", "Wall Plates", "Wall Plates > Decorator"],
] as const;
const records = Array.from({ length: 200 }, (_, i) => {
  const [kind, lvl0, lvl1] = kinds[i % 4]!;
  return {
    objectID: String(1000 + i),
    name: `${kind} ${15 + (i % 3) * 5}A, ${colours[i % colours.length]}`,
    catalogNumber: `DR${100 + i}-${i % 2 ? "IV" : "W"}`,
    description: i % 5 === 0 ? "Tamper-resistant device for schools" : "Commercial grade device",
    Categories: { lvl0, lvl1 },
    colour: colours[i % colours.length]!,
    certifications: i % 3 ? ["UL", "CSA"] : ["UL"],
    releaseDate: 1_600_000_000 + i * 86_400,
    price: 5 + i,
  };
});
const index = buildSearchIndex(records, settings);
const naive = buildNaiveIndex(records, settings);
const run = (params: SearchParams) => runQuery(index, normalizeParams(params));

describe("embedded search engine (S1-S3)", () => {
  it("S2 finds a word with one typo and a transposition, fewer typos first", () => {
    const result = run({ query: "recepatcle", hitsPerPage: 100 });
    expect(result.nbHits).toBe(50);
    expect(result.hits.every((h) => h.name.startsWith("Duplex Receptacle"))).toBe(true);
    expect(run({ query: "swich" }).nbHits).toBe(100);
    expect(run({ query: "swi" }).nbHits).toBe(100);
  });

  it("S2 matches the last word as a prefix only while it is being typed", () => {
    expect(run({ query: "dimm" }).nbHits).toBe(50);
    expect(run({ query: "dim " }).nbHits).toBe(0);
    expect(run({ query: "dr10" }).nbHits).toBe(10);
    expect(run({ query: "DR105-IV" }).hits[0]!.objectID).toBe("1005");
  });

  it("S2 ranks name matches before description matches, then newer first", () => {
    const result = run({ query: "device", hitsPerPage: 200 });
    expect(result.nbHits).toBe(200);
    const dates = result.hits.map((h) => h.releaseDate);
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
    const named = run({ query: "switch", hitsPerPage: 3 }).hits;
    expect(named[0]!.releaseDate).toBeGreaterThan(named[1]!.releaseDate);
  });

  it("S2 counts facets exactly as a scan of the same records, with a category filter", () => {
    const params = normalizeParams({
      query: "swtch",
      filters: "'Categories.lvl0':'Wiring Devices' AND price >= 20 AND NOT colour:Black",
      facets: ["Categories.lvl1", "colour", "certifications"],
      hitsPerPage: 500,
    });
    const engine = runQuery(index, params);
    const scan = naiveSearch(naive, params);
    expect(engine.nbHits).toBe(scan.nbHits);
    expect(engine.nbHits).toBeGreaterThan(0);
    expect(engine.facets).toEqual(scan.facets);
    expect(new Set(engine.hits.map((h) => h.objectID))).toEqual(new Set(scan.hits.map((h) => h.objectID)));
  });

  it("S2 evaluates facetFilters (OR inside), numeric ranges and unknown attributes", () => {
    expect(run({ facetFilters: [["colour:White", "colour:Ivory"]] }).nbHits).toBe(100);
    expect(run({ facetFilters: ["colour:light almond"] }).nbHits).toBe(50);
    expect(run({ numericFilters: ["price:10 TO 19"] }).nbHits).toBe(10);
    expect(run({ filters: "nosuch:thing" }).nbHits).toBe(0);
    expect(run({ filters: "NOT nosuch:thing" }).nbHits).toBe(200);
  });

  it("issue 3 applies numericFilters bounds as given (>= and <=, ANDed) and open-ended ones", () => {
    expect(run({ numericFilters: ["price>=10", "price<=19"] }).nbHits).toBe(10);
    expect(run({ numericFilters: ["price>=200"] }).nbHits).toBe(5);
    expect(run({ numericFilters: ["price<=4"] }).nbHits).toBe(0);
    expect(run({ numericFilters: ["price>=10", "price<=19"], facetFilters: ["colour:White"] }).hits.map((h) => h.price).sort((a, b) => a - b)).toEqual([13, 17]);
    // A record without the attribute never matches a bound on it.
    expect(run({ numericFilters: ["nosuch>=0"] }).nbHits).toBe(0);
  });

  it("issue 3 returns facets_stats of the matching records: for numeric facets with '*', for any numeric attribute named", () => {
    const all = run({ facets: ["*"], hitsPerPage: 0 });
    expect(all.facets_stats).toEqual({ price: { min: 5, max: 204, avg: 104.5, sum: 20_900 } });
    expect(all.facets.price).toEqual({});
    const filtered = run({ facets: ["*", "releaseDate"], numericFilters: ["price>=10", "price<=19"], hitsPerPage: 0 });
    expect(filtered.facets_stats?.price).toEqual({ min: 10, max: 19, avg: 14.5, sum: 145 });
    expect(filtered.facets_stats?.releaseDate).toMatchObject({ min: 1_600_000_000 + 5 * 86_400, max: 1_600_000_000 + 14 * 86_400 });
    // A name beside "*" is answered too, so a client reading `facets` finds it (InstantSearch's range widget does).
    expect(filtered.facets.releaseDate).toEqual({});
    expect(filtered.facets.colour).toBeDefined();
    expect(run({ facets: ["colour"], hitsPerPage: 0 }).facets_stats).toBeUndefined();
    expect(run({ facets: ["price"], filters: "nosuch:thing" }).facets_stats).toBeUndefined();
  });

  it("S1 pages the hits; a page beyond the range is empty", () => {
    const first = run({ hitsPerPage: 30 });
    expect([first.nbHits, first.nbPages, first.hits.length]).toEqual([200, 7, 30]);
    const last = run({ hitsPerPage: 30, page: 6 });
    expect(last.hits.length).toBe(20);
    expect(run({ hitsPerPage: 30, page: 7 }).hits).toEqual([]);
    expect(run({ hitsPerPage: 0, facets: ["colour"] }).facets.colour).toEqual({ White: 50, Ivory: 50, "Light Almond": 50, Black: 50 });
  });

  it("S2 highlights matched words, typo words whole and prefixes partly", () => {
    const hit = run({ query: "tamper recepticle du", filters: "colour:White" }).hits[0]!;
    expect(hit._highlightResult!.name).toMatchObject({ value: "<em>Du</em>plex <em>Receptacle</em> 15A, White", matchLevel: "partial", matchedWords: ["recepticle", "du"] });
    expect(hit._highlightResult!.description).toMatchObject({ value: "<em>Tamper</em>-resistant device for schools", matchLevel: "partial" });
    const custom = run({ query: "ivory", highlightPreTag: "[", highlightPostTag: "]", attributesToHighlight: ["name"] }).hits[0]!;
    expect(custom._highlightResult).toEqual({ name: expect.objectContaining({ value: expect.stringContaining("[Ivory]"), matchLevel: "full" }) });
  });

  it("S2 gives an empty facet for an unknown facet name and all facets for '*'", () => {
    const result = run({ facets: ["nosuch", "colour"] });
    expect(result.facets.nosuch).toEqual({});
    expect(Object.keys(run({ facets: ["*"] }).facets).sort()).toEqual([...settings.attributesForFaceting, ...(settings.numericFacets ?? [])].sort());
    expect(run({ facets: ["colour"], maxValuesPerFacet: 2 }).facets.colour).toEqual({ Black: 50, Ivory: 50 });
  });

  it("S3 searches facet values by word prefix with counts under the query's filters", () => {
    const params = normalizeParams({ filters: "certifications:CSA" });
    expect(searchFacetValues(index, "colour", "alm", 10, params)).toEqual([{ value: "Light Almond", count: 33, highlighted: "Light <em>Alm</em>ond" }]);
    expect(searchFacetValues(index, "colour", "", 2, normalizeParams({}))).toHaveLength(2);
    expect(searchFacetValues(index, "nosuch", "a", 10, params)).toEqual([]);
  });

  it.each([{ hitsPerPage: -1 }, { hitsPerPage: Number.NaN }, { hitsPerPage: 2.5 }, { page: -1 }, { page: "x" as never }, { query: 5 as never }, { facets: [1] as never }])(
    "rejects bad parameter %j with a SearchInputError",
    (params) => {
      expect(() => normalizeParams(params)).toThrow(SearchInputError);
    },
  );

  it("reads legacy URL-encoded params", () => {
    const params = normalizeParams({ params: "query=swich&hitsPerPage=5&facets=%5B%22colour%22%5D&facetFilters=%5B%22colour%3AIvory%22%5D" });
    expect(params).toMatchObject({ query: "swich", hitsPerPage: 5, facets: ["colour"] });
    expect(runQuery(index, params).nbHits).toBe(50);
  });

  it("sort replicas order by their attribute before relevance, sharing the primary's matches and facets", () => {
    const byName = sortReplica(index, { attribute: "name", order: "asc" });
    const names = runQuery(byName, normalizeParams({ query: "switch", hitsPerPage: 200 })).hits.map((h) => h.name);
    expect(names.length).toBe(100);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, undefined, { sensitivity: "base", numeric: true })));
    expect(names[0]).toMatch(/^Dimmer Switch 15A/);

    const cheapestFirst = sortReplica(index, { attribute: "price", order: "desc" });
    const prices = runQuery(cheapestFirst, normalizeParams({ query: "", facetFilters: ["colour:Black"], hitsPerPage: 5, facets: ["colour"] }));
    expect(prices.hits.map((h) => h.price)).toEqual([204, 200, 196, 192, 188]);
    expect(prices.facets.colour).toEqual({ Black: 50 });
    // The primary keeps its own order (newest first).
    expect(run({ query: "", hitsPerPage: 1 }).hits[0]?.objectID).toBe("1199");
  });
});
