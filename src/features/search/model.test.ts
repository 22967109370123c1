import { describe, expect, it } from "vitest";
import { parseIndexName, searchIndexName } from "./model";

describe("search index names (S1)", () => {
  it("names the primary index and its sort replicas per locale, and reads them back", () => {
    expect(searchIndexName("products", "fr-ca")).toBe("products_fr-ca");
    expect(searchIndexName("products", "es-mx", "name_asc")).toBe("products_es-mx_name_asc");
    expect(searchIndexName("content", "en", "name_asc")).toBe("content_en");
    expect(parseIndexName("products_es-mx_catalog_asc")).toEqual({ kind: "products", locale: "es-mx", sort: "catalog_asc" });
    expect(parseIndexName("content_fr-ca")).toEqual({ kind: "content", locale: "fr-ca" });
  });

  it("rejects unknown locales, unknown sorts and content replicas", () => {
    for (const name of ["products_de", "products_en_price_asc", "content_en_name_asc", "products_en_", "products_en_toString", "x_en"]) {
      expect(parseIndexName(name)).toBeUndefined();
    }
  });
});
