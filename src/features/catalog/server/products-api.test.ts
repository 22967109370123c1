// Integration: the products-api adapter against a real HTTP server running this site's route handlers (P1, R10).
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GET as treeRoute } from "@/app/products-api-proxy/rest/v1/categories/[brand]/tree/route";
import { GET as productsRoute } from "@/app/products-api-proxy/rest/v1/products/[brand]/route";
import { GET as programsRoute } from "@/app/products-api-proxy/rest/v1/programs/[brand]/route";
import { GET as attributesRoute } from "@/app/products-api-proxy/rest/v1/attributes/route";
import { GET as productIdsRoute } from "@/app/products-api-proxy/rest/v1/categories/[brand]/product-ids/route";
import { GET as documentRoute } from "@/app/products-api-proxy/rest/v1/documents/[brand]/[id]/route";
import { GET as mediaRoute } from "@/app/products-api-proxy/rest/v1/media/[file]/route";
import { GET as productPagesRoute } from "@/app/products-api-proxy/rest/v1/product-pages/[brand]/route";
import { smallCatalogDir } from "./__fixtures__/small-catalog";
import { loadCatalog } from "./local-catalog";
import { createLocalCatalogSource } from "./local";
import { createProductsApiCatalogSource } from "./products-api";

type Route = (request: Request, context: { params: Promise<Record<string, string>> }) => Promise<Response>;
const ROUTES: [RegExp, Route][] = [
  [/^\/products-api-proxy\/rest\/v1\/categories\/(?<brand>[^/]+)\/tree$/, treeRoute as Route],
  [/^\/products-api-proxy\/rest\/v1\/categories\/(?<brand>[^/]+)\/product-ids$/, productIdsRoute as Route],
  [/^\/products-api-proxy\/rest\/v1\/products\/(?<brand>[^/]+)$/, productsRoute as Route],
  [/^\/products-api-proxy\/rest\/v1\/programs\/(?<brand>[^/]+)$/, programsRoute as Route],
  [/^\/products-api-proxy\/rest\/v1\/attributes$/, attributesRoute as Route],
  [/^\/products-api-proxy\/rest\/v1\/documents\/(?<brand>[^/]+)\/(?<id>[^/]+)$/, documentRoute as Route],
  [/^\/products-api-proxy\/rest\/v1\/media\/(?<file>[^/]+)$/, mediaRoute as Route],
  [/^\/products-api-proxy\/rest\/v1\/product-pages\/(?<brand>[^/]+)$/, productPagesRoute as Route],
];

let server: Server;
let baseURL: string;
const seen: { url: string; acceptLanguage?: string; store?: string }[] = [];

