// The products API served by this site from the local catalogue (P1, R10), so the HTTP adapter has a real server.
import "server-only";
import { DEFAULT_LOCALE } from "@/config/locales";
import { localeFromAcceptLanguage } from "@/platform/routing/resolve-request";
import { brandAssortment } from "../assortment";
import { catalogConfig, MAX_IDS_PER_REQUEST } from "./config";
import { createLocalCatalogSource } from "./local";
import { MAX_PRODUCT_PAGES_PER_CALL, type CatalogSource } from "./port";

const PIM_ID = /^\d{1,12}$/;
const CACHE_CONTROL = "public, max-age=300, stale-while-revalidate=3600";

let localSource: CatalogSource | undefined;
// Always the local catalogue: this is the API the products-api adapter may call, never a loop back to itself.
const source = () => (localSource ??= createLocalCatalogSource(catalogConfig().catalogDir));

function json(body: unknown, status = 200): Response {
  return Response.json(body, {
    status,
    headers: status === 200 ? { "cache-control": CACHE_CONTROL, vary: "Accept-Language" } : { "cache-control": "no-store" },
  });
}

function requestLocale(request: Request) {
  return localeFromAcceptLanguage(request.headers.get("accept-language")) ?? DEFAULT_LOCALE;
}

const brandNotFound = (brand: string) => json({ error: `Brand ${brand} not found` }, 404);

export async function handleCategoryTree(request: Request, brand: string, catalog: CatalogSource = source()): Promise<Response> {
  if (!brandAssortment(brand)) return brandNotFound(brand);
  return json(await catalog.getCategoryTree(brand, requestLocale(request)));
}

/** A catalogue number as the products API takes it (upper case letters, digits, `-` `.` `/`). */
const CATALOG_NUMBER = /^[A-Z0-9][A-Z0-9./-]{0,38}[A-Z0-9]$/;

/**
 * `?ids=1000001,1000002` (at most MAX_IDS_PER_REQUEST PIM ids), or `?catalogNumbers=DR101-IV,GF15-WH` (as many
 * exact catalogue numbers).
 */
export async function handleProductsByIds(request: Request, brand: string, catalog: CatalogSource = source()): Promise<Response> {
  if (!brandAssortment(brand)) return brandNotFound(brand);
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

export async function handlePrograms(request: Request, brand: string, catalog: CatalogSource = source()): Promise<Response> {
  if (!brandAssortment(brand)) return brandNotFound(brand);
  return json({ programs: await catalog.getPrograms(brand, requestLocale(request)) });
}

const WHOLE_NUMBER = /^\d{1,9}$/;

/** `?offset=0&limit=10000`: the brand's product pages in id order (R17 sitemaps), at most MAX_PRODUCT_PAGES_PER_CALL. */
export async function handleProductPages(request: Request, brand: string, catalog: CatalogSource = source()): Promise<Response> {
  if (!brandAssortment(brand)) return brandNotFound(brand);
  const params = new URL(request.url).searchParams;
  const offset = params.get("offset") ?? "0";
  const limit = params.get("limit") ?? String(MAX_PRODUCT_PAGES_PER_CALL);
  if (!WHOLE_NUMBER.test(offset) || !WHOLE_NUMBER.test(limit)) return json({ error: "offset and limit must be whole numbers" }, 400);
  if (Number(limit) > MAX_PRODUCT_PAGES_PER_CALL) return json({ error: `At most ${MAX_PRODUCT_PAGES_PER_CALL} product pages per request` }, 400);
  return json(await catalog.listProductPages(brand, requestLocale(request), { offset: Number(offset), limit: Number(limit) }));
}
