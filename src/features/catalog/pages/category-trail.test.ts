import { describe, expect, it } from "vitest";
import type { Category } from "../model";
import { indexCategories } from "../model";
import { catalogTrail, categoryAncestors, categoryPagePath } from "./category-trail";

const cat = (key: string, level: 0 | 1 | 2, path: string, children: string[], parentKey?: string): Category => ({
  key, name: path.split(" > ").at(-1) ?? key, path, level, children, sortOrder: 0, ...(parentKey ? { parentKey } : {}),
});
const top = cat("wiring-devices", 0, "Wiring Devices", ["receptacles"]);
const group = cat("receptacles", 1, "Wiring Devices > Receptacles", ["duplex"], "wiring-devices");
const leaf = cat("duplex", 2, "Wiring Devices > Receptacles > Duplex Receptacles", [], "receptacles");
const index = indexCategories([top, group, leaf]);

describe("N4 P4 catalogue breadcrumbs and canonical paths", () => {
  it("walks from the top level down to the category", () => {
    expect(categoryAncestors(leaf, index).map((c) => c.key)).toEqual(["wiring-devices", "receptacles", "duplex"]);
    expect(categoryAncestors(top, index).map((c) => c.key)).toEqual(["wiring-devices"]);
  });

  it("stops at a missing or looping parent", () => {
    const orphan = cat("orphan", 2, "X > Y > Orphan", [], "missing");
    expect(categoryAncestors(orphan, index).map((c) => c.key)).toEqual(["orphan"]);
    const a = cat("a", 1, "A", [], "b");
    const b = cat("b", 1, "B", [], "a");
    expect(categoryAncestors(a, indexCategories([a, b])).map((c) => c.key)).toEqual(["b", "a"]);
  });

  it("builds Home > Products > levels with category urls", () => {
    const trail = catalogTrail({ brand: "voltline", locale: "fr-ca", labels: { home: "Accueil", products: "Produits" }, categories: categoryAncestors(leaf, index) });
    expect(trail).toEqual([
      { label: "Accueil", href: "/voltline/fr-ca" },
      { label: "Produits", href: "/voltline/fr-ca/products" },
      { label: "Wiring Devices", href: "/voltline/fr-ca/products/wiring-devices/cl/wiring-devices" },
      { label: "Receptacles", href: "/voltline/fr-ca/products/wiring-devices/receptacles/cl/receptacles" },
      { label: "Duplex Receptacles", href: "/voltline/fr-ca/products/wiring-devices/receptacles/duplex-receptacles/c/duplex" },
    ]);
  });

  it("ends a product trail with the product", () => {
    const trail = catalogTrail({ brand: "homestyle", locale: "en", labels: { home: "Home", products: "Products" }, categories: [top], product: { id: "1000001", slug: "duplex-15-a", name: "Duplex 15 A" } });
    expect(trail.at(-1)).toEqual({ label: "Duplex 15 A", href: "/homestyle/en/products/duplex-15-a/p/1000001" });
  });

  it("gives the canonical landing and listing paths", () => {
    expect(categoryPagePath(group, "landing")).toBe("products/wiring-devices/receptacles/cl/receptacles");
    expect(categoryPagePath(group, "listing")).toBe("products/wiring-devices/receptacles/c/receptacles");
  });
});
