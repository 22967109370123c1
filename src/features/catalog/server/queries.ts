// Catalogue reads of pages and layouts, deduplicated per request; P3 applied to every tree.
import "server-only";
import { cache } from "react";
import type { Locale } from "@/config/locales";
import { keepCompatibility, type CategoryTree, type Product, type Program } from "../model";
import { getCatalogSource } from "./index";

export const getCategoryTree = cache(async (brand: string, locale: Locale): Promise<CategoryTree> => {
  const tree = await getCatalogSource().getCategoryTree(brand, locale);
  return { productCategories: tree.productCategories, compatibilityCategories: keepCompatibility(tree.compatibilityCategories) };
});

export async function getProducts(brand: string, pimIds: string[], locale: Locale): Promise<Product[]> {
  return getCatalogSource().getProducts(brand, pimIds, locale);
}

export const getPrograms = cache(async (brand: string, locale: Locale): Promise<Program[]> => getCatalogSource().getPrograms(brand, locale));
