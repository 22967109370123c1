// What a catalogue product card shows (P4): image when the catalogue gives a URL, name, catalog number, "new" badge, list price.
import type { CurrencyCode } from "@/config/constants";
import type { Locale } from "@/config/locales";
import { toProductCard, type ProductCardData } from "./card-data";
import { formatMoney } from "@/platform/i18n/format";
import { isNewProduct, productPrice, type Product } from "../model";

export interface CatalogCardData extends ProductCardData {
  isNew: boolean;
  /** Formatted list price in the brand currency; absent when the catalogue has none. */
  price?: string;
}

export interface CardContext {
  locale: Locale;
  currency: CurrencyCode;
  newProductDuration: number;
  now?: Date;
}

export function toCatalogCard(product: Product, context: CardContext): CatalogCardData {
  const amount = productPrice(product, context.currency);
  return {
    ...toProductCard(product),
    isNew: isNewProduct(product.releaseDate, context.newProductDuration, context.now),
    ...(Number.isFinite(amount) && amount > 0 ? { price: formatMoney(amount, context.locale, context.currency) } : {}),
  };
}
