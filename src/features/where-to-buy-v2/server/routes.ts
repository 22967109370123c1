// The routes of Where to Buy V2 (F7, issue 16), as functions of their dependencies (the app's route files hand in the
// site's; tests hand in fakes). None answers a 5xx: a bad brand, locale, product or retailer is a translated 404, bad
// input a translated 400, and a failing feed, catalogue or distributor search is the "unavailable" answer.
//  - retailers: the product's online offers in the brand's market, display-ready in the locale (shared cache 5 min);
//  - buy: the same-site buy link; it records the conversion (S5, with consent) and redirects to the retailer's page
//    that the feed holds for this retailer and product: the target is never read from the request;
//  - distributors: the nearest branches that stock the product's family, from a typed place, a position, or the
//    visitor's address (IP look-up); private.
import "server-only";
import { localeIso, isLocale, DEFAULT_LOCALE, type Locale } from "@/config/locales";
import type { Brand } from "@/features/brand";
import type { Product } from "@/features/catalog";
import type { CatalogSource } from "@/features/catalog/server";
import type { ConversionOutcome, ServerConversion } from "@/features/insights/server";
import { formatPhone } from "@/features/forms";
import { formatDistance, formatRadius, locatorHref, parseLocatorQuery, RADIUS_CHOICES, toKm, type LocatorQuery } from "@/features/locator";
import { answerWhereToBuy, type WhereToBuyDeps } from "@/features/locator/server";
import type { IpLocation } from "@/platform/ip-location";
import { isSafeRetailerUrl, marketOf, RETAILER_ID, type RetailerFeed } from "@/platform/retailers";
import { buildProductUrl, sitePath } from "@/platform/routing/urls";
import { BUY_EVENT_NAME, buyPath, familyOf, NEARBY_LIMIT, PRODUCT_ID, SECTION_ID, type DistributorsAnswer, type OfferView, type RetailersAnswer } from "../model";
import { translator, type Translate } from "./messages";

type CategoryTree = Awaited<ReturnType<CatalogSource["getCategoryTree"]>>;

export interface RouteDeps {
  brands: (locale: Locale) => Promise<Brand[]>;
  /** The product when the brand sells it (its assortment), else undefined. */
  product: (brand: string, id: string, locale: Locale) => Promise<Product | undefined>;
  categories: (brand: string, locale: Locale) => Promise<CategoryTree>;
  feed: () => RetailerFeed;
  recordConversion: (request: Request, conversion: ServerConversion) => Promise<ConversionOutcome>;
  whereToBuy: WhereToBuyDeps;
  ipLocate: (request: Request) => Promise<IpLocation>;
  onError?: (error: unknown, what: string) => void;
}

export interface ProductParams {
  brand: string;
  locale: string;
  productId: string;
}

const NO_STORE = { "cache-control": "private, no-store" };
const SHARED = { "cache-control": "public, max-age=300, s-maxage=300" };
/** The page's where-to-buy tool (F6); its query is filled in by locatorHref. */
const WHERE_TO_BUY_SLUG = "where-to-buy";

type Resolved =
  | { kind: "ok"; locale: Locale; brand: Brand; product: Product }
  | { kind: "notFound"; locale: Locale; brand?: Brand }
  | { kind: "unavailable"; locale: Locale; brand: Brand };

async function resolve(params: ProductParams, deps: RouteDeps): Promise<Resolved> {
  if (!isLocale(params.locale)) return { kind: "notFound", locale: DEFAULT_LOCALE };
  const locale = params.locale;
  let brand: Brand | undefined;
  try {
    brand = (await deps.brands(locale)).find((entry) => entry.brandDirectory === params.brand && entry.locales.includes(locale));
  } catch (error) {
    deps.onError?.(error, "brands");
    return { kind: "notFound", locale };
  }
  if (!brand || !PRODUCT_ID.test(params.productId)) return { kind: "notFound", locale, ...(brand ? { brand } : {}) };
  try {
    const product = await deps.product(brand.brandDirectory, params.productId, locale);
    return product ? { kind: "ok", locale, brand, product } : { kind: "notFound", locale, brand };
  } catch (error) {
    deps.onError?.(error, "catalogue");
    return { kind: "unavailable", locale, brand };
  }
}

const json = (status: number, body: unknown, headers: Record<string, string>) => Response.json(body, { status, headers: { ...headers, "x-robots-tag": "noindex" } });

