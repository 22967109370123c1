// Contract of the production retailers adapter (X8 buy-links) against a local fake service: the request's shape
// (product id, UPC, market, locale, brand, key), the answer it understands, and that a slow, failing, redirecting,
// oversized or odd service is "unavailable" within the timeout, never an exception.
import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { offersOf } from "./buy-links";
import { retailerFeedFromEnv, type OfferQuery } from "./index";

const asked: { path: string; authorization?: string; accept?: string }[] = [];
let base = "";

const OFFERS = {
  offers: [
    { retailer: { id: "amperly", name: "Amperly" }, url: "https://www.amperly.example/p/AMP123", price: { amount: 12.49, currency: "USD" }, availability: "in_stock" },
    { retailer: { id: "sparkmart", name: "SparkMart" }, url: "https://sparkmart.example/listing/9", price: { amount: 11, currency: "USD" } },
    { retailer: { id: "evil", name: "Evil" }, url: "javascript:alert(1)" },
    { retailer: { id: "Bad Id", name: "Bad" }, url: "https://bad.example/" },
    { retailer: { id: "amperly", name: "Amperly again" }, url: "https://www.amperly.example/p/other" },
    { retailer: { id: "limited", name: "Limited <b>" }, url: "https://limited.example/" },
  ],
};

const server = http.createServer((request, response) => {
  const url = new URL(request.url!, "http://fake");
  asked.push({ path: `${url.pathname}?${url.searchParams}`, authorization: request.headers.authorization, accept: request.headers.accept });
  const product = url.searchParams.get("productId");
  const json = (status: number, body: unknown) => {
    response.writeHead(status, { "content-type": "application/json" });
    response.end(JSON.stringify(body));
  };
  if (product === "1000365") json(200, OFFERS);
  else if (product === "404") json(404, { error: "unknown product" });
  else if (product === "slow") setTimeout(() => json(200, OFFERS), 2_000).unref();
  else if (product === "500") json(500, { error: "down" });
  else if (product === "redirect") {
    response.writeHead(302, { location: "https://elsewhere.example/" });
    response.end();
  } else if (product === "big") json(200, { offers: [], padding: "x".repeat(100_000) });
  else if (product === "html") {
    response.writeHead(200, { "content-type": "text/html" });
    response.end("<html>maintenance</html>");
  } else json(200, { results: [] });
});

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const query = (productId: string): OfferQuery => ({ brand: "voltline", market: "US", locale: "en-US", productId, upc: "084512103657" });
const noLookup = async () => undefined;

describe("retailers port, buy-links adapter (X8)", () => {
  it("asks the service for the product by id and UPC in the brand's market and the visitor's locale, with its key", async () => {
    const feed = retailerFeedFromEnv({ RETAILERS_PROVIDER: "buy-links", RETAILERS_API_URL: `${base}/v2/`, RETAILERS_API_KEY: "secret-key", RETAILERS_TIMEOUT_MS: "300" }, { lookup: noLookup });
    const answer = await feed.offers(query("1000365"));
    expect(asked.at(-1)).toEqual({ path: "/v2/offers?productId=1000365&upc=084512103657&market=US&locale=en-US&brand=voltline", authorization: "Bearer secret-key", accept: "application/json" });
    // Unsafe URLs, malformed ids or names and a second offer of one retailer are left out.
    expect(answer).toEqual({
      status: "ok",
      offers: [
        { retailer: { id: "amperly", name: "Amperly" }, url: "https://www.amperly.example/p/AMP123", price: { amount: 12.49, currency: "USD" }, stock: "inStock" },
        { retailer: { id: "sparkmart", name: "SparkMart" }, url: "https://sparkmart.example/listing/9", price: { amount: 11, currency: "USD" } },
      ],
    });
  });

  it("a product the service does not know has no offers", async () => {
    const feed = retailerFeedFromEnv({ RETAILERS_PROVIDER: "buy-links", RETAILERS_API_URL: base }, { lookup: noLookup });
    expect(await feed.offers(query("404"))).toEqual({ status: "ok", offers: [] });
    expect(asked.at(-1)?.authorization).toBeUndefined();
  });

  it("is unavailable, without waiting long, when the service is slow, fails, redirects, sends too much or another shape", async () => {
    const errors: unknown[] = [];
    const feed = retailerFeedFromEnv({ RETAILERS_PROVIDER: "buy-links", RETAILERS_API_URL: base, RETAILERS_TIMEOUT_MS: "200" }, { lookup: noLookup, onError: (error) => errors.push(error) });
    const started = performance.now();
    expect(await feed.offers(query("slow"))).toEqual({ status: "unavailable" });
    expect(performance.now() - started).toBeLessThan(1_500);
    for (const id of ["500", "redirect", "big", "html", "shape"]) expect(await feed.offers(query(id)), id).toEqual({ status: "unavailable" });
    expect(errors.length).toBe(6);
    // Nothing listens here: refused at once, still an answer.
    const closed = retailerFeedFromEnv({ RETAILERS_PROVIDER: "buy-links", RETAILERS_API_URL: "http://127.0.0.1:9/" }, { lookup: noLookup });
    expect(await closed.offers(query("1000365"))).toEqual({ status: "unavailable" });
  });

  it("reads only the answer's known shape", () => {
    expect(offersOf({ offers: [{ retailer: { id: "a", name: "A" }, url: "https://a.example/x", price: { amount: -1, currency: "USD" }, availability: "maybe" }] })).toEqual([
      { retailer: { id: "a", name: "A" }, url: "https://a.example/x" },
    ]);
    expect(offersOf({ offers: [{ retailer: { id: "a", name: "A" }, url: "https://user:pw@a.example/" }] })).toEqual([]);
    expect(offersOf({ offers: "none" })).toBeUndefined();
    expect(offersOf(null)).toBeUndefined();
    expect(offersOf({ offers: Array.from({ length: 50 }, (_, i) => ({ retailer: { id: `r${i}`, name: `R${i}` }, url: `https://r${i}.example/` })) })).toHaveLength(20);
  });

  it("the embedded feed is the default; a configuration it cannot use fails at start", async () => {
    const feed = retailerFeedFromEnv({}, { lookup: async (_, id) => ({ id, upc: "1", listPrices: { USD: 20 } }) });
    const answer = await feed.offers(query("42"));
    expect(answer.status === "ok" && answer.offers[0]?.url).toMatch(/^https:\/\/www\.amperly\.example\/p\/AMP\d{9}$/);
    expect(() => retailerFeedFromEnv({ RETAILERS_PROVIDER: "widget" }, { lookup: noLookup })).toThrow("RETAILERS_PROVIDER");
    expect(() => retailerFeedFromEnv({ RETAILERS_PROVIDER: "buy-links" }, { lookup: noLookup })).toThrow("RETAILERS_API_URL");
    expect(() => retailerFeedFromEnv({ RETAILERS_PROVIDER: "buy-links", RETAILERS_API_URL: "ftp://x.example" }, { lookup: noLookup })).toThrow("RETAILERS_API_URL");
    expect(() => retailerFeedFromEnv({ RETAILERS_PROVIDER: "buy-links", RETAILERS_API_URL: base, RETAILERS_TIMEOUT_MS: "2s" }, { lookup: noLookup })).toThrow("RETAILERS_TIMEOUT_MS");
  });
});
