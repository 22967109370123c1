// Catalogue reads of pages and layouts, deduplicated per request; P3 applied to every tree.
import "server-only";
import { cache } from "react";
import type { Locale } from "@/config/locales";
import { keepCompatibility, type CategoryTree, type Product, type Program } from "../model";
import { getCatalogSource } from "./index";
import type { AttributeCatalog, CatalogDocument } from "./port";

export const getCategoryTree = cache(async (brand: string, locale: Locale): Promise<CategoryTree> => {
  const tree = await getCatalogSource().getCategoryTree(brand, locale);
  return { productCategories: tree.productCategories, compatibilityCategories: keepCompatibility(tree.compatibilityCategories) };
});

export async function getProducts(brand: string, pimIds: string[], locale: Locale): Promise<Product[]> {
  return getCatalogSource().getProducts(brand, pimIds, locale);
}

export const getPrograms = cache(async (brand: string, locale: Locale): Promise<Program[]> => getCatalogSource().getPrograms(brand, locale));

/** Attribute definitions in the locale and each class's attribute order (P4, S1). */
export const getAttributeCatalog = cache(async (locale: Locale): Promise<AttributeCatalog> => getCatalogSource().getAttributes(locale));

/** PIM ids of the brand's products in the category and below (all without one), newest first (P2, S4). */
export const getCategoryProductIds = cache(async (brand: string, categoryKey?: string): Promise<string[]> => getCatalogSource().getCategoryProductIds(brand, categoryKey));

/** A product document with its family's products the brand sells (P5). */
export async function getCatalogDocument(brand: string, documentId: string, locale: Locale): Promise<CatalogDocument | undefined> {
  return getCatalogSource().getDocument(brand, documentId, locale);
}
