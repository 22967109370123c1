// The generated retailer feed (F7 embedded default): deterministic, order-free, only products a brand of the market
// sells, plausible prices and stock, product pages on the retailers' .example domains.
import { describe, expect, it } from "vitest";
import { createEmbeddedRetailerFeed, EMBEDDED_RETAILERS, generateRetailerFeed, listingsForProduct, type FeedProduct } from "./embedded";
import { marketOf, MARKETS, type Market } from "./port";

const products: FeedProduct[] = Array.from({ length: 400 }, (_, i) => ({
  id: String(1_000_000 + i),
  upc: String(84_512_100_000 + i).padStart(12, "0"),
  listPrices: { USD: 5 + (i % 97) * 7.5, CAD: 7 + (i % 97) * 10.2, MXN: 90 + (i % 97) * 130, BRL: 25 + (i % 97) * 37 },
}));
/** Even products are sold in the US and Canada only; odd ones everywhere but Canada. */
const sells = (product: FeedProduct, market: Market) => (Number(product.id) % 2 === 0 ? market === "US" || market === "CA" : market !== "CA");

describe("generated retailer feed (F7)", () => {
  it("is the same for the same products and seed, and another for another seed", () => {
    const a = generateRetailerFeed(products, sells);
    expect(generateRetailerFeed(products, sells)).toEqual(a);
    expect(a.listings.length).toBeGreaterThan(products.length);
    expect(generateRetailerFeed(products, sells, 7).listings).not.toEqual(a.listings);
    // Order-free: a product's listings do not depend on which other products are generated, or in what order.
    const reversed = generateRetailerFeed([...products].reverse(), sells);
    const key = (l: { retailerId: string; productId: string }) => `${l.productId}/${l.retailerId}`;
    expect(new Map(reversed.listings.map((l) => [key(l), l]))).toEqual(new Map(a.listings.map((l) => [key(l), l])));
  });

  it("lists only products a brand of the retailer's market sells", () => {
    const feed = generateRetailerFeed(products, sells);
    const market = new Map(EMBEDDED_RETAILERS.map((r) => [r.id, r.market]));
    const byId = new Map(products.map((p) => [p.id, p]));
    for (const listing of feed.listings) expect(sells(byId.get(listing.productId)!, market.get(listing.retailerId)!)).toBe(true);
    // Nobody lists anything in a market where no brand sells the product: no odd product in Canada, no even one in Mexico.
    expect(feed.listings.filter((l) => market.get(l.retailerId) === "CA" && Number(l.productId) % 2 === 1)).toEqual([]);
    expect(feed.listings.filter((l) => market.get(l.retailerId) === "MX" && Number(l.productId) % 2 === 0)).toEqual([]);
    expect(generateRetailerFeed(products, () => false).listings).toEqual([]);
  });

  it("has several retailers per market; the first lists every sold product, the others part of them", () => {
    for (const market of MARKETS) {
      const retailers = EMBEDDED_RETAILERS.filter((r) => r.market === market);
      expect(retailers.length).toBeGreaterThanOrEqual(3);
      const feed = generateRetailerFeed(products, (_, m) => m === market);
      const counts = retailers.map((r) => feed.listings.filter((l) => l.retailerId === r.id).length);
      expect(counts[0]).toBe(products.length);
      for (const count of counts.slice(1)) {
        expect(count).toBeGreaterThan(products.length * 0.2);
        expect(count).toBeLessThan(products.length * 0.85);
      }
    }
  });

  it("prices near the list price in the market's currency, stock where the retailer says, pages on .example domains", () => {
    const feed = generateRetailerFeed(products, () => true);
    const retailers = new Map(EMBEDDED_RETAILERS.map((r) => [r.id, r]));
    const byId = new Map(products.map((p) => [p.id, p]));
    const stocks = new Set<string | undefined>();
    for (const listing of feed.listings) {
      const retailer = retailers.get(listing.retailerId)!;
      const list = byId.get(listing.productId)!.listPrices[listing.price.currency]!;
      expect(marketOf({ currencyCode: listing.price.currency })).toBe(retailer.market);
      expect(listing.price.amount).toBeGreaterThanOrEqual(Math.floor(list * retailer.priceFactor[0]));
      expect(listing.price.amount).toBeLessThanOrEqual(list * retailer.priceFactor[1] + 1);
      if (retailer.maxListPrice !== undefined) expect(list).toBeLessThanOrEqual(retailer.maxListPrice);
      expect(Number.isInteger(Math.round(listing.price.amount * 100))).toBe(true);
      if (!retailer.showsStock) expect(listing.stock).toBeUndefined();
      stocks.add(listing.stock);
    }
    expect(stocks).toEqual(new Set(["inStock", "lowStock", "outOfStock", undefined]));
    for (const retailer of EMBEDDED_RETAILERS) expect(new URL(retailer.urlTemplate.replace("{sku}", "1").replace("{lang}", "en")).hostname).toMatch(/\.example$/);
  });

  it("answers a product's offers from the same listings, in the visitor's language, only for products the brand sells", async () => {
    const sold = new Map(products.map((p) => [p.id, p]));
    const feed = createEmbeddedRetailerFeed(async (brand, id) => (brand === "voltline-canada" ? sold.get(id) : undefined));
    const product = products[3]!;
    const answer = await feed.offers({ brand: "voltline-canada", market: "CA", locale: "fr-CA", productId: product.id, upc: product.upc });
    expect(answer.status).toBe("ok");
    if (answer.status !== "ok") return;
    const listings = listingsForProduct(product, "CA");
    expect(answer.offers.map((o) => o.retailer.id)).toEqual(listings.map((l) => l.retailerId));
    expect(answer.offers.map((o) => o.price)).toEqual(listings.map((l) => l.price));
    expect(answer.offers.find((o) => o.retailer.id === "nordelec")?.url).toBe(`https://www.nordelec.example/fr/produit/${listings.find((l) => l.retailerId === "nordelec")!.sku}`);
    // In stock first, then cheapest.
    const rank = (o: { stock?: string }) => (o.stock === "outOfStock" ? 2 : o.stock === undefined ? 1 : 0);
    expect(answer.offers.map(rank)).toEqual([...answer.offers.map(rank)].sort());
    // A product the brand does not sell has no offers; a failing catalogue is "unavailable".
    expect(await feed.offers({ brand: "voltline", market: "CA", locale: "en-US", productId: product.id, upc: product.upc })).toEqual({ status: "ok", offers: [] });
    const failing = createEmbeddedRetailerFeed(async () => {
      throw new Error("catalogue down");
    });
    expect(await failing.offers({ brand: "voltline", market: "US", locale: "en-US", productId: "1", upc: "1" })).toEqual({ status: "unavailable" });
  });

  it("gives each brand its market: the country it keeps to, else its currency's", () => {
    expect(marketOf({ currencyCode: "USD" })).toBe("US");
    expect(marketOf({ currencyCode: "CAD", restrictWhereToBuyResultsToCountry: "CA" })).toBe("CA");
    expect(marketOf({ currencyCode: "MXN" })).toBe("MX");
    expect(marketOf({ currencyCode: "BRL", restrictWhereToBuyResultsToCountry: "BR" })).toBe("BR");
    expect(marketOf({ currencyCode: "USD", restrictWhereToBuyResultsToCountry: "FR" })).toBe("US");
  });
});
