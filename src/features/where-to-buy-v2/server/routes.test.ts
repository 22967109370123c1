// The routes of Where to Buy V2 (F7) below HTTP: the buy link records the conversion (S5) in search_events with
// consent and redirects only to the retailer page the feed holds for the retailer and product (unknown -> 404, never an
// open redirect); the retailers route answers the feed's offers display-ready; the distributors route finds the
// nearest branches that stock the product's family, with a link to the where-to-buy page; bad input is a 4xx.
import { asc } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import type { Brand } from "@/features/brand";
import type { Product } from "@/features/catalog";
import { ANALYTICS_CONSENT_COOKIE, NECESSARY_ONLY_COOKIE } from "@/features/consent/testing";
import { createEventService } from "@/features/insights/server";
import { recordServerConversion } from "@/features/insights/server";
import type { Branch } from "@/features/locator";
import { createKdbushSearch } from "@/features/locator/server";
import { getDb, searchEvents } from "@/platform/db";
import { testDatabaseKinds, useTestDatabase } from "@/platform/db/testing";
import { createEmbeddedRetailerFeed, listingsForProduct, type RetailerFeed } from "@/platform/retailers";
import type { GeocodeResult } from "@/platform/maps";
import { buyResponse, distributorsResponse, retailersResponse, type RouteDeps } from "./routes";

const brand = { brandDirectory: "voltline", brandName: "Voltline", locales: ["en", "fr-ca", "es-mx"], currencyCode: "USD", unitDistance: "Miles" } as Brand;
const canada = { brandDirectory: "voltline-canada", brandName: "Voltline Canada", locales: ["en", "fr-ca", "es-mx"], currencyCode: "CAD", unitDistance: "Kilometers", restrictWhereToBuyResultsToCountry: "CA" } as Brand;
const product = { id: "1000365", name: "GFCI receptacle", slug: "gfci-receptacle", upc: "084512103657", categoryKey: "gfci-receptacles", listPrices: { USD: 109.37, CAD: 149.84, MXN: 1990.53, BRL: 590.6 } } as unknown as Product;
const tree = {
  productCategories: [
    { key: "wiring-devices", name: "Wiring devices", level: 0 as const, path: "Wiring devices", children: ["receptacles"], sortOrder: 1 },
    { key: "receptacles", name: "Receptacles", level: 1 as const, parentKey: "wiring-devices", path: "", children: ["gfci-receptacles"], sortOrder: 1 },
    { key: "gfci-receptacles", name: "GFCI receptacles", level: 2 as const, parentKey: "receptacles", path: "", children: [], sortOrder: 1 },
  ],
  compatibilityCategories: [],
};

const branch = (id: string, lat: number, lng: number, families: string[], brands = ["voltline"]): Branch => ({
  id,
  chain: "Northwire",
  name: `Northwire Electric Supply ${id}`,
  address: { line1: "2450 Commerce Dr", city: "Chicago", region: "IL", postalCode: "60601", country: "US" },
  lat,
  lng,
  phone: "+13125550142",
  hours: [null, null, null, null, null, null, null],
  families,
  brands,
});
const branches = [branch("b1", 41.9, -87.63, ["wiring-devices"]), branch("b2", 41.95, -87.7, ["lighting"]), branch("b3", 42.1, -87.9, ["wiring-devices", "lighting"]), branch("b4", 41.7, -87.6, ["wiring-devices"]), branch("b5", 43, -88, ["wiring-devices"])];
const chicago: GeocodeResult = { label: "Chicago, Illinois 60601", location: { lat: 41.886, lng: -87.622 }, city: "Chicago", region: "IL", postalCode: "60601", country: "US" } as GeocodeResult;

function deps(overrides: Partial<RouteDeps> = {}): RouteDeps {
  const sold = async (brandDirectory: string, id: string) => (id === product.id && (brandDirectory === "voltline" || brandDirectory === "voltline-canada") ? product : undefined);
  const feed = createEmbeddedRetailerFeed(sold);
  const search = createKdbushSearch(branches);
  return {
    brands: async () => [brand, canada],
    product: sold,
    categories: async () => tree,
    feed: () => feed,
    recordConversion: (request, conversion) => recordServerConversion(request, conversion, { events: () => createEventService(getDb), sessionToken: async () => undefined }),
    whereToBuy: { geocode: async (text) => (text === "60601" ? [chicago] : []), search: async () => search },
    ipLocate: async () => ({ status: "unknown" }),
    ...overrides,
  };
}

