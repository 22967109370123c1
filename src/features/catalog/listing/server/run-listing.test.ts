import { beforeAll, describe, expect, it } from "vitest";
import { smallCatalogDir } from "../../server/__fixtures__/small-catalog";
import { inAssortment } from "../../assortment";
import { brandAssortment } from "../../__fixtures__/brand-assortments";
import { getCategoryProductIds, getCategoryTree, getPrograms } from "../../server/queries";
import { DEFAULT_LISTING_STATE, type ListingState } from "../listing-state";
import { runListing } from "./run-listing";

beforeAll(() => {
  process.env.CATALOG_DIR = smallCatalogDir();
  process.env.SEARCH_SOURCE = "local";
});

const state = (partial: Partial<ListingState>): ListingState => ({ ...DEFAULT_LISTING_STATE, ...partial });

async function leafCategory() {
  const tree = await getCategoryTree("voltline", "en");
  const leaves = tree.productCategories.filter((c) => c.children.length === 0).sort((a, b) => (b.productCount ?? 0) - (a.productCount ?? 0));
  const leaf = leaves[0];
  if (!leaf) throw new Error("no leaf category");
  return leaf;
}

describe("listings on the search engine (P4, P7, B6)", () => {
  it("lists the brand's products of a category, newest first, 24 a page, with choice facets in the locale", async () => {
    const leaf = await leafCategory();
    const scope = { kind: "category", level: leaf.level, path: leaf.path } as const;
    const outcome = await runListing("voltline", "en", scope, DEFAULT_LISTING_STATE);
    expect(outcome.total).toBe((await getCategoryProductIds("voltline", leaf.key)).length);
    expect(outcome.products.length).toBe(Math.min(24, outcome.total));
    expect(outcome.products.every((p) => p.categoryKey === leaf.key || p.categories.lvl2 === leaf.path || p.categories.lvl1 === leaf.path)).toBe(true);
    const dates = outcome.products.map((p) => p.releaseDate);
    expect([...dates].sort().reverse()).toEqual(dates);
    expect(outcome.facets.length).toBeGreaterThan(0);
    for (const facet of outcome.facets) {
      expect(facet.values.length).toBeGreaterThan(1);
      expect(facet.label).not.toBe(facet.key);
    }
  });

  it("narrows by a ticked value, keeps that facet's other values (disjunctive), and sorts by name", async () => {
    const leaf = await leafCategory();
    const scope = { kind: "category", level: leaf.level, path: leaf.path } as const;
    const all = await runListing("voltline", "en", scope, DEFAULT_LISTING_STATE);
    const facet = all.facets[0]!;
    const value = facet.values.at(-1)!;
    const filtered = await runListing("voltline", "en", scope, state({ refinements: { [facet.key]: [value.value] } }));
    expect(filtered.total).toBe(value.count);
    expect(filtered.total).toBeLessThan(all.total);
    const same = filtered.facets.find((f) => f.key === facet.key)!;
    expect(same.values.find((v) => v.value === value.value)?.selected).toBe(true);
    expect(same.values.length).toBe(facet.values.length);

    const byName = await runListing("voltline", "en", scope, state({ sort: "name_asc" }));
    const names = byName.products.map((p) => p.name);
    const collator = new Intl.Collator(undefined, { sensitivity: "base", numeric: true });
    expect([...names].sort(collator.compare)).toEqual(names);
    expect(byName.total).toBe(all.total);
  });

  it("answers an unknown value or a page past the end with no products, never a throw", async () => {
    const leaf = await leafCategory();
    const scope = { kind: "category", level: leaf.level, path: leaf.path } as const;
    const none = await runListing("voltline", "fr-ca", scope, state({ refinements: { colour: ["<script>:'\"x"] } }));
    expect(none.total).toBe(0);
    expect(none.products).toEqual([]);
    const far = await runListing("voltline", "en", scope, state({ page: 999 }));
    expect(far.products).toEqual([]);
    expect(far.total).toBeGreaterThan(0);
  });

  it("lists a program's and a compatibility category's products inside the brand's assortment", async () => {
    const [program] = await getPrograms("homestyle", "es-mx");
    expect(program).toBeDefined();
    const outcome = await runListing("homestyle", "es-mx", { kind: "program", key: program!.key }, DEFAULT_LISTING_STATE);
    expect(outcome.total).toBe(program!.productCount);
    expect(outcome.products.every((p) => p.programs.includes(program!.key))).toBe(true);
    const assortment = brandAssortment("homestyle")!;
    expect(outcome.products.every((p) => inAssortment(p, assortment))).toBe(true);

    const tree = await getCategoryTree("voltline", "en");
    const compat = tree.compatibilityCategories.find((c) => c.level === 1);
    if (compat) {
      const listed = await runListing("voltline", "en", { kind: "compatibility", level: 1, path: compat.path }, DEFAULT_LISTING_STATE);
      expect(listed.total).toBe(compat.productCount);
      expect(listed.products.every((p) => p.compatibilityKeys.includes(compat.key))).toBe(true);
    }
  });

  it("issue 3 offers measurement ranges with their min–max, label and unit, and a range narrows the count to products inside it", async () => {
    const leaf = await leafCategory();
    const scope = { kind: "category", level: leaf.level, path: leaf.path } as const;
    const all = await runListing("voltline", "en", scope, DEFAULT_LISTING_STATE);
    expect(all.ranges.length).toBeGreaterThan(0);
    const range = all.ranges[0]!;
    expect(range.label).not.toBe(range.key);
    expect(all.ranges.some((r) => r.unit)).toBe(true);
    expect(range.available!.min).toBeLessThan(range.available!.max);
    expect(range.selected).toBeUndefined();

    const bounds = { min: range.available!.min, max: range.available!.min };
    const narrowed = await runListing("voltline", "en", scope, state({ ranges: { [range.key]: bounds } }));
    expect(narrowed.total).toBeGreaterThan(0);
    expect(narrowed.total).toBeLessThan(all.total);
    const values = narrowed.products.map((p) => p.attributes.find((a) => a.key === range.key)?.raw);
    expect(values.every((v) => v === bounds.min)).toBe(true);
    // The range facet keeps offering the whole min–max, with the chosen bounds.
    expect(narrowed.ranges.find((r) => r.key === range.key)).toMatchObject({ available: range.available, selected: bounds });

    const above = await runListing("voltline", "en", scope, state({ ranges: { [range.key]: { min: range.available!.max + 1 } } }));
    expect(above.total).toBe(0);
    expect(above.ranges[0]).toMatchObject({ key: range.key, selected: { min: range.available!.max + 1 } });
  });
});
