// What every page of a brand x locale shares: the brand, its sister brands and the product megamenu.
import "server-only";
import { cache } from "react";
import { LOCALES, type Locale } from "@/config/locales";
import { SUBCATEGORY_MENU_LIMIT } from "@/config/constants";
import type { Brand } from "@/features/brand";
import { getBrand, listBrands, listBrandSummaries } from "@/features/content/server";
import { getCategoryTree } from "@/features/catalog/server";
import { buildMegamenu } from "@/features/navigation/megamenu";
import type { MegamenuData } from "@/features/navigation/components/nav-items";

export interface BrandChrome {
  brand: Brand;
  brands: { brandDirectory: string; brandName: string }[];
}

/** Every brand x locale the site serves (static params, sitemaps). */
export async function listSiteParams(): Promise<{ brand: string; locale: Locale }[]> {
  const brands = await listBrands("en");
  return brands.flatMap((b) => LOCALES.filter((l) => b.locales.includes(l)).map((locale) => ({ brand: b.brandDirectory, locale })));
}

export const getBrandChrome = cache(async (directory: string, locale: Locale): Promise<BrandChrome | null> => {
  const brand = await getBrand(directory, locale);
  if (!brand || brand.brandDirectory !== directory) return null;
  // The switcher's names only: the brands' summaries, not the whole list (issue 15, ADR 70).
  const brands = await listBrandSummaries(locale);
  return {
    brand,
    brands: brands.filter((b) => !b.redacted).map((b) => ({ brandDirectory: b.brandDirectory, brandName: b.brandName })),
  };
});

/** The product megamenu of a brand x locale (N1), served as prerendered JSON. */
export async function getMegamenu(directory: string, locale: Locale): Promise<MegamenuData> {
  const tree = await getCategoryTree(directory, locale);
  return buildMegamenu(tree, { limit: SUBCATEGORY_MENU_LIMIT, brand: directory, locale });
}
