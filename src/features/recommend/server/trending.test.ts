import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { smallCatalogDir } from "@/features/catalog/testing";
import { loadCatalog, type LoadedCatalog } from "@/features/catalog/server";
import { getTopCategories } from "@/features/catalog/server";
import { inAssortment } from "@/features/catalog";
import { brandAssortment } from "@/features/catalog/testing";
import { testDatabaseKinds, useTestDatabase } from "@/platform/db/testing";
import { POST as events } from "@/app/api/insights/1/events/route";
import { ANALYTICS_CONSENT_COOKIE } from "@/features/consent/testing";
import type { Recommender } from "../model";
import { getTrending } from "./trending";

const sendEvents = (list: unknown[]) => events(new Request("http://localhost/api/insights/1/events", { method: "POST", headers: { cookie: ANALYTICS_CONSENT_COOKIE }, body: JSON.stringify({ events: list }) }));
const view = (objectID: string, index = "products_en", userToken = "anonymous-1") => ({ eventType: "view", eventName: "Product viewed", index, objectIDs: [objectID], userToken });
const failing: Recommender = { getRecommendations: () => Promise.reject(new Error("recommend service unreachable")) };

let catalog: LoadedCatalog;
/** Release dates of the brand's newest products, newest first. */
const newestDates = (brand: string, count: number) => {
  const assortment = brandAssortment(brand)!;
  return catalog.products.filter((p) => inAssortment(p, assortment)).map((p) => p.releaseDate).sort().reverse().slice(0, count);
};
const topLevelOf = (id: string, locale: "en" | "fr-ca" | "es-mx") => {
  const product = catalog.products[catalog.indexById.get(id)!]!;
  let key = catalog.families[product.family]!.classKey;
  for (let parent = catalog.categoryByKey.get(key)?.parentKey; parent; parent = catalog.categoryByKey.get(key)?.parentKey) key = parent;
  return { key, name: catalog.categoryByKey.get(key)!.name[locale] };
};

beforeAll(() => {
  process.env.CATALOG_DIR = smallCatalogDir();
  catalog = loadCatalog(smallCatalogDir());
});

describe.each(testDatabaseKinds())("trending products and categories from the local recommender on %s (S4)", (kind) => {
  useTestDatabase(kind, "trending_sections");
  afterEach(() => {
    delete process.env.NEXT_PHASE;
  });

  it("on a fresh install shows the brand's newest products and links to its categories", async () => {
    const { products, categories } = await getTrending("voltline", "en");
    expect(products).toHaveLength(4);
    expect(products.map((p) => p.releaseDate)).toEqual(newestDates("voltline", 4));
    const top = await getTopCategories("voltline", "en");
    expect(categories).toHaveLength(Math.min(6, top.length));
    const byKey = new Map(top.map(({ category }) => [category.key, category]));
    for (const link of categories) {
      expect(link.name).toBe(byKey.get(link.key)?.name);
      expect(link.href).toMatch(new RegExp(`^/voltline/en/products/[^/]+/cl?/${link.key}$`));
    }
  });

  it("keeps to the brand's assortment", async () => {
    const { products } = await getTrending("progress-lighting", "en");
    expect(products.length).toBeGreaterThan(0);
    expect(products.every((p) => p.owningDivisions.includes("LF"))).toBe(true);
  });

  it("puts what events were about first and tops a short list up with the newest products", async () => {
    const assortment = brandAssortment("voltline-mexico")!;
    const brandIds = catalog.products.filter((p) => inAssortment(p, assortment)).map((p) => p.id);
    const [hot, warm] = [brandIds.at(-1)!, brandIds.at(-2)!];
    const response = await sendEvents([view(hot, "products_es-mx"), view(hot, "products_es-mx", "anonymous-2"), view(warm, "products_es-mx")]);
    expect(response.status).toBe(200);
    const { products, categories } = await getTrending("voltline-mexico", "es-mx");
    expect(products.map((p) => p.id).slice(0, 2)).toEqual([hot, warm]);
    expect(products).toHaveLength(4);
    expect(new Set(products.map((p) => p.id)).size).toBe(4);
    const { key, name } = topLevelOf(hot, "es-mx");
    expect(categories[0]).toMatchObject({ key, name });
    expect(categories[0]!.href).toMatch(new RegExp(`^/voltline-mexico/es-mx/products/.+/${key}$`));
    // Another locale's index has its own events.
    expect((await getTrending("voltline-mexico", "en")).products.map((p) => p.id)).not.toContain(hot);
  });

  it("hides both sections when the recommender fails", async () => {
    expect(await getTrending("voltline", "fr-ca", () => failing)).toEqual({ products: [], categories: [] });
  });

  it("during the build leaves the event store alone and shows the catalogue's choice", async () => {
    process.env.NEXT_PHASE = "phase-production-build";
    const { products, categories } = await getTrending("voltline", "fr-ca", () => failing);
    expect(products.map((p) => p.releaseDate)).toEqual(newestDates("voltline", 4));
    const largest = (await getTopCategories("voltline", "fr-ca")).map(({ category }) => category).sort((a, b) => (b.productCount ?? 0) - (a.productCount ?? 0) || a.sortOrder - b.sortOrder);
    expect(categories.map((c) => c.name)).toEqual(largest.slice(0, 6).map((c) => c.name));
  });
});