beforeAll(async () => {
  process.env.CATALOG_DIR = smallCatalogDir();
  server = createServer(async (req, res) => {
    const url = new URL(req.url ?? "/", "http://localhost");
    seen.push({ url: url.pathname + url.search, acceptLanguage: req.headers["accept-language"], store: req.headers["store"] as string | undefined });
    const match = ROUTES.map(([pattern, route]) => [pattern.exec(url.pathname), route] as const).find(([m]) => m);
    if (!match) return void res.writeHead(404).end();
    const [groups, route] = match;
    const request = new Request(url, { headers: req.headers as Record<string, string> });
    const params = Object.fromEntries(Object.entries(groups?.groups ?? {}).map(([k, v]) => [k, decodeURIComponent(v)]));
    const response = await route(request, { params: Promise.resolve(params) });
    res.writeHead(response.status, Object.fromEntries(response.headers)).end(Buffer.from(await response.arrayBuffer()));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  baseURL = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe("products API routes called directly (P1)", () => {
  it("P1 answers the tree in the Accept-Language locale", async () => {
    const response = await treeRoute(new Request("http://site/x", { headers: { "accept-language": "fr-CA" } }), { params: Promise.resolve({ brand: "voltline" }) });
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body.productCategories.find((c: { key: string }) => c.key === "lighting-controls").name).toBe("Commandes d'éclairage");
  });

  it("answers 404 JSON for an unknown brand", async () => {
    const response = await treeRoute(new Request("http://site/x"), { params: Promise.resolve({ brand: "acme" }) });
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ error: "Brand acme not found" });
  });

  it("answers 400 for missing, malformed or too many ids", async () => {
    const call = (query: string) => productsRoute(new Request(`http://site/x${query}`), { params: Promise.resolve({ brand: "voltline" }) });
    expect((await call("")).status).toBe(400);
    expect((await call("?ids=1,abc")).status).toBe(400);
    expect((await call("?ids=1'%20OR%201=1")).status).toBe(400);
    expect((await call(`?ids=${Array.from({ length: 101 }, (_, i) => 1_000_001 + i).join(",")}`)).status).toBe(400);
  });

  it("answers 400 for empty, malformed or too many catalogue numbers", async () => {
    const call = (query: string) => productsRoute(new Request(`http://site/x${query}`), { params: Promise.resolve({ brand: "voltline" }) });
    expect((await call("?catalogNumbers=")).status).toBe(400);
    expect((await call("?catalogNumbers=DR101,dr102")).status).toBe(400);
    expect((await call("?catalogNumbers=..%2Fetc")).status).toBe(400);
    expect((await call(`?catalogNumbers=${Array.from({ length: 101 }, (_, i) => `DR${100 + i}`).join(",")}`)).status).toBe(400);
    const unknown = await call("?catalogNumbers=ZZ999-NOPE");
    expect(unknown.status).toBe(200);
    expect(await unknown.json()).toEqual({ products: [] });
  });
});

describe("products-api adapter against the served API (P1, R10)", () => {
  it("P1 reads the same tree the local adapter gives, sending Accept-Language and Store", async () => {
    const http = createProductsApiCatalogSource(baseURL);
    const local = createLocalCatalogSource(smallCatalogDir());
    expect(await http.getCategoryTree("voltline-mexico", "es-mx")).toEqual(await local.getCategoryTree("voltline-mexico", "es-mx"));
    expect(seen.at(-1)).toMatchObject({ url: "/products-api-proxy/rest/v1/categories/voltline-mexico/tree", acceptLanguage: "es-MX", store: "voltline-mexico" });
  });

  it("R10 fetches products by PIM ids in the order asked, split into batches", async () => {
    const http = createProductsApiCatalogSource(baseURL);
    const local = createLocalCatalogSource(smallCatalogDir());
    const ids = loadCatalog(smallCatalogDir()).products.filter((p) => p.algoliaBrands.includes("Voltline") && p.salesOrgs.includes("US01")).slice(0, 150).map((p) => p.id).reverse();
    const before = seen.length;
    const products = await http.getProducts("voltline", ids, "fr-ca");
    expect(products.map((p) => p.id)).toEqual(ids);
    expect(products).toEqual(await local.getProducts("voltline", ids, "fr-ca"));
    expect(seen.length - before).toBe(2);
  });

  it("F2/F3 fetches products by catalogue numbers in the order asked, split into batches, leaving out unknown ones", async () => {
    const http = createProductsApiCatalogSource(baseURL);
    const local = createLocalCatalogSource(smallCatalogDir());
    const numbers = loadCatalog(smallCatalogDir()).products.filter((p) => p.algoliaBrands.includes("Voltline") && p.salesOrgs.includes("US01")).slice(0, 120).map((p) => p.catalogNumber).reverse();
    const before = seen.length;
    const products = await http.getProductsByCatalogNumbers("voltline", [...numbers, "ZZ999-NOPE"], "es-mx");
    expect(products.map((p) => p.catalogNumber)).toEqual(numbers);
    expect(products).toEqual(await local.getProductsByCatalogNumbers("voltline", numbers, "es-mx"));
    expect(seen.length - before).toBe(2);
    expect(seen.at(-1)?.url).toMatch(/^\/products-api-proxy\/rest\/v1\/products\/voltline\?catalogNumbers=/);
  });

  it("P7 reads programs", async () => {
    const programs = await createProductsApiCatalogSource(baseURL).getPrograms("voltline", "en");
    expect(programs.map((p) => p.name)).toContain("Quick Ship");
  });

  it("P1 logs and returns an empty tree and no products when the API answers with an error", async () => {
    const http = createProductsApiCatalogSource(baseURL);
    expect(await http.getCategoryTree("acme", "en")).toEqual({ productCategories: [], compatibilityCategories: [] });
    expect(await http.getProducts("acme", ["1000001"], "en")).toEqual([]);
  });

  it("E3: an API that does not answer is an error for the last-good decorator, not an empty catalogue", async () => {
    const down = createProductsApiCatalogSource("http://127.0.0.1:9");
    await expect(down.getCategoryTree("voltline", "en")).rejects.toMatchObject({ name: "ProductsApiError", message: "products API category tree failed (no answer)" });
    await expect(down.getPrograms("voltline", "en")).rejects.toMatchObject({ name: "ProductsApiError" });
  });
});

describe("products-api adapter: documents from the DAM (P5)", () => {
  it("maps the API's document links through the shared mapper, dropping unsafe ones", async () => {
    const product = (await createLocalCatalogSource(smallCatalogDir()).getProducts("voltline", [loadCatalog(smallCatalogDir()).products[0]!.id], "en"))[0]!;
    const documents = [
      { id: "DOC-SS-1", kind: "specSheet", title: "Spec sheet", url: "https://dam.voltline.example/ss/1.pdf" },
      { id: "DOC-II-1", kind: "installationInstructions", title: "Installation instructions", url: "javascript:alert(1)" },
      { id: "DOC-X-1", kind: "brochure", title: "Brochure", url: "https://dam.voltline.example/x.pdf" },
    ];
    const dam = createServer((_req, res) => {
      res.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify({ products: [{ ...product, documents }] }));
    });
    await new Promise<void>((resolve) => dam.listen(0, "127.0.0.1", resolve));
    try {
      const http = createProductsApiCatalogSource(`http://127.0.0.1:${(dam.address() as AddressInfo).port}`);
      const [read] = await http.getProducts("voltline", [product.id], "en");
      expect(read?.documents).toEqual([documents[0]]);
    } finally {
      await new Promise<void>((resolve) => dam.close(() => resolve()));
    }
  });
});

