import { describe, expect, it } from "vitest";
import type { SearchResult } from "@/features/search";
import type { Assortment } from "../assortment";
import { listingFacets, listingRanges, planListing, scopeFilter } from "./listing-query";

const assortment = { algoliaBrands: ["voltline"], salesOrgs: ["US10"], owningDivisions: ["WD"] } as unknown as Assortment;
const scope = { kind: "category", level: 2, path: "Wiring Devices > Receptacles > Duplex" } as const;

describe("listing queries (P4, P7, B6)", () => {
  it("filters a category, a compatibility category or a program", () => {
    expect(scopeFilter(scope)).toBe("Categories.lvl2:Wiring Devices > Receptacles > Duplex");
    expect(scopeFilter({ kind: "compatibility", level: 1, path: "Decorator Devices > Decorator Wall Plates" })).toBe(
      "Compatibility Categories.lvl1:Decorator Devices > Decorator Wall Plates",
    );
    expect(scopeFilter({ kind: "program", key: "quick-ship" })).toBe("programs:quick-ship");
  });

  it("asks the sort replica for one page inside the assortment and the scope, with the choice facets", () => {
    const plan = planListing({ page: 2, sort: "name_asc", refinements: {}, ranges: {} }, scope, { locale: "fr-ca", assortment, facetKeys: ["colour", "grade"] });
    expect(plan.requests).toHaveLength(1);
    expect(plan.requests[0]).toMatchObject({
      indexName: "products_fr-ca_name_asc",
      page: 1,
      hitsPerPage: 24,
      facets: ["attributes.colour", "attributes.grade"],
      facetFilters: [["algoliaBrands:voltline"], ["salesOrgs:US10"], ["owningDivisions:WD"], "Categories.lvl2:Wiring Devices > Receptacles > Duplex"],
    });
  });

  it("counts each refined facet without its own filter (OR within a facet, AND across)", () => {
    const state = { page: 1, sort: "newest" as const, refinements: { colour: ["White", "Ivory"], grade: ["Commercial"] }, ranges: {} };
    const plan = planListing(state, scope, { locale: "en", assortment, facetKeys: ["colour", "grade"] });
    expect(plan.requests[0]?.facetFilters).toContainEqual(["attributes.colour:White", "attributes.colour:Ivory"]);
    expect(plan.requests[0]?.facetFilters).toContainEqual(["attributes.grade:Commercial"]);
    expect(plan.attributeAt).toEqual({ colour: 1, grade: 2 });
    expect(plan.requests[1]).toMatchObject({ hitsPerPage: 0, facets: ["attributes.colour"] });
    expect(plan.requests[1]?.facetFilters).not.toContainEqual(["attributes.colour:White", "attributes.colour:Ivory"]);
    expect(plan.requests[1]?.facetFilters).toContainEqual(["attributes.grade:Commercial"]);
  });

  it("offers refined facets first, then choice facets with several values, most products first", () => {
    const state = { page: 1, sort: "newest" as const, refinements: { grade: ["Commercial"] }, ranges: {} };
    const plan = planListing(state, scope, { locale: "en", assortment, facetKeys: ["colour", "grade", "tamper", "voltage"] });
    const results: Pick<SearchResult, "facets">[] = [
      {
        facets: {
          "attributes.colour": { White: 5, Ivory: 3 },
          "attributes.grade": { Commercial: 8 },
          "attributes.tamper": { Yes: 10, No: 2 },
          "attributes.voltage": { "125 V": 8 },
          "attributes.amps": { "15 A": 4, "20 A": 4 },
        },
      },
      { facets: { "attributes.grade": { Commercial: 8, Residential: 4 } } },
    ];
    const facets = listingFacets(plan, results, state, (key) => key !== "amps");
    expect(facets.map((f) => f.key)).toEqual(["grade", "tamper", "colour"]);
    expect(facets[0]?.values).toEqual([
      { value: "Commercial", count: 8, selected: true },
      { value: "Residential", count: 4, selected: false },
    ]);
    expect(listingFacets(plan, results, state, () => true, 1).map((f) => f.key)).toEqual(["grade"]);
  });

  it("issue 3 filters ranges as numericFilters everywhere, asks min–max of measurements, and each refined range without its own bounds", () => {
    const state = { page: 1, sort: "newest" as const, refinements: { colour: ["White"] }, ranges: { amperage: { min: 15, max: 20 }, weight: { max: 0.5 } } };
    const plan = planListing(state, scope, { locale: "en", assortment, facetKeys: ["colour"], rangeKeys: ["amperage", "weight", "lumens"] });
    const all = ["numericAttributes.amperage>=15", "numericAttributes.amperage<=20", "numericAttributes.weight<=0.5"];
    expect(plan.requests[0]).toMatchObject({ facets: ["attributes.colour", "numericAttributes.amperage", "numericAttributes.weight", "numericAttributes.lumens"], numericFilters: all });
    // The colour counts keep every range.
    expect(plan.requests[plan.attributeAt.colour!]?.numericFilters).toEqual(all);
    expect(plan.rangeAt).toEqual({ amperage: 2, weight: 3 });
    expect(plan.requests[2]).toMatchObject({ hitsPerPage: 0, facets: ["numericAttributes.amperage"], numericFilters: ["numericAttributes.weight<=0.5"] });
    expect(plan.requests[2]?.facetFilters).toContainEqual(["attributes.colour:White"]);
    expect(plan.requests[3]).toMatchObject({ facets: ["numericAttributes.weight"], numericFilters: ["numericAttributes.amperage>=15", "numericAttributes.amperage<=20"] });
    expect(planListing({ ...state, ranges: {} }, scope, { locale: "en", assortment, facetKeys: [] }).requests[0]).not.toHaveProperty("numericFilters");
  });

  it("issue 3 offers refined ranges with their own min–max, then measurements whose values differ, in catalogue order", () => {
    const state = { page: 1, sort: "newest" as const, refinements: {}, ranges: { weight: { max: 0.5 } } };
    const plan = planListing(state, scope, { locale: "en", assortment, facetKeys: [], rangeKeys: ["amperage", "poles", "lumens", "weight"] });
    const stats = (min: number, max: number) => ({ min, max, avg: 0, sum: 0 });
    const results: Pick<SearchResult, "facets_stats">[] = [
      { facets_stats: { "numericAttributes.amperage": stats(15, 20), "numericAttributes.poles": stats(2, 2), "numericAttributes.weight": stats(0.1, 0.5) } },
      { facets_stats: { "numericAttributes.weight": stats(0.1, 2.5) } },
    ];
    expect(listingRanges(plan, results, state, ["lumens", "poles", "amperage", "weight"])).toEqual([
      { key: "weight", available: { min: 0.1, max: 2.5 }, selected: { max: 0.5 } },
      { key: "amperage", available: { min: 15, max: 20 } },
    ]);
    // A refined range whose products are all filtered away by other choices still shows, to be changed or cleared.
    expect(listingRanges(plan, [{}, {}], state, ["amperage"])).toEqual([{ key: "weight", selected: { max: 0.5 } }]);
  });
});
