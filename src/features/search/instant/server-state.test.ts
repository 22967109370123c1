import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { BRAND_ASSORTMENTS } from "@/features/catalog/testing";
import { smallCatalogDir } from "@/features/catalog/testing";
import { getSearchService } from "../server";
import { searchSetup } from "./config";
import { parseSearchLocation } from "./routing";
import { buildContentPack, readPackSources } from "../../../../scripts/content-pack/build";
import { serverSearchState } from "./server-state";
import { rangeAttributes } from "../page/search-attributes";
import type { FacetStats } from "../model";

beforeAll(async () => {
  process.env.CATALOG_DIR = smallCatalogDir();
  process.env.SEARCH_SOURCE = "local";
  // The content index reads the seeded pack; a fresh clone has not built generated/ yet when unit tests run.
  const { pack } = buildContentPack(await readPackSources(path.resolve(__dirname, "../../../..")));
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "content-pack-")), "content-pack.json");
  fs.writeFileSync(file, JSON.stringify(pack));
  process.env.CONTENT_PACK_PATH = file;
});

const setup = searchSetup("en", "voltline", BRAND_ASSORTMENTS.voltline!);
const offered = () => true;
type Raw = { hits: { name: string; objectID: string; queryID?: string }[]; nbHits: number; facets?: Record<string, Record<string, number>>; queryID?: string };

describe("instant search first paint (S1, B6)", () => {
  it("S1 answers a typo'd query with highlighted products, a queryID, and the content index alongside", async () => {
    const state = await serverSearchState(getSearchService(), setup, parseSearchLocation("?q=recepticle"), offered);
    const products = state.initialResults.products_en!;
    const main = products.results![0] as unknown as Raw;
    expect(main.nbHits).toBeGreaterThan(0);
    expect(main.hits[0]!.name).toMatch(/Receptacle/);
    expect(main.queryID).toMatch(/^[0-9a-f]{32}$/);
    expect(products.state).toMatchObject({ index: "products_en", query: "recepticle", hitsPerPage: 24, clickAnalytics: true });
    expect(state.initialResults.content_en).toBeDefined();
    expect(state.attributes.every((a) => a.startsWith("attributes."))).toBe(true);
  });

  it("B6 keeps the brand's assortment when a facet is refined and a replica sorts", async () => {
    const first = await serverSearchState(getSearchService(), setup, parseSearchLocation("?q=receptacle"), offered);
    const attribute = first.attributes[0]!;
    const facets = (first.initialResults.products_en!.results![0] as unknown as Raw).facets![attribute]!;
    const [value, count] = Object.entries(facets)[0]!;
    const key = attribute.slice("attributes.".length);
    const refined = await serverSearchState(getSearchService(), setup, parseSearchLocation(`?q=receptacle&f.${key}=${encodeURIComponent(value)}&sort=name_desc`), offered);
    const products = refined.initialResults.products_en!;
    const main = products.results![0] as unknown as Raw;
    expect(products.state).toMatchObject({ index: "products_en_name_desc", filters: setup.productsConfigure.filters });
    expect(main.nbHits).toBe(count);
    const names = main.hits.map((h) => h.name);
    expect(names).toEqual([...names].sort((a, b) => b.localeCompare(a)));
    expect(refined.attributes[0]).toBe(attribute);
  });

  it("finds nothing for another brand's products and never throws on filter-looking text", async () => {
    const homestyle = searchSetup("es-mx", "homestyle", BRAND_ASSORTMENTS.homestyle!);
    const state = await serverSearchState(getSearchService(), homestyle, parseSearchLocation(`?q=${encodeURIComponent("'a' OR 1=1")}`), offered);
    expect(state.initialResults["products_es-mx"]).toBeDefined();
  });
});

describe("instant search first paint with range facets (issue 3)", () => {
  type Stats = { facets_stats?: Record<string, FacetStats> };

  it("picks measurements whose values differ, and a range in the address narrows the hits while its widget keeps the whole min–max", async () => {
    const order = (await rangeAttributes("en")).map((a) => a.key);
    const first = await serverSearchState(getSearchService(), setup, parseSearchLocation("?q=receptacle"), offered, order);
    expect(first.ranges.length).toBeGreaterThan(0);
    const key = first.ranges[0]!;
    const main = first.initialResults.products_en!.results![0] as unknown as Raw & Stats;
    const stats = main.facets_stats![`numericAttributes.${key}`]!;
    expect(stats.min).toBeLessThan(stats.max);

    const refined = await serverSearchState(getSearchService(), setup, parseSearchLocation(`?q=receptacle&r.${key}=${stats.min}%3A${stats.min}`), offered, order);
    const results = refined.initialResults.products_en!.results as unknown as (Raw & Stats)[];
    expect(results[0]!.nbHits).toBeGreaterThan(0);
    expect(results[0]!.nbHits).toBeLessThan(main.nbHits);
    expect(results[0]!.facets_stats![`numericAttributes.${key}`]).toMatchObject({ min: stats.min, max: stats.min });
    // The range widget's own query leaves its bounds out, so the facet still offers the whole span.
    expect(results.some((r) => r.facets_stats?.[`numericAttributes.${key}`]?.max === stats.max)).toBe(true);
    expect(refined.ranges[0]).toBe(key);
    expect(refined.initialResults.products_en!.state).toMatchObject({ numericRefinements: { [`numericAttributes.${key}`]: { ">=": [stats.min], "<=": [stats.min] } } });
  });
});

describe("instant search first paint payload", () => {
  it("hands the browser only the hit fields it renders and the attribute facets it shows", async () => {
    const state = await serverSearchState(getSearchService(), setup, parseSearchLocation("?q=receptacle"), offered);
    const main = state.initialResults.products_en!.results![0] as unknown as Raw & { hits: Record<string, unknown>[] };
    for (const hit of main.hits) {
      expect(Object.keys(hit).sort()).toEqual(expect.arrayContaining(["objectID", "name", "catalogNumber", "slug"]));
      expect(hit).not.toHaveProperty("attributes");
      expect(hit).not.toHaveProperty("description");
    }
    const attributeFacets = Object.keys(main.facets ?? {}).filter((name) => name.startsWith("attributes."));
    expect(attributeFacets.sort()).toEqual([...state.attributes].sort());
    expect(Object.keys(main.facets ?? {})).toContain("Categories.lvl0");
  });
});
