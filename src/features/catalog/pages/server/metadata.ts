// Metadata of the catalogue pages (P4, P5, R11): titles, descriptions and canonical URLs built with the URL builders.
import "server-only";
import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { LOCALES, type Locale } from "@/config/locales";
import { getBrandChrome } from "@/features/navigation/server";
import { buildAlternates } from "@/platform/seo/alternates";
import { snippet, socialMetadata } from "@/platform/seo/social";
import { buildProductUrl } from "@/platform/routing/urls";
import { listingHref } from "@/platform/routing/listing-rewrite";
import type { CatalogPath } from "../catalog-path";
import { categoryPagePath, PRODUCTS_PATH } from "../category-trail";
import { getCategoryContext, getProduct, getProductContent, getTopCategories } from "./catalog-pages";

export async function productsRootMetadata(brand: string, locale: Locale): Promise<Metadata> {
  const [t, chrome, top] = await Promise.all([getTranslations({ locale, namespace: "catalog.root" }), getBrandChrome(brand, locale), getTopCategories(brand, locale)]);
  const count = top.reduce((sum, { category }) => sum + (category.productCount ?? 0), 0);
  return {
    title: t("title"),
    description: t("description", { brand: chrome?.brand.brandName ?? "", count, categories: top.length }),
    alternates: buildAlternates({ brand, locale, path: PRODUCTS_PATH }),
  };
}

export async function catalogPathMetadata(brand: string, locale: Locale, path: CatalogPath): Promise<Metadata> {
  return path.kind === "product" ? productMetadata(brand, locale, path.id) : categoryMetadata(brand, locale, path);
}

async function categoryMetadata(brand: string, locale: Locale, path: Exclude<CatalogPath, { kind: "product" }>): Promise<Metadata> {
  const [context, chrome] = await Promise.all([getCategoryContext(brand, locale, path.id), getBrandChrome(brand, locale)]);
  if (!context || !chrome) return {};
  const { category } = context;
  const landing = path.kind === "landing";
  const t = await getTranslations({ locale, namespace: landing ? "catalog.landing" : "catalog.listing" });
  const page = path.kind === "listing-page" ? path.page : 1;
  const pathOf = (c: typeof category) => listingHref(categoryPagePath(c, landing ? "landing" : "listing"), { page });
  // A category's slug is its name in each language: each alternate names that locale's own canonical path.
  const paths = await localizedPaths((other) => (other === locale ? Promise.resolve(category) : getCategoryContext(brand, other, path.id).then((c) => c?.category)), pathOf);
  const canonicalPath = pathOf(category);
  return {
    title: page > 1 ? t("pageTitle", { name: category.name, page }) : category.name,
    description: t("description", { name: category.name, count: category.productCount ?? 0, brand: chrome.brand.brandName }),
    alternates: buildAlternates({ brand, locale, path: canonicalPath, paths }),
  };
}

/** Each locale's path of the same catalogue item (a locale that lacks it keeps the page's own path). */
async function localizedPaths<T>(read: (locale: Locale) => Promise<T | null | undefined>, path: (item: T) => string): Promise<Partial<Record<Locale, string>>> {
  const items = await Promise.all(LOCALES.map(read));
  return Object.fromEntries(LOCALES.flatMap((locale, i) => (items[i] ? [[locale, path(items[i] as T)]] : [])));
}

async function productMetadata(brand: string, locale: Locale, id: string): Promise<Metadata> {
  const [product, content] = await Promise.all([getProduct(brand, locale, id), getProductContent(brand, locale, id)]);
  if (!product) return {};
  // A product's slug is its name in each language: each alternate names that locale's own canonical URL.
  const paths = await localizedPaths((other) => (other === locale ? Promise.resolve(product) : getProduct(brand, other, id)), buildProductUrl);
  // an editor's meta description as written; the product's own text cut to the length a search result shows
  const description = content?.metaDescription || snippet(product.description);
  // the CMS entry's featured image (P8) wins over the product's first drawing
  const featured = content?.featuredImage;
  const drawing = product.gallery[0];
  const image = featured
    ? { url: featured.url, width: featured.width, height: featured.height, alt: featured.description || featured.title }
    : drawing
      ? { url: drawing.url, width: drawing.width, height: drawing.height, alt: drawing.alt }
      : undefined;
  return {
    title: `${product.name} (${product.catalogNumber})`,
    description,
    alternates: buildAlternates({ brand, locale, path: buildProductUrl(product), paths, userCanonical: content?.canonical }),
    ...(content?.noIndex ? { robots: { index: false } } : {}),
    ...socialMetadata({ type: "website", title: product.name, description, images: image ? [image] : undefined }),
  };
}
