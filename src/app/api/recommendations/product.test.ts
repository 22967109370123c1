// GET /api/recommendations/product (S4; ADR 70): the product page's recommendation sections, read by the browser.
import { afterEach, describe, expect, it } from "vitest";
import { withFixtureContentPack } from "@/features/content/testing";
import { brandAssortment, withSmallCatalog } from "@/features/catalog/testing";
import { inAssortment } from "@/features/catalog";
import { testDatabaseKinds, useTestDatabase } from "@/platform/db/testing";
import { GET } from "./product/route";

type Card = { id: string; name: string; catalogNumber: string; price?: string };
type Sections = { compatible: Card[]; related: Card[]; similar: Card[]; boughtTogether: Card[]; headings: Record<string, string> };

const get = (query: string, headers: Record<string, string> = {}) => GET(new Request(`http://localhost/api/recommendations/product?${query}`, { headers }));
const store = globalThis as { __voltlineRecommender?: unknown };

withFixtureContentPack();
const catalog = withSmallCatalog();

describe("GET /api/recommendations/product: bad input gets a translated 4xx (S4)", () => {
  it.each([
    ["locale=de-de&brand=voltline&id=1", 400, "The locale must be one of the site's locales."],
    ["brand=voltline&id=1", 400, "The locale must be one of the site's locales."],
    ["locale=en&brand=nobrand&id=1", 404, "This brand does not exist."],
    ["locale=en&brand=%3Cscript%3E&id=1", 404, "This brand does not exist."],
    [`locale=en&brand=${"a".repeat(65)}&id=1`, 404, "This brand does not exist."],
    ["locale=en&brand=voltline&id=abc", 404, "This product does not exist on this site."],
    ["locale=en&brand=voltline&id=1234567890123", 404, "This product does not exist on this site."],
    ["locale=en&brand=voltline", 404, "This product does not exist on this site."],
    ["locale=en&brand=voltline&id=999999999", 404, "This product does not exist on this site."],
  ])("%s -> %i", async (query, status, message) => {
    const response = await get(query);
    expect(response.status).toBe(status);
    expect(await response.json()).toEqual({ error: message });
    expect(response.headers.get("cache-control")).not.toContain("s-maxage");
  });

  it("answers in the named locale, or the browser's when the named one is not a site locale", async () => {
    expect(await (await get("locale=es-mx&brand=nobrand&id=1")).json()).toEqual({ error: "Esta marca no existe." });
    expect(await (await get("locale=xx&brand=voltline&id=1", { "accept-language": "fr-CA,fr;q=0.9" })).json()).toEqual({ error: "La langue doit être l'une de celles du site." });
  });
});

describe.each(testDatabaseKinds())("GET /api/recommendations/product on %s (S4)", (kind) => {
  useTestDatabase(kind, "product_recommendations");
  afterEach(() => {
    delete store.__voltlineRecommender;
  });

  const assortment = () => brandAssortment("voltline")!;
  const sold = () => catalog().products.filter((p) => inAssortment(p, assortment()));

  it("the product's compatible products first (P5), then three sections of at most 4 cards from the brand's assortment, never the product nor its compatible products, publicly cached", async () => {
    const product = sold().find((p) => p.compatibleIds.length > 0) ?? sold()[0]!;
    const response = await get(`locale=en&brand=voltline&id=${product.id}`);
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toMatch(/^public, .*s-maxage=\d+/);
    const sections = (await response.json()) as Sections;
    // Its compatible products the brand sells, in the product's order (ADR 80: the page no longer renders them).
    const compatible = product.compatibleIds.slice(0, 12).filter((id) => inAssortment(catalog().products[catalog().indexById.get(id)!]!, assortment()));
    expect(compatible.length).toBeGreaterThan(0);
    expect(sections.compatible.map((card) => card.id)).toEqual(compatible);
    const ids = [...sections.related, ...sections.similar, ...sections.boughtTogether].map((card) => card.id);
    expect(ids.length).toBeGreaterThan(0);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).not.toContain(product.id);
    for (const id of product.compatibleIds.slice(0, 12)) expect(ids).not.toContain(id);
    for (const section of [sections.related, sections.similar, sections.boughtTogether]) expect(section.length).toBeLessThanOrEqual(4);
    for (const id of ids) expect(inAssortment(catalog().products[catalog().indexById.get(id)!]!, assortment())).toBe(true);
    for (const card of sections.related) expect(card).toMatchObject({ name: expect.any(String), catalogNumber: expect.any(String) });
    // Each section's heading comes with its cards (ADR 81).
    expect(sections.headings).toEqual({ compatible: "Compatible products", related: "Related products", similar: "Similar products", boughtTogether: "Frequently bought together" });
  });

  it("a product the brand does not sell: 404", async () => {
    const other = catalog().products.find((p) => !inAssortment(p, assortment()));
    if (!other) return;
    expect((await get(`locale=en&brand=voltline&id=${other.id}`)).status).toBe(404);
  });

  it("when the recommender fails: empty recommendation sections that no cache keeps, the compatible products still there", async () => {
    store.__voltlineRecommender = { getRecommendations: () => Promise.reject(new Error("recommender down")) };
    const product = sold().find((p) => p.compatibleIds.length > 0)!;
    const response = await get(`locale=fr-ca&brand=voltline&id=${product.id}`);
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("no-store");
    const sections = (await response.json()) as Sections;
    expect(sections).toMatchObject({ related: [], similar: [], boughtTogether: [] });
    expect(sections.headings.compatible).toBe("Produits compatibles");
    expect(sections.compatible.length).toBeGreaterThan(0);
  });
});
