import path from "node:path";
import { describe, expect, it } from "vitest";
import { CATALOG_ENV, catalogConfig, PRODUCTS_API_PATHS } from "./config";

describe("catalogue configuration (X2)", () => {
  it("defaults to the local catalogue and the site itself as products API", () => {
    expect(catalogConfig({})).toEqual({ source: "local", productsApiBase: "http://localhost:3000", catalogDir: path.resolve("generated/catalog") });
  });

  it("switches to the products API with its base URL", () => {
    expect(catalogConfig({ CATALOG_SOURCE: "products-api", PRODUCTS_API_BASE: "https://services.example.com/" })).toMatchObject({
      source: "products-api",
      productsApiBase: "https://services.example.com",
    });
  });

  it("documents every variable it reads", () => {
    expect(CATALOG_ENV.map((v) => v.name)).toEqual(["CATALOG_SOURCE", "PRODUCTS_API_BASE", "CATALOG_DIR", "CATALOG_FEED_DIR"]);
  });

  it("P1 uses the spec's tree path", () => {
    expect(PRODUCTS_API_PATHS.tree("voltline")).toBe("/products-api-proxy/rest/v1/categories/voltline/tree");
  });
});
