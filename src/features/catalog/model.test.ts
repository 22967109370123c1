import { describe, expect, it } from "vitest";
import { categoryFilter, categorySlug, categoryUrl, isNewProduct, keepCompatibility, productPrice, type Category } from "./model";

const leaf: Category = {
  key: "duplex-receptacles",
  name: "Duplex Receptacles",
  path: "Wiring Devices > Receptacles > Duplex Receptacles",
  children: [],
  level: 2,
  sortOrder: 10,
};
const group: Category = { ...leaf, key: "receptacles", name: "Receptacles", path: "Wiring Devices > Receptacles", children: ["duplex-receptacles"], level: 1 };

describe("categorySlug (P2, L4)", () => {
  it("slugifies each path level and joins them with '/'", () => {
    expect(categorySlug(leaf)).toBe("wiring-devices/receptacles/duplex-receptacles");
  });

  it("drops characters the slug rule removes and keeps accents", () => {
    expect(categorySlug({ path: "Boîtes et couvercles > Boîtes carrées de 4 po" })).toBe("boîtes-et-couvercles/boîtes-carrées-de-4-po");
    expect(categorySlug({ path: "Plugs & Cord Connectors > 0-10 V Dimmers" })).toBe("plugs-cord-connectors/0-10-v-dimmers");
  });
});

describe("categoryFilter (P2)", () => {
  it("builds the Categories facet expression of the category's level", () => {
    expect(categoryFilter(leaf)).toBe("'Categories.lvl2':'Wiring Devices > Receptacles > Duplex Receptacles'");
  });

  it("uses Compatibility Categories for compatibility categories", () => {
    expect(categoryFilter({ level: 0, path: "Decorator Devices" }, true)).toBe("'Compatibility Categories.lvl0':'Decorator Devices'");
  });
});

describe("categoryUrl (P2, R5)", () => {
  it("uses c for a category without children and cl for one with children", () => {
    expect(categoryUrl(leaf)).toBe("products/wiring-devices/receptacles/duplex-receptacles/c/duplex-receptacles");
    expect(categoryUrl(group)).toBe("products/wiring-devices/receptacles/cl/receptacles");
  });

  it("puts compatibility categories under compatibility, always cl", () => {
    expect(categoryUrl({ key: "decorator-devices", path: "Decorator Devices", children: [] }, true)).toBe(
      "compatibility/decorator-devices/cl/decorator-devices",
    );
  });
});

describe("keepCompatibility (P3)", () => {
  it("keeps the list only when it has more than one category", () => {
    expect(keepCompatibility([leaf, group])).toHaveLength(2);
    expect(keepCompatibility([leaf])).toEqual([]);
    expect(keepCompatibility([])).toEqual([]);
    expect(keepCompatibility(undefined)).toEqual([]);
  });
});

describe("isNewProduct (P5, B6)", () => {
  const now = new Date("2026-11-22T12:00:00Z");

  it("is new when the days since its date are at most newProductDuration", () => {
    expect(isNewProduct("2026-10-23", 30, now)).toBe(true);
    expect(isNewProduct("2026-10-22", 30, now)).toBe(false);
    expect(isNewProduct("2026-11-22", 0, now)).toBe(true);
  });

  it("is not new for an unreadable date", () => {
    expect(isNewProduct("soon", 90, now)).toBe(false);
  });
});

describe("productPrice (B6)", () => {
  it("reads the list price in the brand currency", () => {
    expect(productPrice({ listPrices: { USD: 10, CAD: 13.7, MXN: 182, BRL: 54 } }, "CAD")).toBe(13.7);
  });
});
