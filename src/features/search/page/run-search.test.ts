import { beforeAll, describe, expect, it } from "vitest";
import { smallCatalogDir } from "@/features/catalog/server/__fixtures__/small-catalog";
import { runSearchPage, searchableAttributes } from "./run-search";
import { HIGHLIGHT_PRE } from "./search-requests";
import { parseSearchState } from "./search-state";

beforeAll(() => {
  process.env.CATALOG_DIR = smallCatalogDir();
  process.env.SEARCH_SOURCE = "local";
});

const run = async (brand: string, locale: "en" | "fr-ca" | "es-mx", params: Record<string, string | string[]>) => {
  const labels = searchableAttributes(locale);
  const state = parseSearchState(params, new Set(labels.keys()));
  return { state, outcome: await runSearchPage(brand, locale, state, labels) };
};

describe("search page results (S1, B6)", () => {
  it("S1 finds receptacles from a typo, with the matched word highlighted", async () => {
    const { outcome } = await run("voltline", "en", { q: "recepticle" });
    if (outcome.kind !== "results") throw new Error(outcome.kind);
    expect(outcome.nbHits).toBeGreaterThan(0);
    expect(outcome.hits[0]!.name).toMatch(/Receptacle/);
    expect(JSON.stringify(outcome.hits[0]!._highlightResult)).toContain(HIGHLIGHT_PRE);
    expect(outcome.categories.lvl0.length).toBeGreaterThan(0);
  });

  it("S1 narrows by a category path and lists its children, then by an attribute value", async () => {
    const first = await run("voltline", "en", { q: "receptacle" });
    if (first.outcome.kind !== "results") throw new Error(first.outcome.kind);
    const root = first.outcome.categories.lvl0[0]!;
    const refined = await run("voltline", "en", { q: "receptacle", cat: root.value });
    if (refined.outcome.kind !== "results") throw new Error(refined.outcome.kind);
    expect(refined.outcome.nbHits).toBe(root.count);
    const child = refined.outcome.categories.lvl0.find((v) => v.selected)!.children[0]!;
    const deeper = await run("voltline", "en", { q: "receptacle", cat: child.value });
    if (deeper.outcome.kind !== "results") throw new Error(deeper.outcome.kind);
    expect(deeper.outcome.nbHits).toBe(child.count);
    const facet = deeper.outcome.attributes[0]!;
    expect(facet.label).not.toBe("");
    const value = facet.values[0]!;
    const byValue = await run("voltline", "en", { q: "receptacle", cat: child.value, [`f.${facet.key}`]: value.value });
    if (byValue.outcome.kind !== "results") throw new Error(byValue.outcome.kind);
    expect(byValue.outcome.nbHits).toBe(value.count);
    expect(byValue.outcome.attributes[0]).toMatchObject({ key: facet.key });
  });

  it("B6 finds only the brand's own assortment", async () => {
    const { outcome } = await run("progress-lighting", "en", { q: "receptacle" });
    if (outcome.kind !== "results") throw new Error(outcome.kind);
    for (const hit of outcome.hits) expect(hit.algoliaBrands).toContain("Progress Lighting");
  });

  it("answers an empty query with a prompt and a filter-looking query with results or none, never a throw", async () => {
    expect((await run("voltline", "en", { q: "", page: "abc" })).outcome).toEqual({ kind: "prompt" });
    const { outcome } = await run("voltline", "es-mx", { q: "'a' OR 1=1" });
    expect(outcome.kind).toBe("results");
  });
});