const base = "http://localhost/api/where-to-buy-v2";
const QUERY_ID = "0123456789abcdef0123456789abcdef";
const buy = (path: { brand?: string; locale?: string; productId?: string; retailerId: string }, cookie = `${ANALYTICS_CONSENT_COOKIE}; _ALGOLIA=anonymous-visitor-1`, search = "", d = deps()) => {
  const params = { brand: path.brand ?? "voltline", locale: path.locale ?? "en", productId: path.productId ?? product.id, retailerId: path.retailerId };
  return buyResponse(new Request(`${base}/${params.brand}/${params.locale}/${params.productId}/buy/${params.retailerId}${search}`, { headers: { cookie } }), params, d);
};
const rows = async () => (await getDb()).select().from(searchEvents).orderBy(asc(searchEvents.id));

beforeAll(() => {
  process.env.SESSION_SECRET = "a-test-secret-of-at-least-thirty-two-characters";
});

describe.each(testDatabaseKinds())("buy link redirect on %s (F7, S5)", (kind) => {
  useTestDatabase(kind, "where_to_buy_v2_buy");

  it("records the conversion, then redirects to the retailer's page the feed holds for the product", async () => {
    const listing = listingsForProduct(product, "US").find((l) => l.retailerId === "amperly")!;
    const response = await buy({ retailerId: "amperly" }, undefined, `?queryID=${QUERY_ID}`);
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe(`https://www.amperly.example/p/${listing.sku}`);
    expect(response.headers.get("cache-control")).toBe("private, no-store");
    expect(response.headers.get("referrer-policy")).toBe("no-referrer");
    expect(response.headers.get("voltline-conversion")).toBe("recorded");
    const stored = await rows();
    expect(stored.map((r) => [r.eventType, r.eventName, r.indexName, r.objectIds, r.userToken, r.queryId])).toEqual([
      ["conversion", "Retailer buy link clicked", "products_en", [product.id], "anonymous-visitor-1", QUERY_ID],
    ]);
  });

  it("a retailer in another language links its page in the visitor's, and the event goes to that locale's index", async () => {
    const listing = listingsForProduct(product, "CA").find((l) => l.retailerId === "nordelec")!;
    const response = await buy({ brand: "voltline-canada", locale: "fr-ca", retailerId: "nordelec" });
    expect(response.headers.get("location")).toBe(`https://www.nordelec.example/fr/produit/${listing.sku}`);
    expect((await rows()).at(-1)?.indexName).toBe("products_fr-ca");
  });

  it("without analytics consent, or without a visitor token, redirects without recording; a HEAD never records", async () => {
    const before = (await rows()).length;
    const refused = await buy({ retailerId: "amperly" }, `${NECESSARY_ONLY_COOKIE}; _ALGOLIA=anonymous-visitor-1`);
    expect(refused.status).toBe(302);
    expect(refused.headers.get("voltline-conversion")).toBe("noConsent");
    expect((await buy({ retailerId: "amperly" }, "")).headers.get("voltline-conversion")).toBe("noConsent");
    expect((await buy({ retailerId: "amperly" }, ANALYTICS_CONSENT_COOKIE)).headers.get("voltline-conversion")).toBe("noToken");
    const params = { brand: "voltline", locale: "en", productId: product.id, retailerId: "amperly" };
    const head = await buyResponse(new Request(`${base}/voltline/en/${product.id}/buy/amperly`, { method: "HEAD", headers: { cookie: `${ANALYTICS_CONSENT_COOKIE}; _ALGOLIA=anonymous-visitor-1` } }), params, deps());
    expect(head.status).toBe(302);
    expect(head.headers.get("voltline-conversion")).toBe("notCounted");
    // A queryID that is not one is left out, not stored.
    await buy({ retailerId: "amperly" }, undefined, "?queryID=%3Cscript%3E");
    const all = await rows();
    expect(all.length).toBe(before + 1);
    expect(all.at(-1)?.queryId).toBeNull();
  });

  it("unknown retailer, product, brand or locale is a translated 404 page, and nothing is recorded", async () => {
    const before = (await rows()).length;
    const cases = [
      [{ retailerId: "nordelec" }, "This retailer does not sell this product."], // a Canadian retailer on the US site
      [{ retailerId: "no-such-shop" }, "This retailer does not sell this product."],
      [{ retailerId: "..%2F..%2Fevil" }, "This retailer does not sell this product."],
      [{ retailerId: "amperly", productId: "9999999" }, "This product is not sold on this site."],
      [{ retailerId: "amperly", productId: "<script>" }, "This product is not sold on this site."],
      [{ retailerId: "amperly", brand: "acme" }, "This product is not sold on this site."],
      [{ retailerId: "amperly", locale: "de" }, "This product is not sold on this site."],
      [{ retailerId: "amperly", brand: "voltline-canada", locale: "es-mx", productId: "9999999" }, "Este producto no se vende en este sitio."],
    ] as const;
    for (const [path, message] of cases) {
      const response = await buy(path);
      expect(response.status, JSON.stringify(path)).toBe(404);
      expect(response.headers.get("location")).toBeNull();
      expect(response.headers.get("content-type")).toBe("text/html; charset=utf-8");
      expect(await response.text()).toContain(`<h1>${message}</h1>`);
    }
    expect((await rows()).length).toBe(before);
  });

  it("never redirects to an address from the request: a target in the query or the path is ignored", async () => {
    for (const search of ["?url=https://evil.example/", "?to=//evil.example", "?redirect=javascript:alert(1)"]) {
      const response = await buy({ retailerId: "amperly" }, undefined, search);
      expect(new URL(response.headers.get("location")!).hostname).toBe("www.amperly.example");
    }
    // A feed that holds an unsafe address for the retailer is not followed either.
    const unsafe: RetailerFeed = { offers: async () => ({ status: "ok", offers: [{ retailer: { id: "amperly", name: "Amperly" }, url: "javascript:alert(1)" }] }) };
    expect((await buy({ retailerId: "amperly" }, undefined, "", deps({ feed: () => unsafe }))).status).toBe(404);
  });

  it("when the feed or the catalogue cannot answer, sends the visitor back (303) rather than failing", async () => {
    const down: RetailerFeed = { offers: async () => ({ status: "unavailable" }) };
    const feedDown = await buy({ retailerId: "amperly" }, undefined, "", deps({ feed: () => down }));
    expect(feedDown.status).toBe(303);
    expect(feedDown.headers.get("location")).toBe(`/voltline/en/products/gfci-receptacle/p/${product.id}#buy-online`);
    const catalogDown = await buy({ retailerId: "amperly" }, undefined, "", deps({ product: async () => Promise.reject(new Error("down")) }));
    expect(catalogDown.status).toBe(303);
    expect(catalogDown.headers.get("location")).toBe("/voltline/en/where-to-buy");
  });
});

