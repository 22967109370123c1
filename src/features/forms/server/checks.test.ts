import { describe, expect, it } from "vitest";
import { smallCatalogDir } from "@/features/catalog/testing";
import { catalogNumberPaths, productExistenceCheck, serverChecks } from "./checks";

const context = { brand: "voltline", locale: "en" } as const;

describe("server checks of the catalogue forms (F2, F3)", () => {
  it("finds the catalogue numbers of a quote's lines and of a warranty registration", () => {
    expect(catalogNumberPaths("quote", { lines: [{ catalogNumber: "A1" }, {}, { catalogNumber: "B2" }] })).toEqual([
      ["lines.0.catalogNumber", "A1"],
      ["lines.2.catalogNumber", "B2"],
    ]);
    expect(catalogNumberPaths("warranty", { catalogNumber: "C3" })).toEqual([["catalogNumber", "C3"]]);
    expect(catalogNumberPaths("contact", { catalogNumber: "C3" })).toEqual([]);
    expect(catalogNumberPaths("quote", null)).toEqual([]);
    expect(catalogNumberPaths("quote", { lines: Array.from({ length: 500 }, () => ({ catalogNumber: "X1" })) })).toHaveLength(200);
  });

  it("marks unknown numbers on their line and looks each number up once", async () => {
    const asked: string[][] = [];
    const check = productExistenceCheck("quote", async (_brand, numbers) => {
      asked.push(numbers);
      return new Set(["DR101-IV"]);
    });
    const errors = await check({ lines: [{ catalogNumber: "DR101-IV" }, { catalogNumber: "NOPE-1" }, { catalogNumber: "NOPE-1" }] }, context);
    expect(errors).toEqual({ "lines.1.catalogNumber": "unknownProduct", "lines.2.catalogNumber": "unknownProduct" });
    expect(asked).toEqual([["DR101-IV", "NOPE-1"]]);
  });

  it("takes the numbers as typed when the catalogue does not answer", async () => {
    const check = productExistenceCheck("warranty", async () => {
      throw new Error("products API down");
    });
    expect(await check({ catalogNumber: "DR101-IV" }, context)).toEqual({});
  });

  it("checks against the brand's catalogue through the catalogue port", async () => {
    process.env.CATALOG_DIR = smallCatalogDir();
    const { loadCatalog } = await import("@/features/catalog/server/local-catalog");
    const catalog = loadCatalog(smallCatalogDir());
    const voltline = catalog.products.find((p) => p.algoliaBrands.includes("Voltline") && p.salesOrgs.includes("US01"))!;
    const lightingOnly = catalog.products.find((p) => !p.algoliaBrands.includes("Voltline"))!;
    expect(await serverChecks.warranty!({ catalogNumber: voltline.catalogNumber }, context)).toEqual({});
    expect(await serverChecks.quote!({ lines: [{ catalogNumber: voltline.catalogNumber }, { catalogNumber: lightingOnly.catalogNumber }] }, context)).toEqual({
      "lines.1.catalogNumber": "unknownProduct",
    });
  });
});
