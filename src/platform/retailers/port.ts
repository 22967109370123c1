// Retailers port (X8, F7, issue 16): the online retailers that sell a product in a market, each with its price, stock
// and the product's address on the retailer's site. Adapters: `embedded` (default: a generated, deterministic feed of
// fictional retailers on .example domains) and `buy-links` (the production buy-links service, asked over HTTP with a
// short timeout). Any failure is "unavailable": the product page never waits on, nor fails with, a retailer.
import type { CurrencyCode } from "@/config/constants";

/** The markets the retailers of the feed sell in: one per currency of the brands. */
export const MARKETS = ["US", "CA", "MX", "BR"] as const;
export type Market = (typeof MARKETS)[number];

const MARKET_OF_CURRENCY: Record<CurrencyCode, Market> = { USD: "US", CAD: "CA", MXN: "MX", BRL: "BR" };
export const MARKET_CURRENCY: Record<Market, CurrencyCode> = { US: "USD", CA: "CAD", MX: "MXN", BR: "BRL" };

/** A brand's market: the country it restricts Where to Buy to when that is a market, else the one of its currency. */
export function marketOf(brand: { currencyCode: CurrencyCode; restrictWhereToBuyResultsToCountry?: string | undefined }): Market {
  const country = brand.restrictWhereToBuyResultsToCountry?.toUpperCase();
  return (MARKETS as readonly string[]).includes(country ?? "") ? (country as Market) : MARKET_OF_CURRENCY[brand.currencyCode];
}

export type StockStatus = "inStock" | "lowStock" | "outOfStock";

export interface RetailerOffer {
  retailer: {
    /** Stable id, `[a-z0-9-]{1,40}`: what a buy link names (with the product), never a URL. */
    id: string;
    name: string;
  };
  /** The product's page on the retailer's site (absolute http(s)). */
  url: string;
  price?: { amount: number; currency: CurrencyCode };
  /** Absent when the retailer does not say (marketplaces). */
  stock?: StockStatus;
}

export interface OfferQuery {
  /** brandDirectory of the site asking: the buy-links service is configured per brand. */
  brand: string;
  market: Market;
  /** ISO locale of the visitor (`en-US`, `fr-CA`, `es-MX`): retailers with pages in several languages link that one. */
  locale: "en-US" | "fr-CA" | "es-MX";
  /** PIM id of the product. */
  productId: string;
  /** GTIN-12 of the product: buy-links services match on it. */
  upc: string;
}

export type OffersAnswer = { status: "ok"; offers: RetailerOffer[] } | { status: "unavailable" };

export interface RetailerFeed {
  /** The offers for a product in a market, best first; never rejects. */
  offers(query: OfferQuery): Promise<OffersAnswer>;
}

/** Most offers kept of one answer (a product page shows a handful). */
export const MAX_OFFERS = 20;

export const RETAILER_ID = /^[a-z0-9][a-z0-9-]{0,39}$/;

/** Whether a retailer URL may be a redirect target: absolute http(s), no credentials, no control characters. */
export function isSafeRetailerUrl(url: string): boolean {
  if (url.length > 2_048 || /[\u0000-\u0020\u007f]/.test(url)) return false;
  try {
    const parsed = new URL(url);
    return (parsed.protocol === "https:" || parsed.protocol === "http:") && parsed.username === "" && parsed.password === "" && parsed.hostname.includes(".");
  } catch {
    return false;
  }
}
