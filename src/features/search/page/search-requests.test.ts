import { describe, expect, it } from "vitest";
import { BRAND_ASSORTMENTS } from "@/features/catalog/testing";
import { assortmentFilters } from "./search-requests";

describe("brand assortment as facetFilters (B6)", () => {
  it("ANDs the three dimensions and ORs the values of each", () => {
    expect(assortmentFilters(BRAND_ASSORTMENTS.homestyle!)).toEqual([["algoliaBrands:Homestyle"], ["salesOrgs:US01"], ["owningDivisions:WD", "owningDivisions:LC"]]);
  });
});