describe("products-api adapter: the calls pages need besides products (issue 15 §3)", () => {
  const local = () => createLocalCatalogSource(smallCatalogDir());
  const http = () => createProductsApiCatalogSource(baseURL);

  it("P4/S1 reads the attribute definitions in the locale, as the local adapter gives them", async () => {
    const attributes = await http().getAttributes("fr-ca");
    expect(attributes).toEqual(await local().getAttributes("fr-ca"));
    expect(attributes.attributes.find((a) => a.key === "amperage")).toMatchObject({ type: "number", unit: "A" });
    expect(attributes.attributes.find((a) => a.key === "colour")?.label).toBe("Couleur");
    expect(Object.keys(attributes.classes).length).toBeGreaterThan(10);
    expect(seen.at(-1)).toMatchObject({ url: "/products-api-proxy/rest/v1/attributes", acceptLanguage: "fr-CA" });
  });

  it("P2/S4 reads a category's product ids newest first, and all of the brand's", async () => {
    const tree = await local().getCategoryTree("homestyle", "en");
    const top = tree.productCategories.find((c) => c.level === 0)!;
    const ids = await http().getCategoryProductIds("homestyle", top.key);
    expect(ids).toEqual(await local().getCategoryProductIds("homestyle", top.key));
    expect(ids.length).toBe(top.productCount);
    const all = await http().getCategoryProductIds("homestyle");
    expect(all.length).toBeGreaterThan(ids.length);
    const products = await local().getProducts("homestyle", all.slice(0, 20), "en");
    const dates = products.map((p) => p.releaseDate);
    expect([...dates].sort().reverse()).toEqual(dates);
    expect(await http().getCategoryProductIds("homestyle", "no-such-category")).toEqual([]);
    expect(await http().getCategoryProductIds("acme")).toEqual([]);
  });

  it("P5 reads a document with its family's products the brand sells; unknown documents are undefined", async () => {
    const catalog = loadCatalog(smallCatalogDir());
    const family = catalog.families.find((f, i) => catalog.products.some((p) => p.family === i && p.algoliaBrands.includes("Voltline") && p.salesOrgs.includes("US01")))!;
    const id = family.documents[0]!.id;
    const read = await http().getDocument("voltline", id, "es-mx");
    expect(read).toEqual(await local().getDocument("voltline", id, "es-mx"));
    expect(read?.document).toMatchObject({ id, kind: family.documents[0]!.kind });
    expect(read?.products.length).toBeGreaterThan(0);
    expect(read?.products.every((p) => p.familyId === family.id)).toBe(true);
    expect(await http().getDocument("voltline", "DOC-SS-NOPE", "en")).toBeUndefined();
    expect(await http().getDocument("acme", id, "en")).toBeUndefined();
  });

  it("P9 reads a product drawing's bytes; an unknown file is undefined", async () => {
    const image = loadCatalog(smallCatalogDir()).products[0]!.images[0]!;
    const media = await http().getProductMedia(`${image}-front.png`);
    expect(media?.contentType).toBe("image/png");
    expect(media?.body.equals((await local().getProductMedia(`${image}-front.png`))!.body)).toBe(true);
    expect(await http().getProductMedia("nope-front.png")).toBeUndefined();
    expect(await http().getProductMedia("../etc/passwd")).toBeUndefined();
  });

  it("answers 400 for a malformed category key or document id, 404 for an unknown brand", async () => {
    const ids = (query: string, brand = "voltline") => productIdsRoute(new Request(`http://site/x${query}`), { params: Promise.resolve({ brand }) });
    expect((await ids("?category=..%2Fx")).status).toBe(400);
    expect((await ids("", "acme")).status).toBe(404);
    const document = (id: string) => documentRoute(new Request("http://site/x"), { params: Promise.resolve({ brand: "voltline", id }) });
    expect((await document("x'; drop")).status).toBe(400);
    expect((await document("DOC-SS-NOPE")).status).toBe(404);
  });

  it("E3: the new calls also treat an API that does not answer as an outage", async () => {
    const down = createProductsApiCatalogSource("http://127.0.0.1:9");
    await expect(down.getAttributes("en")).rejects.toMatchObject({ name: "ProductsApiError" });
    await expect(down.getCategoryProductIds("voltline", "wiring-devices")).rejects.toMatchObject({ name: "ProductsApiError" });
    await expect(down.getDocument("voltline", "DOC-SS-F00001", "en")).rejects.toMatchObject({ name: "ProductsApiError" });
  });
});

