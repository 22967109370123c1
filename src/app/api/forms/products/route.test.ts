// Integration: the product picker's route over the embedded search engine and a small generated catalogue (F2, F3).
import { beforeAll, describe, expect, it } from "vitest";
import { smallCatalogDir } from "@/features/catalog/testing";
import { loadCatalog } from "@/features/catalog/server";
import { handlePickerRequest } from "@/features/forms/server";
import { GET } from "./route";

const get = (query: string, headers: Record<string, string> = {}) => GET(new Request(`http://site/api/forms/products?${query}`, { headers }));
const q = (params: Record<string, string>) => new URLSearchParams(params).toString();

let voltlineNumber: string;

beforeAll(() => {
  process.env.CATALOG_DIR = smallCatalogDir();
  process.env.SEARCH_SOURCE = "local";
  voltlineNumber = loadCatalog(smallCatalogDir()).products.find((p) => p.algoliaBrands.includes("Voltline") && p.salesOrgs.includes("US01"))!.catalogNumber;
});

describe("GET /api/forms/products", () => {
  it("answers up to 10 of the brand's products by catalogue number prefix, with a short shared cache", async () => {
    const prefix = voltlineNumber.slice(0, 4);
    const response = await get(q({ brand: "voltline", locale: "en", q: prefix.toLowerCase() }));
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("public, max-age=60, stale-while-revalidate=300");
    const body = (await response.json()) as { products: { catalogNumber: string; name: string; imageUrl?: string }[] };
    expect(body.products.length).toBeGreaterThan(0);
    expect(body.products.length).toBeLessThanOrEqual(10);
    for (const product of body.products) {
      expect(Object.keys(product).sort()).toEqual(product.imageUrl ? ["catalogNumber", "imageUrl", "name"] : ["catalogNumber", "name"]);
      expect(product.imageUrl ?? "/products-media/x-front.png").toMatch(/^\/products-media\/[a-z0-9-]+-front\.png$/);
    }
    expect(body.products.some((product) => product.catalogNumber.startsWith(prefix))).toBe(true);
  }, 60_000);

  it("finds an exact catalogue number first", async () => {
    const body = await (await get(q({ brand: "voltline", locale: "en", q: voltlineNumber }))).json();
    expect(body.products[0].catalogNumber).toBe(voltlineNumber);
  }, 60_000);

  it("matches name words in the locale, and only the brand's assortment", async () => {
    const fr = await (await get(q({ brand: "voltline", locale: "fr-ca", q: "prise double" }))).json();
    expect(fr.products.length).toBeGreaterThan(0);
    expect(fr.products[0].name.toLowerCase()).toContain("prise");
    const lighting = await (await get(q({ brand: "progress-lighting", locale: "en", q: "receptacle" }))).json();
    expect(lighting.products).toEqual([]);
  }, 60_000);

  it("refuses short, long, missing queries and bad locales with translated 400s", async () => {
    const short = await get(q({ brand: "voltline", locale: "fr-ca", q: " a " }));
    expect(short.status).toBe(400);
    expect(short.headers.get("cache-control")).toBe("no-store");
    expect((await short.json()).error).toBe("Tapez au moins 2 caractères d'un numéro de catalogue ou d'un nom de produit.");
    const long = await get(q({ brand: "voltline", locale: "es-mx", q: "x".repeat(65) }));
    expect(long.status).toBe(400);
    expect((await long.json()).error).toBe("Escriba como máximo 64 caracteres.");
    expect((await get(q({ brand: "voltline", locale: "en" }))).status).toBe(400);
    const badLocale = await get(q({ brand: "voltline", locale: "de", q: "DR10" }), { "accept-language": "es-MX" });
    expect(badLocale.status).toBe(400);
    expect((await badLocale.json()).error).toBe("El idioma debe ser uno de los idiomas del sitio.");
  });

  it("answers 404 for an unknown or malformed brand", async () => {
    expect((await get(q({ brand: "acme", locale: "en", q: "DR10" }))).status).toBe(404);
    const hostile = await get(q({ brand: "../../etc", locale: "en", q: "DR10" }));
    expect(hostile.status).toBe(404);
    expect((await hostile.json()).error).toBe("This brand has no product catalog.");
  }, 60_000);

  it.each([
    "<script>alert(1)</script>",
    "' OR 1=1 --",
    "\u0000\u0001DR\u200b10",
    "(((((((((((",
    "a b c d e f g h i j k l m n o p q r",
    "*",
    "\"DR\" AND NOT x",
    "%00%ff",
  ])("answers a hostile query %j with a 2xx or 4xx, never more than 10 products", async (hostile) => {
    const response = await get(q({ brand: "voltline", locale: "en", q: hostile }));
    expect([200, 400]).toContain(response.status);
    const body = await response.json();
    if (response.status === 200) expect(body.products.length).toBeLessThanOrEqual(10);
  }, 60_000);

  it("answers a translated 503 with Retry-After when search is down", async () => {
    const response = await handlePickerRequest(new Request("http://site/api/forms/products?brand=voltline&locale=fr-ca&q=DR10"), async () => {
      throw new Error("search down");
    });
    expect(response.status).toBe(503);
    expect(response.headers.get("retry-after")).toBe("30");
    expect((await response.json()).error).toMatch(/^La recherche de produits est indisponible/);
  });
});
