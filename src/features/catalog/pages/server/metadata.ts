// Metadata of the catalogue pages (P4, P5, R11): titles, descriptions and canonical URLs built with the URL builders.
import "server-only";
import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import type { Locale } from "@/config/locales";
import { getBrandChrome } from "@/features/navigation/server/chrome";
import { buildAlternates } from "@/platform/seo/alternates";
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
  const canonicalPath = listingHref(categoryPagePath(category, landing ? "landing" : "listing"), { page });
  return {
    title: page > 1 ? t("pageTitle", { name: category.name, page }) : category.name,
    description: t("description", { name: category.name, count: category.productCount ?? 0, brand: chrome.brand.brandName }),
    alternates: buildAlternates({ brand, locale, path: canonicalPath }),
  };
}

async function productMetadata(brand: string, locale: Locale, id: string): Promise<Metadata> {
  const [product, content] = await Promise.all([getProduct(brand, locale, id), getProductContent(brand, locale, id)]);
  if (!product) return {};
  const description = content?.metaDescription || product.description;
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
    alternates: buildAlternates({ brand, locale, path: buildProductUrl(product), userCanonical: content?.canonical }),
    ...(content?.noIndex ? { robots: { index: false } } : {}),
    openGraph: { type: "website", title: product.name, description, images: image ? [image] : undefined },
  };
}
