import { describe, expect, it } from "vitest";
import type { Category, CategoryTree } from "@/features/catalog";
import { buildMegamenu } from "./megamenu";

function category(key: string, path: string[], children: string[], sortOrder: number, parentKey?: string): Category {
  return { key, name: path.at(-1)!, path: path.join(" > "), children, level: (path.length - 1) as 0 | 1 | 2, sortOrder, parentKey };
}

const leaves = ["a", "b", "c", "d", "e"].map((k, i) => category(`leaf-${k}`, ["Wiring Devices", "Receptacles", `Leaf ${k}`], [], 50 - i * 10, "receptacles"));
const tree: CategoryTree = {
  productCategories: [
    category("lighting", ["Lighting"], [], 20),
    category("wiring", ["Wiring Devices"], ["switches", "receptacles"], 10),
    category("receptacles", ["Wiring Devices", "Receptacles"], leaves.map((l) => l.key), 10, "wiring"),
    category("switches", ["Wiring Devices", "Switches"], ["leaf-s"], 20, "wiring"),
    category("leaf-s", ["Wiring Devices", "Switches", "Toggle Switches"], [], 10, "switches"),
    ...leaves,
  ],
  compatibilityCategories: [],
};

describe("buildMegamenu (N1)", () => {
  const menu = buildMegamenu(tree, { limit: 2, brand: "voltline", locale: "en" });

  it("N1 lists level-0 categories in sortOrder with their level-1 groups", () => {
    expect(menu.items.map((i) => i.id)).toEqual(["wiring", "lighting"]);
    expect(menu.items[0]!.columns.map((c) => c.title)).toEqual(["Receptacles", "Switches"]);
    expect(menu.items[0]!.href).toBe("/voltline/en/products/wiring-devices/cl/wiring");
  });

  it("N1 shows the limit plus one level-2 links in sortOrder, then a view-all link", () => {
    const receptacles = menu.items[0]!.columns[0]!;
    expect(receptacles.links.map((l) => l.title)).toEqual(["Leaf e", "Leaf d", "Leaf c"]);
    expect(receptacles.links[0]!.href).toBe("/voltline/en/products/wiring-devices/receptacles/leaf-e/c/leaf-e");
    expect(receptacles.viewAll).toEqual({ id: "receptacles-view-all", title: "View all", href: "/voltline/en/products/wiring-devices/receptacles/cl/receptacles", external: false });
  });

  it("N1 has no view-all link when every subcategory fits", () => {
    expect(menu.items[0]!.columns[1]!.viewAll).toBeUndefined();
    expect(buildMegamenu(tree, { limit: 4, brand: "voltline", locale: "en" }).items[0]!.columns[0]!.viewAll).toBeUndefined();
  });

  it("links to all products and uses the locale's labels", () => {
    const fr = buildMegamenu(tree, { limit: 2, brand: "voltline-canada", locale: "fr-ca" });
    expect(fr.viewAll).toEqual({ id: "all-products", title: "Tous les produits", href: "/voltline-canada/fr-ca/products", external: false });
    expect(fr.items[0]!.columns[0]!.viewAll?.title).toBe("Tout voir");
  });

  it("is empty for an empty tree", () => {
    expect(buildMegamenu({ productCategories: [], compatibilityCategories: [] }, { limit: 5, brand: "voltline", locale: "en" }).items).toEqual([]);
  });
});