export async function retailersResponse(params: ProductParams, deps: RouteDeps): Promise<Response> {
  const found = await resolve(params, deps);
  const t = translator(found.locale);
  if (found.kind === "notFound") return json(404, { status: 404, message: t("productNotFound") }, NO_STORE);
  const unavailable: RetailersAnswer = { status: "unavailable", message: t("offersUnavailable") };
  if (found.kind === "unavailable") return json(200, unavailable, NO_STORE);
  const { brand, locale, product } = found;
  const market = marketOf(brand);
  const answer = await deps.feed().offers({ brand: brand.brandDirectory, market, locale: localeIso(locale), productId: product.id, upc: product.upc });
  if (answer.status !== "ok") return json(200, unavailable, NO_STORE);
  const offers = answer.offers.map((offer): OfferView => {
    const view: OfferView = { retailerId: offer.retailer.id, name: offer.retailer.name, href: buyPath(brand.brandDirectory, locale, product.id, offer.retailer.id), buy: t("buyAt", { retailer: offer.retailer.name }) };
    if (offer.price) view.price = new Intl.NumberFormat(localeIso(locale), { style: "currency", currency: offer.price.currency }).format(offer.price.amount);
    if (offer.stock) {
      view.stock = offer.stock;
      view.stockText = t(`stock.${offer.stock}`);
    }
    return view;
  });
  const body: RetailersAnswer = { status: "ok", offers, note: t("note"), newTab: t("newTab"), ...(offers.length === 0 ? { empty: t("noOffers", { market: t(`markets.${market}`) }) } : {}) };
  return json(200, body, SHARED);
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c] ?? c);
}

/** A buy link that leads nowhere: a small translated page (the visitor is in a new tab), 404, never cached. */
function notFoundPage(locale: Locale, message: string, back: { href: string; label: string }): Response {
  const html = `<!doctype html><html lang="${locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${escapeHtml(message)}</title><style>body{font-family:system-ui,sans-serif;margin:0;color:#1b1f24}main{max-width:40rem;margin:15vh auto;padding:0 1rem}a{color:#0b4f8a;font-weight:600}</style></head><body><main><h1>${escapeHtml(message)}</h1><p><a href="${escapeHtml(back.href)}">${escapeHtml(back.label)}</a></p></main></body></html>`;
  return new Response(html, { status: 404, headers: { "content-type": "text/html; charset=utf-8", ...NO_STORE, "x-robots-tag": "noindex" } });
}

function seeOther(location: string): Response {
  return new Response(null, { status: 303, headers: { location, ...NO_STORE, "x-robots-tag": "noindex" } });
}

/**
 * GET (and HEAD) of a buy link. Only GET records: a HEAD (link checkers) learns the target without counting. The
 * conversion is stored before the redirect is answered, so it is not lost when the tab moves on.
 */
export async function buyResponse(request: Request, params: ProductParams & { retailerId: string }, deps: RouteDeps): Promise<Response> {
  const found = await resolve(params, deps);
  const t = translator(found.locale);
  const home = found.brand ? sitePath(found.brand.brandDirectory, found.locale) : "/";
  if (found.kind === "notFound") return notFoundPage(found.locale, t("productNotFound"), { href: home, label: t("backToProduct") });
  if (found.kind === "unavailable") return seeOther(sitePath(found.brand.brandDirectory, found.locale, WHERE_TO_BUY_SLUG));
  const { brand, locale, product } = found;
  const productPage = `${sitePath(brand.brandDirectory, locale, buildProductUrl(product))}#${SECTION_ID}`;
  if (!RETAILER_ID.test(params.retailerId)) return notFoundPage(locale, t("retailerNotFound"), { href: productPage, label: t("backToProduct") });
  const answer = await deps.feed().offers({ brand: brand.brandDirectory, market: marketOf(brand), locale: localeIso(locale), productId: product.id, upc: product.upc });
  if (answer.status !== "ok") return seeOther(productPage);
  const offer = answer.offers.find((candidate) => candidate.retailer.id === params.retailerId);
  if (!offer || !isSafeRetailerUrl(offer.url)) return notFoundPage(locale, t("retailerNotFound"), { href: productPage, label: t("backToProduct") });
  let outcome: ConversionOutcome | "notCounted" = "notCounted";
  if (request.method === "GET") {
    const queryID = new URL(request.url).searchParams.get("queryID") ?? undefined;
    outcome = await deps.recordConversion(request, { locale, objectIDs: [product.id], eventName: BUY_EVENT_NAME, queryID }).catch((error: unknown) => {
      deps.onError?.(error, "conversion");
      return "failed" as const;
    });
  }
  return new Response(null, {
    status: 302,
    headers: { location: offer.url, ...NO_STORE, "referrer-policy": "no-referrer", "x-robots-tag": "noindex, nofollow", "voltline-conversion": outcome },
  });
}

