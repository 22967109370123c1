// Where to Buy V2 (F7, issue 16): per product, the online retailers with buy links and the nearest distributors that
// stock its family. What the browser island and the server routes share: the routes' addresses and answers. Pure.
import type { Locale } from "@/config/locales";
import type { StockStatus } from "@/platform/retailers";

/** PIM ids and retailer ids as a URL may carry them; anything else is a 404 before any look-up. */
export const PRODUCT_ID = /^[A-Za-z0-9][A-Za-z0-9_-]{0,39}$/;

/** The event a followed buy link records (S5): a conversion of the product on the brand's products index. */
export const BUY_EVENT_NAME = "Retailer buy link clicked";

/** How many distributors the product page lists (the where-to-buy page lists the rest). */
export const NEARBY_LIMIT = 3;

/** The section's anchor on the product page (a failed buy link sends the visitor back to it). */
export const SECTION_ID = "buy-online";

const base = (brand: string, locale: Locale, productId: string) => `/api/where-to-buy-v2/${encodeURIComponent(brand)}/${locale}/${encodeURIComponent(productId)}`;

export const retailersApiPath = (brand: string, locale: Locale, productId: string) => `${base(brand, locale, productId)}/retailers`;
export const distributorsApiPath = (brand: string, locale: Locale, productId: string) => `${base(brand, locale, productId)}/distributors`;
/** The same-site buy link: it records the conversion, then redirects to the retailer's page the feed holds. */
export const buyPath = (brand: string, locale: Locale, productId: string, retailerId: string) => `${base(brand, locale, productId)}/buy/${encodeURIComponent(retailerId)}`;

export interface OfferView {
  retailerId: string;
  name: string;
  /** Formatted in the locale ("$12.99", "12,99 $"). */
  price?: string;
  stock?: StockStatus;
  stockText?: string;
  /** The same-site buy link (buyPath). */
  href: string;
  /** The link's text, "Buy at {retailer}" in the locale (the answer brings its words, ADR 81). */
  buy: string;
}

export type RetailersAnswer =
  | { status: "ok"; offers: OfferView[]; /** Why the list is empty, when it is. */ empty?: string; note: string; /** Said after each buy link, which opens a new tab. */ newTab: string }
  | { status: "unavailable"; message: string };

export interface DistributorView {
  id: string;
  name: string;
  distance: string;
  address: string[];
  phone: { href: string; text: string };
}

export type DistributorsAnswer =
  | { status: "results"; heading: string; hits: DistributorView[]; /** Said before each branch's phone number. */ phoneLabel: string; seeAll: { href: string; text: string } }
  | { status: "none"; message: string; seeAll: { href: string; text: string } }
  | { status: "needsLocation" | "notFound" | "unavailable" | "invalid"; message: string };

/** What familyOf reads of a catalogue category. */
export interface FamilyCategory {
  key: string;
  name: string;
  level: number;
  parentKey?: string | undefined;
}

/** The product's family: its category's top-level ancestor (the key Where to Buy filters branches by). */
export function familyOf(categoryKey: string, tree: { productCategories: readonly FamilyCategory[] }): { key: string; name: string } | undefined {
  const index = new Map(tree.productCategories.map((category) => [category.key, category]));
  let category = index.get(categoryKey);
  for (let guard = 0; category && category.level > 0 && guard < 10; guard++) category = category.parentKey ? index.get(category.parentKey) : undefined;
  return category && category.level === 0 ? { key: category.key, name: category.name } : undefined;
}
