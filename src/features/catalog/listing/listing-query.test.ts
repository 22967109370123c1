import { describe, expect, it } from "vitest";
import type { SearchResult } from "@/features/search/model";
import type { Assortment } from "../assortment";
import { listingFacets, planListing, scopeFilter } from "./listing-query";

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
    const plan = planListing({ page: 2, sort: "name_asc", refinements: {} }, scope, { locale: "fr-ca", assortment, facetKeys: ["colour", "grade"] });
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
    const state = { page: 1, sort: "newest" as const, refinements: { colour: ["White", "Ivory"], grade: ["Commercial"] } };
    const plan = planListing(state, scope, { locale: "en", assortment, facetKeys: ["colour", "grade"] });
    expect(plan.requests[0]?.facetFilters).toContainEqual(["attributes.colour:White", "attributes.colour:Ivory"]);
    expect(plan.requests[0]?.facetFilters).toContainEqual(["attributes.grade:Commercial"]);
    expect(plan.attributeAt).toEqual({ colour: 1, grade: 2 });
    expect(plan.requests[1]).toMatchObject({ hitsPerPage: 0, facets: ["attributes.colour"] });
    expect(plan.requests[1]?.facetFilters).not.toContainEqual(["attributes.colour:White", "attributes.colour:Ivory"]);
    expect(plan.requests[1]?.facetFilters).toContainEqual(["attributes.grade:Commercial"]);
  });

  it("offers refined facets first, then choice facets with several values, most products first", () => {
    const state = { page: 1, sort: "newest" as const, refinements: { grade: ["Commercial"] } };
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
});
