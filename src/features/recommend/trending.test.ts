import { describe, expect, it } from "vitest";
import type { Category } from "@/features/catalog";
import { largestCategories, topUp, trendingCategoryLinks } from "./trending";

const category = (key: string, name: string, productCount: number, sortOrder: number, children: string[] = ["child"]): Category => ({
  key,
  name,
  path: name,
  children,
  level: 0,
  sortOrder,
  productCount,
});

const top = [
  category("wiring-devices", "Dispositifs de câblage", 900, 10),
  category("lighting-controls", "Commandes d'éclairage", 400, 20),
  category("wallplates", "Plaques murales", 400, 15),
  category("ev-charging", "Recharge de VÉ", 12, 30, []),
];

describe("trending sections (S4)", () => {
  it("tops trending ids up with fallback ids, each once, to the section size", () => {
    expect(topUp(["b", "a"], ["a", "c", "d", "e"], 4)).toEqual(["b", "a", "c", "d"]);
    expect(topUp([], ["n1", "n2"], 4)).toEqual(["n1", "n2"]);
    expect(topUp(["a", "b", "c"], ["d"], 2)).toEqual(["a", "b"]);
    expect(topUp([], [], 4)).toEqual([]);
  });

  it("orders categories by the brand's product count, the tree's order among equals", () => {
    expect(largestCategories(top).map((c) => c.key)).toEqual(["wiring-devices", "wallplates", "lighting-controls", "ev-charging"]);
  });

  it("links trending facet values to their category pages, then the largest categories", () => {
    const links = trendingCategoryLinks("voltline-canada", "fr-ca", ["Recharge de VÉ", "Catégorie inconnue", "Commandes d'éclairage"], top, 3);
    expect(links).toEqual([
      { key: "ev-charging", name: "Recharge de VÉ", href: "/voltline-canada/fr-ca/products/recharge-de-vé/c/ev-charging" },
      { key: "lighting-controls", name: "Commandes d'éclairage", href: "/voltline-canada/fr-ca/products/commandes-déclairage/cl/lighting-controls" },
      { key: "wiring-devices", name: "Dispositifs de câblage", href: "/voltline-canada/fr-ca/products/dispositifs-de-câblage/cl/wiring-devices" },
    ]);
  });

  it("shows the largest categories on a fresh install and nothing for a brand without categories", () => {
    expect(trendingCategoryLinks("voltline", "en", [], top, 2).map((l) => l.key)).toEqual(["wiring-devices", "wallplates"]);
    expect(trendingCategoryLinks("voltline", "en", ["Anything"], [], 6)).toEqual([]);
  });
});
