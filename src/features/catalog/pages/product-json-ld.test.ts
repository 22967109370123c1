import { describe, expect, it } from "vitest";
import { productJsonLd } from "./product-json-ld";

const product = {
  id: "1000001",
  slug: "duplex-receptacle-15-a",
  name: "Duplex receptacle 15 A",
  catalogNumber: "VL-5262-W",
  upc: "078477123456",
  description: "Commercial grade duplex receptacle.",
  categories: { lvl0: "Wiring Devices", lvl1: "Wiring Devices > Receptacles", lvl2: "Wiring Devices > Receptacles > Duplex" },
  attributes: [{ key: "amps", code: "EF000227", name: "Rated current", value: "15 A", raw: 15, unit: "A" }],
};

describe("P5 product JSON-LD", () => {
  it("describes the product with identifiers, brand, category and its absolute url", () => {
    const ld = productJsonLd(product, { brand: "voltline-canada", brandName: "Voltline Canada", locale: "fr-ca", currency: "CAD", origin: "https://www.voltline.example" });
    expect(ld).toMatchObject({
      "@type": "Product",
      url: "https://www.voltline.example/voltline-canada/fr-ca/products/duplex-receptacle-15-a/p/1000001",
      sku: "VL-5262-W",
      gtin12: "078477123456",
      brand: { "@type": "Brand", name: "Voltline Canada" },
      category: "Wiring Devices > Receptacles > Duplex",
    });
    expect(ld).not.toHaveProperty("offers");
  });

  it("carries what a Product rich result reads, not the specification table again nor the url three times (issue 15, ADR 72)", () => {
    const ld = productJsonLd(product, { brand: "voltline", brandName: "Voltline", locale: "en", currency: "USD", price: 12, origin: "https://x.example" });
    expect(Object.keys(ld).sort()).toEqual(["@context", "@type", "brand", "category", "description", "gtin12", "mpn", "name", "offers", "sku", "url"]);
    expect(ld.offers).toEqual({ "@type": "Offer", price: "12.00", priceCurrency: "USD", availability: "https://schema.org/InStock" });
  });

  it("offers the list price in the brand currency when there is one", () => {
    const ld = productJsonLd(product, { brand: "voltline-mexico", brandName: "Voltline México", locale: "es-mx", currency: "MXN", price: 129.5, image: "/img/a.webp", origin: "https://x.example" });
    expect(ld.offers).toMatchObject({ price: "129.50", priceCurrency: "MXN" });
    expect(ld.image).toBe("https://x.example/img/a.webp");
  });

  it("leaves out a UPC that is not 12 digits", () => {
    expect(productJsonLd({ ...product, upc: "n/a" }, { brand: "voltline", brandName: "Voltline", locale: "en", currency: "USD" })).not.toHaveProperty("gtin12");
  });

  it("P5 lists every gallery image as an absolute URL", () => {
    const ld = productJsonLd(product, { brand: "voltline", brandName: "Voltline", locale: "en", currency: "USD", images: ["/products-media/a--wh-front.png", "/products-media/a--wh-side.png"], origin: "https://x.example/" });
    expect(ld.image).toEqual(["https://x.example/products-media/a--wh-front.png", "https://x.example/products-media/a--wh-side.png"]);
  });
});
