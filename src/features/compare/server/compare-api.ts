// GET /api/compare?brand=&locale=&ids= (P6): the compared products' names and specifications, read through the
// CatalogSource (the generated catalogue or the products API), so the compare page follows CATALOG_SOURCE (ADR 48).
import "server-only";
import { DEFAULT_LOCALE, isLocale, type Locale } from "@/config/locales";
import { getBrandAssortment, getCatalogSource, type CatalogSource } from "@/features/catalog/server";
import type { Product } from "@/features/catalog";
import { MAX_COMPARE, parseCompare, type ComparedProduct } from "../model";
import { CACHE_CONTROL } from "@/platform/cache/strategies";

const INVALID: Record<Locale, string> = {
  en: `Ask for one to ${MAX_COMPARE} products of a brand, in a locale.`,
  "fr-ca": `Demandez de un à ${MAX_COMPARE} produits d'une marque, dans une langue.`,
  "es-mx": `Solicite de uno a ${MAX_COMPARE} productos de una marca, en un idioma.`,
};

/** What the compare table shows of a product, and nothing more. */
export function comparedProduct(product: Product): ComparedProduct {
  return {
    id: product.id,
    name: product.name,
    slug: product.slug,
    catalogNumber: product.catalogNumber,
    attributes: product.attributes.map(({ key, name, value }) => ({ key, name, value })),
  };
}

export async function handleCompareRequest(request: Request, catalog: () => CatalogSource = getCatalogSource): Promise<Response> {
  const params = new URL(request.url).searchParams;
  const locale = params.get("locale");
  const brand = params.get("brand") ?? "";
  const ids = parseCompare(JSON.stringify((params.get("ids") ?? "").split(",")));
  const messageLocale = isLocale(locale) ? locale : DEFAULT_LOCALE;
  if (!isLocale(locale) || ids.length === 0 || !/^[a-z0-9-]{1,60}$/.test(brand) || !(await getBrandAssortment(brand))) {
    return Response.json({ error: INVALID[messageLocale] }, { status: 400, headers: { "cache-control": CACHE_CONTROL.noStore, "content-language": messageLocale } });
  }
  const products = await catalog().getProducts(brand, [...ids], locale);
  return Response.json({ products: products.map(comparedProduct) }, { headers: { "cache-control": CACHE_CONTROL.privateMinute } });
}
