import { describe, expect, it } from "vitest";
import { brandSummary, type Brand } from "./model";

describe("brand summary (B6, issue 15)", () => {
  it("keeps what the brand switcher and the assortments read, and nothing of the header and footer", () => {
    const brand = {
      id: "brand-voltline",
      brandName: "Voltline",
      brandDirectory: "voltline",
      redacted: false,
      algoliaBrands: ["VL"],
      salesOrgs: ["US01"],
      owningDivisions: ["D1"],
      header: { topLinks: [], siteNavigation: [] },
      footer: { groups: [] },
    } as unknown as Brand;
    expect(brandSummary(brand)).toEqual({
      brandDirectory: "voltline",
      brandName: "Voltline",
      redacted: false,
      algoliaBrands: ["VL"],
      salesOrgs: ["US01"],
      owningDivisions: ["D1"],
    });
  });
});
