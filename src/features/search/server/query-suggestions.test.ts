import { describe, expect, it } from "vitest";
import { buildSearchIndex, runQuery, type IndexSettings } from "../engine/search-index";
import { normalizeParams } from "../engine/params";
import { MAX_RECORDED_QUERIES, querySuggestionRecords, querySuggestionSettings, RecordedSearches, suggestionQuery } from "./query-suggestions";

const settings: IndexSettings = {
  searchableAttributes: ["name"],
  codeAttributes: [],
  attributesForFaceting: ["Categories.lvl1", "series", "algoliaBrands", "salesOrgs", "owningDivisions"],
  numericAttributes: ["releaseDate"],
  customRanking: { attribute: "releaseDate", order: "desc" },
  attributeForDistinct: "familyId",
};
const product = (id: string, name: string, familyId: string, category: string, brand: string) => ({
  objectID: id, name, familyId, releaseDate: Number(id), series: "Decoro", Categories: { lvl1: `Wiring Devices > ${category}` }, algoliaBrands: [brand], salesOrgs: ["US01"], owningDivisions: ["D1"],
});
const products = buildSearchIndex(
  [
    product("1", "Duplex Receptacle White", "f1", "Receptacles", "Voltline"),
    product("2", "Duplex Receptacle Ivory", "f1", "Receptacles", "Voltline"),
    product("3", "Duplex Receptacle Black", "f1", "Receptacles", "Voltline"),
    product("4", "GFCI Receptacle", "f2", "Receptacles", "Voltline"),
    product("5", "Load Centre 100 A", "f3", "Load Centres", "Northline"),
  ],
  settings,
);

describe("query suggestions (S3)", () => {
  it("distinct answers one product per family, the best ranked, and counts families", () => {
    const result = runQuery(products, normalizeParams({ query: "receptacle", distinct: true }));
    expect(result.hits.map((hit) => hit.objectID)).toEqual(["4", "3"]);
    expect(result.nbHits).toBe(2);
    expect(runQuery(products, normalizeParams({ query: "receptacle" })).nbHits).toBe(4);
  });

  it("makes Algolia Query Suggestions records from category and series names, with hits and brand facets", () => {
    const records = querySuggestionRecords(products, "products_en");
    // The series "Decoro" is in no searchable text here: a name that finds nothing is not suggested.
    expect(records.map((r) => r.query).sort()).toEqual(["load centres", "receptacles"]);
    const receptacles = records.find((r) => r.query === "receptacles")!;
    expect(receptacles).toMatchObject({
      objectID: "receptacles",
      nb_words: 1,
      products_en: { exact_nb_hits: 4, facets: { exact_matches: { algoliaBrands: [{ value: "Voltline", count: 4 }] }, analytics: {} } },
    });
  });

  it("finds suggestions with a typo and filters them by the brand's assortment", () => {
    const index = buildSearchIndex(querySuggestionRecords(products, "products_en"), querySuggestionSettings("products_en"));
    const voltline = runQuery(index, normalizeParams({ query: "recepticle", filters: 'products_en.facets.exact_matches.algoliaBrands.value:"Voltline"' }));
    expect(voltline.hits.map((hit) => hit.objectID)).toEqual(["receptacles"]);
    const northline = runQuery(index, normalizeParams({ query: "", filters: 'products_en.facets.exact_matches.algoliaBrands.value:"Northline"' }));
    expect(northline.hits.map((hit) => hit.objectID)).toEqual(["load centres"]);
  });

  it("adds searches made twice or more whose every word is a catalogue word, most searched first", () => {
    const recorded = new RecordedSearches();
    for (let i = 0; i < 3; i++) recorded.record("GFCI  Receptacle");
    recorded.record("duplex white");
    for (let i = 0; i < 5; i++) recorded.record("buy cheap pills");
    for (let i = 0; i < 5; i++) recorded.record("recepticle");
    const records = querySuggestionRecords(products, "products_en", recorded.entries());
    const queries = records.sort((a, b) => b.popularity - a.popularity).map((r) => r.query);
    expect(queries[0]).toBe("gfci receptacle");
    expect(queries).not.toContain("duplex white");
    expect(queries).not.toContain("buy cheap pills");
    expect(queries).not.toContain("recepticle");
  });

  it("keeps recorded searches bounded and refuses what cannot be a suggestion", () => {
    const recorded = new RecordedSearches(100);
    for (let i = 0; i < 1000; i++) recorded.record(`query number ${i}`);
    expect(recorded.entries().length).toBeLessThanOrEqual(100);
    expect(MAX_RECORDED_QUERIES).toBeGreaterThan(0);
    expect(suggestionQuery("ab")).toBeUndefined();
    expect(suggestionQuery("x".repeat(65))).toBeUndefined();
    expect(suggestionQuery("a b c d e f g")).toBeUndefined();
    expect(suggestionQuery(" Load\u0000Centre ")).toBe("load centre");
  });
});