describe("product pages (R17 sitemaps)", () => {
  it("the local adapter lists what the brand sells in id order, with the slug of the locale, paged", async () => {
    const local = createLocalCatalogSource(smallCatalogDir());
    const all = await local.listProductPages("voltline", "fr-ca", { offset: 0, limit: 10_000 });
    expect(all.total).toBe(all.products.length);
    expect(all.total).toBeGreaterThan(0);
    expect(all.products.map((p) => Number(p.id))).toEqual([...all.products.map((p) => Number(p.id))].sort((a, b) => a - b));
    const [first] = await local.getProducts("voltline", [all.products[0]!.id], "fr-ca");
    expect(all.products[0]).toEqual({ id: first!.id, slug: first!.slug, lastmod: first!.releaseDate });
    const second = await local.listProductPages("voltline", "fr-ca", { offset: 1, limit: 2 });
    expect(second).toEqual({ total: all.total, products: all.products.slice(1, 3) });
    // Every entry is a product the brand's product route finds.
    expect((await local.getProducts("voltline", all.products.map((p) => p.id), "fr-ca")).length).toBe(all.total);
    expect(await local.listProductPages("acme", "en", { offset: 0, limit: 10 })).toEqual({ total: 0, products: [] });
  });

  it("a brand sells only its assortment: a product of another brand is not listed", async () => {
    const local = createLocalCatalogSource(smallCatalogDir());
    const ids = new Set((await local.listProductPages("progress-lighting", "en", { offset: 0, limit: 10_000 })).products.map((p) => p.id));
    const outside = loadCatalog(smallCatalogDir()).products.find((raw) => !ids.has(raw.id));
    expect(outside).toBeDefined();
    expect(await local.getProducts("progress-lighting", [outside!.id], "en")).toEqual([]);
  });

  it("the products-api adapter reads the same pages through the served API", async () => {
    const local = createLocalCatalogSource(smallCatalogDir());
    const http = createProductsApiCatalogSource(baseURL);
    for (const page of [{ offset: 0, limit: 10_000 }, { offset: 3, limit: 5 }]) {
      expect(await http.listProductPages("voltline-canada", "fr-ca", page)).toEqual(await local.listProductPages("voltline-canada", "fr-ca", page));
    }
    expect(await http.listProductPages("acme", "en", { offset: 0, limit: 10 })).toEqual({ total: 0, products: [] });
  });

  it("the route answers 400 to offsets and limits that are not whole numbers or ask too much", async () => {
    const call = (query: string) => productPagesRoute(new Request(`http://site/x${query}`), { params: Promise.resolve({ brand: "voltline" }) });
    for (const query of ["?offset=-1", "?limit=abc", "?limit=10001", "?offset=1e3", "?offset=99999999999"]) expect((await call(query)).status, query).toBe(400);
    expect((await call("?offset=0&limit=1")).status).toBe(200);
  });
});
