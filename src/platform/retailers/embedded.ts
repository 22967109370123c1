// The embedded retailer feed (X8 embedded default, F7): fictional online retailers per market on .example domains,
// which of the brand-sold products each lists, at what price and with what stock, and the product's address on the
// retailer's site. Deterministic and order-free: every answer is a hash of (seed, retailer, product), so one
// product's listings are the same whether the whole feed is generated (`generateRetailerFeed`, the scripted export and
// the tests) or only that product's are (`listingsForProduct`, what the adapter answers per request). Pure but the
// adapter, which asks the catalogue (handed in) whether the brand sells the product.
import type { CurrencyCode } from "@/config/constants";
import { MARKET_CURRENCY, MARKETS, type Market, type OfferQuery, type RetailerFeed, type RetailerOffer, type StockStatus } from "./port";

export const FEED_SEED = 20261127;

export interface EmbeddedRetailer {
  id: string;
  name: string;
  market: Market;
  /** Share of the market's sold products it lists; the first retailer of each market lists them all. */
  coverage: number;
  /** Its price against the list price: [lowest, highest] factor. */
  priceFactor: readonly [number, number];
  /** Home centres do not list what costs more than this (in the market's currency). */
  maxListPrice?: number;
  /** Marketplaces do not say whether sellers have stock. */
  showsStock: boolean;
  /** The product page: `{sku}` is the retailer's item number, `{lang}` the visitor's language (`en`, `fr`, `es`). */
  urlTemplate: string;
  /** Item numbers start with it. */
  skuPrefix: string;
}

export const EMBEDDED_RETAILERS: readonly EmbeddedRetailer[] = [
  { id: "amperly", name: "Amperly", market: "US", coverage: 1, priceFactor: [0.9, 1], showsStock: true, urlTemplate: "https://www.amperly.example/p/{sku}", skuPrefix: "AMP" },
  { id: "contractor-depot", name: "Contractor Depot Online", market: "US", coverage: 0.75, priceFactor: [0.86, 0.97], showsStock: true, urlTemplate: "https://shop.contractordepot.example/item/{sku}", skuPrefix: "CD" },
  { id: "brightway", name: "Brightway Home Center", market: "US", coverage: 0.5, priceFactor: [0.92, 1.04], maxListPrice: 400, showsStock: true, urlTemplate: "https://www.brightwayhome.example/{lang}/product/{sku}", skuPrefix: "" },
  { id: "sparkmart", name: "SparkMart Marketplace", market: "US", coverage: 0.55, priceFactor: [0.8, 1.12], showsStock: false, urlTemplate: "https://sparkmart.example/listing/{sku}", skuPrefix: "SM" },
  { id: "nordelec", name: "Nordelec", market: "CA", coverage: 1, priceFactor: [0.9, 1], showsStock: true, urlTemplate: "https://www.nordelec.example/{lang}/produit/{sku}", skuPrefix: "N" },
  { id: "canbuild", name: "CanBuild Supply", market: "CA", coverage: 0.6, priceFactor: [0.88, 0.99], showsStock: true, urlTemplate: "https://www.canbuild.example/{lang}/p/{sku}", skuPrefix: "CB" },
  { id: "maple-hardware", name: "Maple Hardware Online", market: "CA", coverage: 0.45, priceFactor: [0.93, 1.05], maxListPrice: 550, showsStock: true, urlTemplate: "https://www.maplehardware.example/{lang}/item/{sku}", skuPrefix: "MH" },
  { id: "ferremax", name: "Ferremax", market: "MX", coverage: 1, priceFactor: [0.9, 1], showsStock: true, urlTemplate: "https://www.ferremax.example/producto/{sku}", skuPrefix: "FMX" },
  { id: "electrohogar", name: "ElectroHogar", market: "MX", coverage: 0.5, priceFactor: [0.92, 1.06], maxListPrice: 8_000, showsStock: true, urlTemplate: "https://www.electrohogar.example/p/{sku}", skuPrefix: "EH" },
  { id: "construmart", name: "Construmart", market: "MX", coverage: 0.6, priceFactor: [0.85, 1.1], showsStock: false, urlTemplate: "https://construmart.example/articulo/{sku}", skuPrefix: "" },
  { id: "casa-e-obra", name: "Casa & Obra", market: "BR", coverage: 1, priceFactor: [0.9, 1], showsStock: true, urlTemplate: "https://www.casaeobra.example/produto/{sku}", skuPrefix: "CO" },
  { id: "eletroshop", name: "EletroShop", market: "BR", coverage: 0.55, priceFactor: [0.88, 1.02], showsStock: true, urlTemplate: "https://www.eletroshop.example/p/{sku}", skuPrefix: "ES" },
  { id: "mercado-eletrico", name: "Mercado Elétrico", market: "BR", coverage: 0.5, priceFactor: [0.82, 1.12], showsStock: false, urlTemplate: "https://mercadoeletrico.example/item/{sku}", skuPrefix: "ME" },
];

/** What the feed needs of a product: its ids and list prices. */
export interface FeedProduct {
  id: string;
  upc: string;
  listPrices: Partial<Record<CurrencyCode, number>>;
}

export interface RetailerListing {
  retailerId: string;
  productId: string;
  /** The retailer's item number. */
  sku: string;
  price: { amount: number; currency: CurrencyCode };
  stock?: StockStatus;
}

