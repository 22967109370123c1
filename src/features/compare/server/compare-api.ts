// GET /api/compare?brand=&locale=&ids= (P6): the compared products' names and specifications, read through the
// CatalogSource (the generated catalogue or the products API), so the compare page follows CATALOG_SOURCE (ADR 48).
import "server-only";
import { DEFAULT_LOCALE, isLocale, type Locale } from "@/config/locales";
import { getBrandAssortment, getCatalogSource, type CatalogSource } from "@/features/catalog/server";
import { toCatalogCard, type Product } from "@/features/catalog";
import { getBrand } from "@/features/brand/server";
import type { Brand } from "@/features/brand";
import { MAX_COMPARE, parseCompare, type ComparedProduct } from "../model";
import { CACHE_CONTROL } from "@/platform/cache/strategies";

const INVALID: Record<Locale, string> = {
  en: `Ask for one to ${MAX_COMPARE} products of a brand, in a locale.`,
  "fr-ca": `Demandez de un à ${MAX_COMPARE} produits d'une marque, dans une langue.`,
  "es-mx": `Solicite de uno a ${MAX_COMPARE} productos de una marca, en un idioma.`,
};

type BrandPrices = Pick<Brand, "currencyCode" | "newProductDuration">;

/**
 * What the compare table shows of a product, and nothing more: image and price as the brand's product cards show them.
 * Without the brand's entry (the CMS down, nothing kept) the table still compares, without prices.
 */
export function comparedProduct(product: Product, locale: Locale, brand: BrandPrices | undefined): ComparedProduct {
  const card = toCatalogCard(product, { locale, currency: brand?.currencyCode ?? "USD", newProductDuration: brand?.newProductDuration ?? 0 });
  return {
    id: product.id,
    name: product.name,
    slug: product.slug,
    catalogNumber: product.catalogNumber,
    ...(card.image ? { image: { url: card.image.url } } : {}),
    ...(card.price && brand ? { price: card.price } : {}),
    attributes: product.attributes.map(({ key, name, value }) => ({ key, name, value })),
  };
}

export async function handleCompareRequest(
  request: Request,
  catalog: () => CatalogSource = getCatalogSource,
  brandEntry: (brand: string, locale: Locale) => Promise<BrandPrices | undefined> = async (brand, locale) => (await getBrand(brand, locale).catch(() => null)) ?? undefined,
): Promise<Response> {
  const params = new URL(request.url).searchParams;
  const locale = params.get("locale");
  const brand = params.get("brand") ?? "";
  const ids = parseCompare(JSON.stringify((params.get("ids") ?? "").split(",")));
  const messageLocale = isLocale(locale) ? locale : DEFAULT_LOCALE;
  if (!isLocale(locale) || ids.length === 0 || !/^[a-z0-9-]{1,60}$/.test(brand) || !(await getBrandAssortment(brand))) {
    return Response.json({ error: INVALID[messageLocale] }, { status: 400, headers: { "cache-control": CACHE_CONTROL.noStore, "content-language": messageLocale } });
  }
  const [products, entry] = await Promise.all([catalog().getProducts(brand, [...ids], locale), brandEntry(brand, locale)]);
  return Response.json({ products: products.map((product) => comparedProduct(product, locale, entry)) }, { headers: { "cache-control": CACHE_CONTROL.privateMinute } });
}
