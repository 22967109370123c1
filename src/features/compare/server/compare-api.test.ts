import { describe, expect, it } from "vitest";
import type { CatalogSource } from "@/features/catalog/server";
import type { Product } from "@/features/catalog";
import { handleCompareRequest } from "./compare-api";

const product = (id: string) =>
  ({ id, name: `Product ${id}`, slug: `product-${id}`, catalogNumber: `CN${id}`, attributes: [{ key: "amperage", code: "EF1", name: "Amperage", value: "15 A", raw: 15 }], description: "long" }) as unknown as Product;

const asked: { brand: string; ids: string[]; locale: string }[] = [];
const catalog = () =>
  ({
    async getProducts(brand: string, ids: string[], locale: string) {
      asked.push({ brand, ids, locale });
      return ids.map(product);
    },
  }) as unknown as CatalogSource;

const get = (query: string) => handleCompareRequest(new Request(`http://site/api/compare?${query}`), catalog);

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
});