describe("retailers route (F7)", () => {
  it("answers the market's offers display-ready in the locale, each through the same-site buy link", async () => {
    const response = await retailersResponse({ brand: "voltline-canada", locale: "fr-ca", productId: product.id }, deps());
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("public, max-age=300, s-maxage=300");
    const body = (await response.json()) as { status: string; offers: { retailerId: string; name: string; price: string; stockText?: string; href: string; buy: string }[]; note: string; newTab: string };
    const listings = listingsForProduct(product, "CA");
    expect(body.offers.map((o) => o.retailerId)).toEqual(listings.map((l) => l.retailerId));
    expect(body.offers[0]!.price).toMatch(/^\d[\d\s\u202f]*,\d{2}\s\$$/);
    expect(body.offers[0]!.href).toBe(`/api/where-to-buy-v2/voltline-canada/fr-ca/${product.id}/buy/${listings[0]!.retailerId}`);
    for (const offer of body.offers) expect(offer.href).not.toMatch(/example/);
    expect(body.offers.some((o) => ["En stock", "Plus que quelques unités", "En rupture de stock"].includes(o.stockText ?? ""))).toBe(true);
    expect(body.note).toMatch(/commandités/);
    // Each link's words come with the answer, in its locale (ADR 81).
    expect(body.offers[0]!.buy).toBe(`Acheter chez ${body.offers[0]!.name}`);
    expect(body.newTab).toBe("(s'ouvre dans un nouvel onglet)");
  });

  it("says so when no retailer lists the product, when the feed is down, and 404 for a product not sold here", async () => {
    const none: RetailerFeed = { offers: async () => ({ status: "ok", offers: [] }) };
    const empty = await (await retailersResponse({ brand: "voltline", locale: "es-mx", productId: product.id }, deps({ feed: () => none }))).json();
    expect(empty).toMatchObject({ status: "ok", offers: [], empty: "Ninguna tienda en línea vende todavía este producto en Estados Unidos. Un distribuidor cerca de usted puede pedirlo." });
    const down: RetailerFeed = { offers: async () => ({ status: "unavailable" }) };
    const unavailable = await retailersResponse({ brand: "voltline", locale: "en", productId: product.id }, deps({ feed: () => down }));
    expect(unavailable.status).toBe(200);
    expect(unavailable.headers.get("cache-control")).toBe("private, no-store");
    expect(await unavailable.json()).toEqual({ status: "unavailable", message: "Online retailers cannot be shown right now. Please try again later." });
    const missing = await retailersResponse({ brand: "homestyle", locale: "en", productId: product.id }, deps());
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({ status: 404, message: "This product is not sold on this site." });
  });
});

