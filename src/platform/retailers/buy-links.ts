// The production adapter of the retailers port (X8): the buy-links service's JSON API, asked from the server with a
// short timeout (the retailer-widget script is not loaded in the visitor's browser: see ADR 54). Request:
// `GET {base}/offers?productId=&upc=&market=&locale=&brand=` with `Authorization: Bearer {key}`. Answer:
// `{"offers":[{"retailer":{"id","name"},"url","price":{"amount","currency"},"availability"}]}`. A 404 is a product the
// service does not know (no offers); a timeout, any other status, a redirect, a body past 64 KB or a body of another
// shape is "unavailable". Offers with an unsafe URL or an unknown retailer id are dropped one by one.
import { CURRENCIES, type CurrencyCode } from "@/config/constants";
import { isSafeRetailerUrl, MAX_OFFERS, RETAILER_ID, type OffersAnswer, type RetailerFeed, type RetailerOffer, type StockStatus } from "./port";

export interface BuyLinksOptions {
  /** Base URL of the service's API (`https://buy-links.example/v2`). */
  url: string;
  apiKey?: string;
  timeoutMs: number;
  fetch?: typeof fetch;
  onError?: (error: unknown) => void;
}

const MAX_BODY = 64 * 1024;
const UNAVAILABLE: OffersAnswer = { status: "unavailable" };

const AVAILABILITY: Record<string, StockStatus> = { in_stock: "inStock", instock: "inStock", low_stock: "lowStock", limited: "lowStock", out_of_stock: "outOfStock", outofstock: "outOfStock" };

/** One offer of the service's answer, or undefined when it cannot be shown or linked safely. Pure. */
export function offerOf(value: unknown): RetailerOffer | undefined {
  if (typeof value !== "object" || value === null) return undefined;
  const data = value as Record<string, unknown>;
  const retailer = data.retailer as Record<string, unknown> | undefined;
  const id = retailer?.id;
  const name = typeof retailer?.name === "string" ? retailer.name.trim() : "";
  if (typeof id !== "string" || !RETAILER_ID.test(id) || name === "" || name.length > 80 || /[<>\u0000-\u001f]/.test(name)) return undefined;
  if (typeof data.url !== "string" || !isSafeRetailerUrl(data.url)) return undefined;
  const offer: RetailerOffer = { retailer: { id, name }, url: data.url };
  const price = data.price as Record<string, unknown> | undefined;
  if (price && typeof price.amount === "number" && Number.isFinite(price.amount) && price.amount >= 0 && price.amount < 1e7 && CURRENCIES.includes(price.currency as CurrencyCode)) {
    offer.price = { amount: price.amount, currency: price.currency as CurrencyCode };
  }
  const stock = typeof data.availability === "string" ? AVAILABILITY[data.availability.toLowerCase()] : undefined;
  if (stock) offer.stock = stock;
  return offer;
}

/** The service's answer as offers (one per retailer, at most MAX_OFFERS), or undefined when it is not that shape. Pure. */
export function offersOf(answer: unknown): RetailerOffer[] | undefined {
  if (typeof answer !== "object" || answer === null || !Array.isArray((answer as { offers?: unknown }).offers)) return undefined;
  const seen = new Set<string>();
  const offers: RetailerOffer[] = [];
  for (const value of (answer as { offers: unknown[] }).offers) {
    const offer = offerOf(value);
    if (!offer || seen.has(offer.retailer.id)) continue;
    seen.add(offer.retailer.id);
    offers.push(offer);
    if (offers.length >= MAX_OFFERS) break;
  }
  return offers;
}

export function createBuyLinksRetailerFeed({ url, apiKey, timeoutMs, fetch: fetcher = (...args) => fetch(...args), onError }: BuyLinksOptions): RetailerFeed {
  const base = url.replace(/\/+$/, "");
  return {
    async offers(query) {
      const params = new URLSearchParams({ productId: query.productId, upc: query.upc, market: query.market, locale: query.locale, brand: query.brand });
      try {
        const response = await fetcher(`${base}/offers?${params}`, {
          headers: { accept: "application/json", ...(apiKey ? { authorization: `Bearer ${apiKey}` } : {}) },
          signal: AbortSignal.timeout(timeoutMs),
          redirect: "error",
        });
        if (response.status === 404) {
          await response.body?.cancel();
          return { status: "ok", offers: [] };
        }
        if (!response.ok) {
          await response.body?.cancel();
          onError?.(new Error(`buy-links answered ${response.status}`));
          return UNAVAILABLE;
        }
        const declared = Number(response.headers.get("content-length") ?? "0");
        if (declared > MAX_BODY) {
          await response.body?.cancel();
          onError?.(new Error(`buy-links answer of ${declared} bytes refused`));
          return UNAVAILABLE;
        }
        const text = await response.text();
        if (text.length > MAX_BODY) {
          onError?.(new Error(`buy-links answer of ${text.length} characters refused`));
          return UNAVAILABLE;
        }
        const offers = offersOf(JSON.parse(text));
        if (!offers) {
          onError?.(new Error("buy-links answer of an unexpected shape"));
          return UNAVAILABLE;
        }
        return { status: "ok", offers };
      } catch (error) {
        onError?.(error);
        return UNAVAILABLE;
      }
    },
  };
}
