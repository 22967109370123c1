import { describe, expect, it } from "vitest";
import type { Product } from "../model";
import { toCatalogCard } from "./product-card";

const product = {
  id: "1000001",
  slug: "duplex-15-a",
  name: "Duplex 15 A",
  catalogNumber: "DR101-IV",
  releaseDate: "2026-10-01",
  listPrices: { USD: 3.25, CAD: 4.4, MXN: 58, BRL: 0 },
  images: ["duplex-receptacles--iv"],
} as unknown as Product;
const now = new Date("2026-11-22T12:00:00Z");

describe("P4 P5 catalogue product cards", () => {
  it("marks a product new within the brand's newProductDuration and prices it in the brand currency", () => {
    const card = toCatalogCard(product, { locale: "fr-ca", currency: "CAD", newProductDuration: 90, now });
    expect(card).toMatchObject({ id: "1000001", slug: "duplex-15-a", catalogNumber: "DR101-IV", isNew: true });
    expect(card.price?.replace(/\s/g, " ")).toBe("4,40 $");
  });

  it("is not new past the duration, and has no price when the currency has none", () => {
    const card = toCatalogCard(product, { locale: "en", currency: "BRL", newProductDuration: 30, now });
    expect(card.isNew).toBe(false);
    expect(card).not.toHaveProperty("price");
  });

  it("shows no image for a bare image id", () => {
    expect(toCatalogCard(product, { locale: "en", currency: "USD", newProductDuration: 30, now }).image).toBeUndefined();
  });

  it("shows the first gallery drawing with its localized alt text", () => {
    const withGallery = { ...product, gallery: [{ id: "duplex-receptacles--iv", view: "front", url: "/products-media/duplex-receptacles--iv-front.png", alt: "Duplex 15 A, front view", width: 800, height: 800 }] } as Product;
    expect(toCatalogCard(withGallery, { locale: "en", currency: "USD", newProductDuration: 30, now }).image).toEqual({ url: "/products-media/duplex-receptacles--iv-front.png", alt: "Duplex 15 A, front view" });
  });
});
