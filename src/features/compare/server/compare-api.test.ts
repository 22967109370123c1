import { describe, expect, it } from "vitest";
import type { CatalogSource } from "@/features/catalog/server";
import type { Product } from "@/features/catalog";
import { handleCompareRequest } from "./compare-api";

const product = (id: string) =>
  ({ id, name: `Product ${id}`, slug: `product-${id}`, catalogNumber: `CN${id}`, attributes: [{ key: "amperage", code: "EF1", name: "Amperage", value: "15 A", raw: 15 }], description: "long", listPrices: {} }) as unknown as Product;

const asked: { brand: string; ids: string[]; locale: string }[] = [];
const catalog = () =>
  ({
    async getProducts(brand: string, ids: string[], locale: string) {
      asked.push({ brand, ids, locale });
      return ids.map(product);
    },
  }) as unknown as CatalogSource;

const brandEntry = async () => undefined;
const get = (query: string) => handleCompareRequest(new Request(`http://site/api/compare?${query}`), catalog, brandEntry);

describe("P6 GET /api/compare (issue 15 §3)", () => {
  it("reads the products through the CatalogSource and answers only what the table shows", async () => {
    const response = await get("brand=voltline&locale=fr-ca&ids=1000365,1000001");
    expect(response.status).toBe(200);
    expect(asked.at(-1)).toEqual({ brand: "voltline", ids: ["1000365", "1000001"], locale: "fr-ca" });
    expect(await response.json()).toEqual({
      products: ["1000365", "1000001"].map((id) => ({ id, name: `Product ${id}`, slug: `product-${id}`, catalogNumber: `CN${id}`, attributes: [{ key: "amperage", name: "Amperage", value: "15 A" }] })),
    });
  });

  it("answers a translated 400 for malformed ids, too many, an unknown brand or locale", async () => {
    const fr = await get("brand=voltline&locale=fr-ca&ids=1,abc");
    expect(fr.status).toBe(400);
    expect((await fr.json()).error).toMatch(/^Demandez/);
    expect((await get("brand=voltline&locale=es-mx&ids=1,2,3,4,5")).status).toBe(400);
    expect((await get("brand=voltline&locale=en&ids=")).status).toBe(400);
    expect((await get("brand=acme&locale=en&ids=1")).status).toBe(400);
    expect((await get("brand=voltline&locale=xx&ids=1")).status).toBe(400);
    expect((await get("brand=..%2F&locale=en&ids=1")).status).toBe(400);
  });

  it("gives each product its image and, where the brand's catalogue has one, its price in the brand's currency and the locale's format (issue 18, P6)", async () => {
    const priced = (id: string) =>
      ({ ...product(id), gallery: [{ url: `/products-media/${id}/front.webp`, alt: "front" }], listPrices: { USD: 12.5, CAD: 17.25, MXN: 0, BRL: 60 } }) as unknown as Product;
    const catalogWithMedia = () => ({ getProducts: async (_brand: string, ids: string[]) => ids.map(priced) }) as unknown as CatalogSource;
    const ask = (query: string, currencyCode: "USD" | "CAD" | "MXN" | undefined) =>
      handleCompareRequest(new Request(`http://site/api/compare?${query}`), catalogWithMedia, async () => (currencyCode ? { currencyCode, newProductDuration: 90 } : undefined));

    const us = (await (await ask("brand=voltline&locale=en&ids=1", "USD")).json()).products[0];
    expect(us).toMatchObject({ image: { url: "/products-media/1/front.webp" }, price: "$12.50" });
    const ca = (await (await ask("brand=voltline&locale=fr-ca&ids=1", "CAD")).json()).products[0];
    expect(ca.price).toMatch(/^17,25\s\$$/);
    // No price in the brand's currency, or no brand entry to say which: the row stays empty, never a wrong currency.
    expect((await (await ask("brand=voltline&locale=es-mx&ids=1", "MXN")).json()).products[0]).not.toHaveProperty("price");
    expect((await (await ask("brand=voltline&locale=en&ids=1", undefined)).json()).products[0]).not.toHaveProperty("price");
  });
});