function first(params: URLSearchParams, name: string): string | undefined {
  return params.get(name) ?? undefined;
}

export async function distributorsResponse(request: Request, params: ProductParams, deps: RouteDeps): Promise<Response> {
  const found = await resolve(params, deps);
  const t: Translate = translator(found.locale);
  if (found.kind === "notFound") return json(404, { status: 404, message: t("productNotFound") }, NO_STORE);
  const reply = (status: number, body: DistributorsAnswer) => json(status, body, NO_STORE);
  if (found.kind === "unavailable") return reply(200, { status: "unavailable", message: t("unavailable") });
  const { brand, locale, product } = found;
  const unit = brand.unitDistance;
  const country = brand.restrictWhereToBuyResultsToCountry || undefined;
  const tree = await deps.categories(brand.brandDirectory, locale).catch((error: unknown) => {
    deps.onError?.(error, "categories");
    return { productCategories: [], compatibilityCategories: [] } satisfies CategoryTree;
  });
  const family = familyOf(product.categoryKey, tree);

  const search = new URL(request.url).searchParams;
  const raw = { q: first(search, "q"), lat: first(search, "lat"), lng: first(search, "lng") };
  const parsed = parseLocatorQuery(raw, { unit, families: family ? [family.key] : [] });
  if (parsed.problems.includes("tooLong")) return reply(400, { status: "invalid", message: t("tooLong", { max: 100 }) });
  if (parsed.problems.includes("coordinates")) return reply(400, { status: "invalid", message: t("coordinates") });
  const choices = RADIUS_CHOICES[unit];
  let query: LocatorQuery = { ...parsed, radius: choices.at(-1)!, limit: NEARBY_LIMIT, ...(family ? { family: family.key } : {}) };
  let ipPlace: string | undefined;
  if (!query.searchable) {
    const asked = raw.q !== undefined || raw.lat !== undefined || raw.lng !== undefined;
    const located = asked ? undefined : await deps.ipLocate(request).catch(() => undefined);
    if (located?.status !== "known") return reply(200, { status: "needsLocation", message: t("needsLocation") });
    query = { ...query, point: { lat: located.lat, lng: located.lng }, searchable: true };
    ipPlace = [located.city, located.region].filter(Boolean).join(", ") || undefined;
  }

  const answer = await answerWhereToBuy(query, { brandDirectory: brand.brandDirectory, unitDistance: unit, ...(country ? { restrictWhereToBuyResultsToCountry: country } : {}) }, locale, deps.whereToBuy);
  if (answer.kind === "notFound") return reply(200, { status: "notFound", message: t("notFound", { text: answer.text }) });
  if (answer.kind !== "results") return reply(200, { status: "unavailable", message: t("unavailable") });
  const place = answer.origin.place?.label ?? ipPlace ?? t("yourLocation");
  const farthest = Math.max(0, ...answer.hits.map((hit) => hit.distanceKm));
  const linkRadius = choices.find((choice) => toKm(choice, unit) >= farthest) ?? choices.at(-1)!;
  const seeAll = {
    href: locatorHref(sitePath(brand.brandDirectory, locale, WHERE_TO_BUY_SLUG), { text: query.text, ...(query.text ? {} : { point: answer.origin.point }), radius: answer.hits.length > 0 ? linkRadius : query.radius, ...(family ? { family: family.key } : {}), limit: 20 }, unit),
    text: t("seeAll", { place }),
  };
  if (answer.hits.length === 0) {
    const radius = formatRadius(query.radius, unit, locale);
    return reply(200, { status: "none", message: family ? t("noneNear", { family: family.name, radius, place }) : t("noneNearAll", { brand: brand.brandName, radius, place }), seeAll });
  }
  return reply(200, {
    status: "results",
    heading: t("nearHeading", { count: answer.hits.length, place }),
    hits: answer.hits.map(({ branch, distanceKm }) => ({
      id: branch.id,
      name: branch.name,
      distance: t("away", { distance: formatDistance(distanceKm, unit, locale) }),
      address: [branch.address.line1, [branch.address.city, [branch.address.region, branch.address.postalCode].filter(Boolean).join(" ")].filter(Boolean).join(", ")],
      phone: { href: `tel:${branch.phone}`, text: formatPhone(branch.phone, country ?? "US") },
    })),
    phoneLabel: t("phone"),
    seeAll,
  });
}