/** FNV-1a over the text, then a murmur3 finalizer: a uniform number in [0, 1) per text. */
export function unitHash(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193);
  hash ^= hash >>> 16;
  hash = Math.imul(hash, 0x85ebca6b);
  hash ^= hash >>> 13;
  hash = Math.imul(hash, 0xc2b2ae35);
  hash ^= hash >>> 16;
  return (hash >>> 0) / 4294967296;
}

/** A shelf price: the list price moved by the retailer's factor, ending in .99 (.90 in Mexico and Brazil). */
function shelfPrice(listPrice: number, factor: number, currency: CurrencyCode): number {
  const ending = currency === "MXN" || currency === "BRL" ? 0.9 : 0.99;
  const whole = Math.floor(listPrice * factor);
  return Math.max(ending, Math.round((whole + ending) * 100) / 100);
}

/** The listing of a product at a retailer, or undefined when the retailer does not list it. Pure. */
export function listingAt(retailer: EmbeddedRetailer, product: FeedProduct, seed = FEED_SEED): RetailerListing | undefined {
  const currency = MARKET_CURRENCY[retailer.market];
  const listPrice = product.listPrices[currency];
  if (typeof listPrice !== "number" || !Number.isFinite(listPrice) || listPrice <= 0) return undefined;
  if (retailer.maxListPrice !== undefined && listPrice > retailer.maxListPrice) return undefined;
  const key = `${seed}:${retailer.id}:${product.id}`;
  if (retailer.coverage < 1 && unitHash(`${key}:listed`) >= retailer.coverage) return undefined;
  const [low, high] = retailer.priceFactor;
  const price = { amount: shelfPrice(listPrice, low + (high - low) * unitHash(`${key}:price`), currency), currency };
  const sku = `${retailer.skuPrefix}${String(Math.floor(unitHash(`${key}:sku`) * 9e8) + 1e8)}`;
  const roll = unitHash(`${key}:stock`);
  const stock: StockStatus | undefined = retailer.showsStock ? (roll < 0.78 ? "inStock" : roll < 0.9 ? "lowStock" : "outOfStock") : undefined;
  return { retailerId: retailer.id, productId: product.id, sku, price, ...(stock ? { stock } : {}) };
}

/** The product's address on the retailer's site, in the visitor's language where the retailer has several. */
export function listingUrl(retailer: EmbeddedRetailer, listing: Pick<RetailerListing, "sku">, locale: OfferQuery["locale"]): string {
  return retailer.urlTemplate.replaceAll("{sku}", encodeURIComponent(listing.sku)).replaceAll("{lang}", locale.slice(0, 2));
}

/** The market's listings of a product the brand sells, in stock first, then cheapest. Pure. */
export function listingsForProduct(product: FeedProduct, market: Market, seed = FEED_SEED): RetailerListing[] {
  const order = (listing: RetailerListing) => (listing.stock === "outOfStock" ? 2 : listing.stock === undefined ? 1 : 0);
  return EMBEDDED_RETAILERS.filter((retailer) => retailer.market === market)
    .flatMap((retailer) => listingAt(retailer, product, seed) ?? [])
    .sort((a, b) => order(a) - order(b) || a.price.amount - b.price.amount || (a.retailerId < b.retailerId ? -1 : 1));
}

export interface RetailerFeedExport {
  seed: number;
  retailers: readonly EmbeddedRetailer[];
  listings: RetailerListing[];
}

/**
 * The whole feed: for each market, the listings of the products some brand of that market sells (`sells`), in
 * product order then retailer order. The same products and seed give the same feed. Pure.
 */
export function generateRetailerFeed(products: Iterable<FeedProduct>, sells: (product: FeedProduct, market: Market) => boolean, seed = FEED_SEED): RetailerFeedExport {
  const listings: RetailerListing[] = [];
  for (const product of products)
    for (const market of MARKETS) {
      if (!sells(product, market)) continue;
      for (const retailer of EMBEDDED_RETAILERS) {
        const listing = retailer.market === market ? listingAt(retailer, product, seed) : undefined;
        if (listing) listings.push(listing);
      }
    }
  return { seed, retailers: EMBEDDED_RETAILERS, listings };
}

/** How the embedded adapter learns whether the brand sells a product (undefined: it does not, or no such product). */
export type SoldProductLookup = (brand: string, productId: string) => Promise<FeedProduct | undefined>;

/** The embedded adapter: the generated feed's listings of a product the brand sells; a failed look-up is "unavailable". */
export function createEmbeddedRetailerFeed(lookup: SoldProductLookup, seed = FEED_SEED): RetailerFeed {
  const byId = new Map(EMBEDDED_RETAILERS.map((retailer) => [retailer.id, retailer]));
  return {
    async offers(query) {
      let product: FeedProduct | undefined;
      try {
        product = await lookup(query.brand, query.productId);
      } catch {
        return { status: "unavailable" };
      }
      if (!product) return { status: "ok", offers: [] };
      const offers = listingsForProduct(product, query.market, seed).map((listing): RetailerOffer => {
        const retailer = byId.get(listing.retailerId)!;
        return { retailer: { id: retailer.id, name: retailer.name }, url: listingUrl(retailer, listing, query.locale), price: listing.price, ...(listing.stock ? { stock: listing.stock } : {}) };
      });
      return { status: "ok", offers };
    },
  };
}
