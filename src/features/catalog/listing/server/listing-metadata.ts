// Metadata of program and compatibility pages and of filtered listing states (P7, P4, R11): titles, canonical + alternates.
import "server-only";
import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import type { Locale } from "@/config/locales";
import { getBrandChrome } from "@/features/navigation/server";
import { buildAlternates } from "@/platform/seo/alternates";
import { listingHref } from "@/platform/routing/listing-rewrite";
import type { CatalogPath, CatalogSection } from "../../pages/catalog-path";
import { compatibilityLandingPath, getCompatibilityContext, getListingTarget } from "./listing-targets";

/** A program or compatibility page (landing, listing, listing page n) in its default state. */
export async function sectionPathMetadata(brand: string, locale: Locale, section: Exclude<CatalogSection, "products">, path: Exclude<CatalogPath, { kind: "product" }>): Promise<Metadata> {
  const chrome = await getBrandChrome(brand, locale);
  if (!chrome) return {};
  if (path.kind === "landing") {
    const context = await getCompatibilityContext(brand, locale, path.id);
    if (!context) return {};
    const t = await getTranslations({ locale, namespace: "catalog.compatibility" });
    const { category } = context;
    return {
      title: category.name,
      description: t("description", { name: category.name, count: category.productCount ?? 0, brand: chrome.brand.brandName }),
      alternates: buildAlternates({ brand, locale, path: compatibilityLandingPath(category) }),
    };
  }
  const target = await getListingTarget(brand, locale, section, path.id);
  if (!target) return {};
  const t = await getTranslations({ locale, namespace: "catalog.listing" });
  const page = path.kind === "listing-page" ? path.page : 1;
  return {
    title: page > 1 ? t("pageTitle", { name: target.title, page }) : target.title,
    description: target.description ?? t("description", { name: target.title, count: target.productCount, brand: chrome.brand.brandName }),
    alternates: buildAlternates({ brand, locale, path: listingHref(target.listingPath, { page }) }),
  };
}

/** A filtered or sorted state: canonical is the unfiltered listing, and the endless variations stay out of indexes. */
export async function refinedListingMetadata(brand: string, locale: Locale, section: CatalogSection, id: string): Promise<Metadata> {
  const target = await getListingTarget(brand, locale, section, id);
  if (!target) return {};
  return {
    title: target.title,
    alternates: buildAlternates({ brand, locale, path: target.listingPath }),
    robots: { index: false, follow: true },
  };
}
