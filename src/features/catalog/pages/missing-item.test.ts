import { describe, expect, it } from "vitest";
import { missingCatalogItem } from "./missing-item";

describe("P4 P5 catalogue 404 message", () => {
  it("names a missing category for landing, listing and listing pages", () => {
    expect(missingCatalogItem("/voltline/en/products/x/cl/nope")).toBe("category");
    expect(missingCatalogItem("/voltline/fr-ca/products/x/c/nope")).toBe("category");
    expect(missingCatalogItem("/voltline/en/products/x/c/nope/page/4")).toBe("category");
  });

  it("names a missing product", () => {
    expect(missingCatalogItem("/homestyle/es-mx/products/p/999")).toBe("product");
    expect(missingCatalogItem("/homestyle/es-mx/products/some-name/p/999")).toBe("product");
  });

  it("names a missing program or compatibility category (P7)", () => {
    expect(missingCatalogItem("/voltline/en/programs/quick-ship/c/nope")).toBe("program");
    expect(missingCatalogItem("/voltline/en/programs/quick-ship/c/nope/page/2")).toBe("program");
    expect(missingCatalogItem("/voltline/en/compatibility/x/cl/nope")).toBe("category");
    expect(missingCatalogItem("/voltline/en/compatibility/x/c/nope")).toBe("category");
  });

  it("names nothing for other paths", () => {
    expect(missingCatalogItem("/voltline/en/programs/x/cl/y")).toBeUndefined();
    expect(missingCatalogItem("/voltline/en/compatibility/x/p/1000001")).toBeUndefined();
    expect(missingCatalogItem("/voltline/en/products/whatever")).toBeUndefined();
    expect(missingCatalogItem("/voltline/en/news/x/c/y")).toBeUndefined();
  });
});
