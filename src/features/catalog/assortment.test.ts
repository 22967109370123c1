import { describe, expect, it } from "vitest";
import { assortmentOf, inAssortment } from "./assortment";
import { BRAND_ASSORTMENTS } from "./__fixtures__/brand-assortments";

const product = (algoliaBrands: string[], salesOrgs: string[], owningDivisions: string[]) => ({ algoliaBrands, salesOrgs, owningDivisions });

describe("brand assortment (B6)", () => {
  it("comes from the six brand entries of the content pack", () => {
    expect(Object.keys(BRAND_ASSORTMENTS).sort()).toEqual(["homestyle", "progress-lighting", "voltline", "voltline-brasil", "voltline-canada", "voltline-mexico"]);
  });

  it("is undefined for a brand entry without catalogue values", () => {
    expect(assortmentOf(undefined)).toBeUndefined();
    expect(assortmentOf(product(["Voltline"], [], ["WD"]))).toBeUndefined();
    expect(assortmentOf(product(["Voltline"], ["US01"], ["WD"]))).toEqual(product(["Voltline"], ["US01"], ["WD"]));
  });

  it("needs brand, sales organisation and division to match", () => {
    const voltline = BRAND_ASSORTMENTS.voltline!;
    expect(inAssortment(product(["Voltline"], ["US01"], ["WD"]), voltline)).toBe(true);
    expect(inAssortment(product(["Voltline"], ["CA01"], ["WD"]), voltline)).toBe(false);
    expect(inAssortment(product(["Homestyle"], ["US01"], ["WD"]), voltline)).toBe(false);
  });

  it("gives progress-lighting only lighting fixtures and homestyle only wiring devices", () => {
    expect(inAssortment(product(["Progress Lighting"], ["US01"], ["LF"]), BRAND_ASSORTMENTS["progress-lighting"]!)).toBe(true);
    expect(inAssortment(product(["Progress Lighting"], ["US01"], ["WD"]), BRAND_ASSORTMENTS["progress-lighting"]!)).toBe(false);
    expect(inAssortment(product(["Homestyle", "Voltline"], ["US01"], ["WD"]), BRAND_ASSORTMENTS.homestyle!)).toBe(true);
    expect(inAssortment(product(["Voltline"], ["BR01"], ["LF"]), BRAND_ASSORTMENTS["voltline-brasil"]!)).toBe(false);
  });
});
