// The products API served by this site from the local catalogue (P1, R10), so the HTTP adapter has a real server.
import "server-only";
import { DEFAULT_LOCALE } from "@/config/locales";
import { localeFromAcceptLanguage } from "@/platform/routing/resolve-request";
import { getBrandAssortment, type AssortmentResolver } from "./assortments";
import { catalogConfig, MAX_IDS_PER_REQUEST } from "./config";
import { createLocalCatalogSource } from "./local";
import { MAX_PRODUCT_PAGES_PER_CALL, type CatalogSource } from "./port";
import { CACHE_CONTROL } from "@/platform/cache/strategies";

const PIM_ID = /^\d{1,12}$/;

let localSource: CatalogSource | undefined;
// Always the local catalogue: this is the API the products-api adapter may call, never a loop back to itself.
const source = () => (localSource ??= createLocalCatalogSource(catalogConfig().catalogDir));

function json(body: unknown, status = 200): Response {
  return Response.json(body, {
    status,
    headers: status === 200 ? { "cache-control": CACHE_CONTROL.catalogApi, vary: "Accept-Language" } : { "cache-control": CACHE_CONTROL.noStore },
  });
}

function requestLocale(request: Request) {
  return localeFromAcceptLanguage(request.headers.get("accept-language")) ?? DEFAULT_LOCALE;
}

const brandNotFound = (brand: string) => json({ error: `Brand ${brand} not found` }, 404);

/** A brand the API knows: one whose CMS brand entry sells something (B6). */
async function unknownBrand(brand: string, assortmentOf: AssortmentResolver): Promise<boolean> {
  return !(await assortmentOf(brand));
}

export async function handleCategoryTree(request: Request, brand: string, catalog: CatalogSource = source(), assortmentOf = getBrandAssortment): Promise<Response> {
  if (await unknownBrand(brand, assortmentOf)) return brandNotFound(brand);
  return json(await catalog.getCategoryTree(brand, requestLocale(request)));
}

/** A catalogue number as the products API takes it (upper case letters, digits, `-` `.` `/`). */
const CATALOG_NUMBER = /^[A-Z0-9][A-Z0-9./-]{0,38}[A-Z0-9]$/;

/**
 * `?ids=1000001,1000002` (at most MAX_IDS_PER_REQUEST PIM ids), or `?catalogNumbers=DR101-IV,GF15-WH` (as many
 * exact catalogue numbers).
 */
export async function handleProductsByIds(request: Request, brand: string, catalog: CatalogSource = source(), assortmentOf = getBrandAssortment): Promise<Response> {
  if (await unknownBrand(brand, assortmentOf)) return brandNotFound(brand);
  const params = new URL(request.url).searchParams;
  const numbersParam = params.get("catalogNumbers");
  if (numbersParam !== null && params.get("ids") === null) {
    const numbers = numbersParam.split(",").map((n) => n.trim()).filter(Boolean);
    if (numbers.length === 0) return json({ error: "Query parameter catalogNumbers is empty" }, 400);
    if (numbers.length > MAX_IDS_PER_REQUEST) return json({ error: `At most ${MAX_IDS_PER_REQUEST} catalogue numbers per request` }, 400);
    if (!numbers.every((n) => CATALOG_NUMBER.test(n))) return json({ error: "catalogNumbers must be catalogue numbers" }, 400);
    return json({ products: await catalog.getProductsByCatalogNumbers(brand, numbers, requestLocale(request)) });
  }
  const param = params.get("ids");
  if (param === null) return json({ error: "Query parameter ids is required" }, 400);
  const ids = param.split(",").map((id) => id.trim()).filter(Boolean);
  if (ids.length > MAX_IDS_PER_REQUEST) return json({ error: `At most ${MAX_IDS_PER_REQUEST} ids per request` }, 400);
  if (!ids.every((id) => PIM_ID.test(id))) return json({ error: "ids must be numeric PIM ids" }, 400);
  return json({ products: await catalog.getProducts(brand, ids, requestLocale(request)) });
}

export async function handlePrograms(request: Request, brand: string, catalog: CatalogSource = source(), assortmentOf = getBrandAssortment): Promise<Response> {
  if (await unknownBrand(brand, assortmentOf)) return brandNotFound(brand);
  return json({ programs: await catalog.getPrograms(brand, requestLocale(request)) });
}

const WHOLE_NUMBER = /^\d{1,9}$/;

/** `?offset=0&limit=10000`: the brand's product pages in id order (R17 sitemaps), at most MAX_PRODUCT_PAGES_PER_CALL. */
export async function handleProductPages(request: Request, brand: string, catalog: CatalogSource = source(), assortmentOf = getBrandAssortment): Promise<Response> {
  if (await unknownBrand(brand, assortmentOf)) return brandNotFound(brand);
  const params = new URL(request.url).searchParams;
  const offset = params.get("offset") ?? "0";
  const limit = params.get("limit") ?? String(MAX_PRODUCT_PAGES_PER_CALL);
  if (!WHOLE_NUMBER.test(offset) || !WHOLE_NUMBER.test(limit)) return json({ error: "offset and limit must be whole numbers" }, 400);
  if (Number(limit) > MAX_PRODUCT_PAGES_PER_CALL) return json({ error: `At most ${MAX_PRODUCT_PAGES_PER_CALL} product pages per request` }, 400);
  return json(await catalog.listProductPages(brand, requestLocale(request), { offset: Number(offset), limit: Number(limit) }));
}

/** Attribute definitions in the Accept-Language locale, with each class's attribute order (P4, S1). */
export async function handleAttributes(request: Request, catalog: CatalogSource = source()): Promise<Response> {
  return json(await catalog.getAttributes(requestLocale(request)));
}

const CATEGORY_KEY = /^[a-z0-9][a-z0-9-]{0,79}$/;

/** `?category=duplex-receptacles` (omitted: every product of the brand): PIM ids, newest first. */
export async function handleCategoryProductIds(request: Request, brand: string, catalog: CatalogSource = source(), assortmentOf = getBrandAssortment): Promise<Response> {
  if (await unknownBrand(brand, assortmentOf)) return brandNotFound(brand);
  const category = new URL(request.url).searchParams.get("category");
  if (category !== null && !CATEGORY_KEY.test(category)) return json({ error: "category must be a category key" }, 400);
  return json({ ids: await catalog.getCategoryProductIds(brand, category ?? undefined) });
}

const DOCUMENT_ID = /^DOC-[A-Z0-9-]{1,60}$/;

/** A document with its family's products the brand sells, in the Accept-Language locale (P5). */
export async function handleDocument(request: Request, brand: string, id: string, catalog: CatalogSource = source(), assortmentOf = getBrandAssortment): Promise<Response> {
  if (await unknownBrand(brand, assortmentOf)) return brandNotFound(brand);
  if (!DOCUMENT_ID.test(id)) return json({ error: "Not a document id" }, 400);
  const document = await catalog.getDocument(brand, id, requestLocale(request));
  return document ? json(document) : json({ error: `Document ${id} not found` }, 404);
}

/** A product drawing raster (P9), immutable. */
export async function handleMedia(file: string, catalog: CatalogSource = source()): Promise<Response> {
  const media = await catalog.getProductMedia(file);
  if (!media) return new Response("Not found", { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": CACHE_CONTROL.minutes } });
  return new Response(new Uint8Array(media.body), {
    headers: { "Content-Type": media.contentType, "Content-Length": String(media.body.length), "Cache-Control": CACHE_CONTROL.immutable },
  });
}