describe("distributors route (F7, reusing F6's search)", () => {
  const distributors = (search: string, d = deps(), brandDirectory = "voltline", locale = "en") =>
    distributorsResponse(new Request(`${base}/${brandDirectory}/${locale}/${product.id}/distributors${search}`), { brand: brandDirectory, locale, productId: product.id }, d);

  it("lists the three nearest branches that stock the product's family, with the where-to-buy page's query filled in", async () => {
    const response = await distributors("?q=60601");
    expect(response.status).toBe(200);
    const body = (await response.json()) as { status: string; heading: string; hits: { id: string; distance: string; phone: { href: string } }[]; phoneLabel: string; seeAll: { href: string; text: string } };
    expect(body.status).toBe("results");
    expect(body.heading).toBe("The 3 nearest distributors to Chicago, Illinois 60601");
    // b2 does not stock wiring devices; b5 is farther than the three nearest.
    expect(body.hits.map((h) => h.id)).toEqual(["b1", "b4", "b3"]);
    expect(body.hits[0]!.distance).toMatch(/^[\d.]+ mi away$/);
    expect(body.hits[0]!.phone.href).toBe("tel:+13125550142");
    // The answer brings the word said before each number (ADR 81).
    expect(body.phoneLabel).toBe("Phone");
    expect(body.seeAll).toEqual({ href: "/voltline/en/where-to-buy?q=60601&radius=25&family=wiring-devices", text: "All distributors near Chicago, Illinois 60601" });
  });

  it("starts from the visitor's address when the IP look-up places them, else asks for a place", async () => {
    expect(await (await distributors("")).json()).toEqual({ status: "needsLocation", message: "Enter a postal code or a city to see the nearest distributors." });
    const placed = deps({ ipLocate: async () => ({ status: "known", lat: 41.88, lng: -87.63, city: "Chicago", region: "IL" }) });
    const body = (await (await distributors("", placed)).json()) as { status: string; heading: string; seeAll: { href: string } };
    expect(body.heading).toBe("The 3 nearest distributors to Chicago, IL");
    expect(body.seeAll.href).toMatch(/^\/voltline\/en\/where-to-buy\?lat=41\.88&lng=-87\.63&radius=\d+&family=wiring-devices$/);
    // A place typed but too short to search is asked again, not replaced by the IP's.
    expect(((await (await distributors("?q=6", placed)).json()) as { status: string }).status).toBe("needsLocation");
  });

  it("a place not found, nothing near, and bad input are translated messages, never a 5xx", async () => {
    expect(await (await distributors("?q=Xyzzyville", deps(), "voltline", "fr-ca")).json()).toEqual({
      status: "notFound",
      message: "Nous n'avons pas trouvé « Xyzzyville ». Essayez un code postal, ou une ville avec sa province ou son État.",
    });
    const far = await (await distributors("?lat=10&lng=10")).json();
    expect(far).toMatchObject({ status: "none", message: "No distributor stocking Wiring devices is within 250 miles of your location." });
    const long = await distributors(`?q=${"x".repeat(500)}`);
    expect(long.status).toBe(400);
    expect(await long.json()).toEqual({ status: "invalid", message: "The location is too long: use at most 100 characters." });
    for (const search of ["?lat=91&lng=181", "?lat=1e999&lng=NaN", "?lat=%3Cscript%3E"]) expect((await distributors(search)).status, search).toBe(400);
    const broken = deps({ whereToBuy: { geocode: async () => Promise.reject(new Error("down")), search: async () => createKdbushSearch(branches) } });
    expect(await (await distributors("?q=60601", broken)).json()).toEqual({ status: "unavailable", message: "The distributor search is not available right now. Please try again in a few minutes." });
    expect((await distributorsResponse(new Request(`${base}/x/en/1/distributors`), { brand: "x", locale: "en", productId: "1" }, deps())).status).toBe(404);
  });
});
