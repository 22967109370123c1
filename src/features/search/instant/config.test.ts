import { describe, expect, it } from "vitest";
import { BRAND_ASSORTMENTS } from "@/features/catalog/testing";
import { parseFilters } from "../engine/filters";
import { pickAttributeFacets, searchSetup } from "./config";
import { assortmentFilter } from "../assortment-filter";

describe("instant search setup (S1, B6)", () => {
  it("B6 writes the assortment as a filters string the engine parses: every dimension ANDed, values ORed", () => {
    const filter = assortmentFilter(BRAND_ASSORTMENTS.homestyle!);
    expect(filter).toBe('(algoliaBrands:"Homestyle") AND (salesOrgs:"US01") AND (owningDivisions:"WD" OR owningDivisions:"LC")');
    expect(() => parseFilters(filter)).not.toThrow();
    expect(assortmentFilter({ algoliaBrands: ['Say "hi"'], salesOrgs: ["A"], owningDivisions: ["B"] })).toContain('algoliaBrands:"Say \\"hi\\""');
  });

  it("sorts offer relevance first, then each replica of the locale", () => {
    const setup = searchSetup("es-mx", "voltline-mexico", BRAND_ASSORTMENTS["voltline-mexico"]!);
    expect(setup.sorts.map((s) => s.value)).toEqual(["products_es-mx", "products_es-mx_name_asc", "products_es-mx_name_desc", "products_es-mx_catalog_asc", "products_es-mx_newest"]);
    expect(setup.contentIndexName).toBe("content_es-mx");
    expect(setup.contentConfigure).toMatchObject({ filters: 'brand:"voltline-mexico"', page: 0 });
    expect(setup.productsConfigure).toMatchObject({ clickAnalytics: true, hitsPerPage: 24 });
  });

  it("picks refined facets first, then offered ones with the most values, never single-valued ones", () => {
    const facets = {
      "attributes.colour": { Ivory: 3, Red: 1, White: 9 },
      "attributes.width": { "1 in": 1, "2 in": 1, "3 in": 1, "4 in": 1 },
      "attributes.grade": { Commercial: 2, Residential: 4 },
      "attributes.voltage": { "120 V": 5 },
      "attributes.amperage": { "15 A": 1, "20 A": 1 },
      "Categories.lvl0": { A: 1, B: 2, C: 3, D: 4, E: 5 },
    };
    const offered = (key: string) => key !== "width";
    expect(pickAttributeFacets(facets, [], offered)).toEqual(["attributes.colour", "attributes.amperage", "attributes.grade"]);
    expect(pickAttributeFacets(facets, ["attributes.voltage", "Categories.lvl0"], offered)).toEqual(["attributes.voltage", "attributes.colour", "attributes.amperage"]);
    expect(pickAttributeFacets(undefined, ["attributes.voltage"], offered)).toEqual(["attributes.voltage"]);
  });
});
