// A list's lines with live product data (A4): name, image, catalogue number and brand-currency price from the catalogue
// through its public entry, in the page's locale. A product the brand's catalogue no longer has is marked discontinued
// with what was kept when it was added, unless the catalogue gave nothing at all (down, no last good answer): then
// no line is called discontinued on that guess.
import "server-only";
import type { Brand } from "@/features/brand";
import { getCatalogSource } from "@/features/catalog/server";
import { productPrice, toCatalogCard, type Product } from "@/features/catalog";
import type { Locale } from "@/config/locales";
import { logger } from "@/platform/logging/logger";
import { PUBLIC_SITE_ORIGIN, buildProductUrl, sitePath } from "@/platform/routing/urls";
import type { ExportHeadings, ExportRow } from "../csv";
import { memoOf } from "./memo";
import type { LineProduct, ListLine, ListLineView } from "../model";

export type BrandForLists = Pick<Brand, "brandDirectory" | "currencyCode" | "newProductDuration">;

export interface LinesWithProducts {
  lines: ListLineView[];
  /** False when the catalogue could not be asked: product data is missing, nothing is marked discontinued. */
  catalogAnswered: boolean;
}

async function productsOf(brand: string, ids: string[], locale: Locale): Promise<Product[] | undefined> {
  if (ids.length === 0) return [];
  try {
    return await getCatalogSource().getProducts(brand, ids, locale);
  } catch (error) {
    logger.warn({ err: error, brand, count: ids.length }, "lists: the catalogue could not be asked for the lines' products");
    return undefined;
  }
}

function lineProduct(product: Product, brand: BrandForLists, locale: Locale): LineProduct {
  const card = toCatalogCard(product, { locale, currency: brand.currencyCode, newProductDuration: brand.newProductDuration });
  const amount = productPrice(product, brand.currencyCode);
  return {
    name: card.name,
    catalogNumber: card.catalogNumber,
    href: sitePath(brand.brandDirectory, locale, buildProductUrl(product)),
    ...(card.image ? { image: card.image } : {}),
    ...(card.price ? { price: card.price, unitPrice: amount, currency: brand.currencyCode } : {}),
  };
}

/** Product cards by brand, locale and id, or "gone" for an id the answering catalogue did not have (memo.ts). */
const cards = memoOf<LineProduct | "gone">(20_000);
const cardKey = (brand: BrandForLists, locale: Locale, id: string) => `${brand.brandDirectory}|${locale}|${id}`;

/** The lines in their order, each with its product as the catalogue has it now. */
export async function withProducts(lines: readonly ListLine[], brand: BrandForLists, locale: Locale): Promise<LinesWithProducts> {
  const known = new Map<string, LineProduct | "gone">();
  const missing: string[] = [];
  for (const line of lines) {
    const card = cards.peek(cardKey(brand, locale, line.productId));
    if (card === undefined) missing.push(line.productId);
    else known.set(line.productId, card);
  }
  let answered = true;
  if (missing.length > 0) {
    const products = await productsOf(brand.brandDirectory, missing, locale);
    // Nothing at all for these ids: the catalogue may be down; nothing is called gone on that guess.
    answered = products !== undefined && (products.length > 0 || [...known.values()].some((card) => card !== "gone"));
    const found = new Map((products ?? []).map((product) => [product.id, lineProduct(product, brand, locale)]));
    for (const id of missing) {
      const card = found.get(id) ?? (answered ? "gone" : undefined);
      if (card === undefined) continue;
      known.set(id, card);
      cards.set(cardKey(brand, locale, id), card);
    }
  }
  return {
    catalogAnswered: answered,
    lines: lines.map((line) => {
      const card = known.get(line.productId);
      const product = card && card !== "gone" ? card : undefined;
      return { ...line, ...(product ? { product } : {}), discontinued: card === "gone" };
    }),
  };
}

/** The export's rows: live data where the catalogue has the product, what was kept otherwise. */
export function exportRows(lines: readonly ListLineView[], status: { available: string; discontinued: string; unknown: string }): ExportRow[] {
  return lines.map((line) => ({
    catalogNumber: line.product?.catalogNumber ?? line.catalogNumber,
    name: line.product?.name ?? line.productName,
    quantity: line.quantity,
    note: line.note,
    ...(line.product?.unitPrice !== undefined ? { unitPrice: line.product.unitPrice, currency: line.product.currency } : {}),
    status: line.product ? status.available : line.discontinued ? status.discontinued : status.unknown,
    url: line.product ? `${PUBLIC_SITE_ORIGIN.replace(/\/+$/, "")}${line.product.href}` : "",
  }));
}

export type { ExportHeadings };

export interface SpecSheetLine {
  productId: string;
  name: string;
  catalogNumber: string;
  href?: string;
  /** The product's spec sheets (P5 documents of that kind); empty when it has none or is gone. */
  sheets: { title: string; url: string }[];
}

/** What a submittal package would merge (F15): each line's spec sheets, as the product page lists them. */
export async function specSheets(lines: readonly ListLine[], brand: BrandForLists, locale: Locale): Promise<SpecSheetLine[]> {
  const products = await productsOf(
    brand.brandDirectory,
    lines.map((line) => line.productId),
    locale,
  );
  const byId = new Map((products ?? []).map((product) => [product.id, product]));
  return lines.map((line) => {
    const product = byId.get(line.productId);
    return {
      productId: line.productId,
      name: product?.name ?? line.productName,
      catalogNumber: product?.catalogNumber ?? line.catalogNumber,
      ...(product ? { href: sitePath(brand.brandDirectory, locale, buildProductUrl(product)) } : {}),
      sheets: (product?.documents ?? []).filter((document) => document.kind === "specSheet").map((document) => ({ title: document.title, url: document.url })),
    };
  });
}
