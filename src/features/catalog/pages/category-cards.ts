// Category card data (P4): the link the megamenu uses and the brand's counts.
import type { Locale } from "@/config/locales";
import { sitePath } from "@/platform/routing/urls";
import { categoryUrl, type Category } from "../model";
import type { CategoryCardData } from "../components/CategoryCards";

export function toCategoryCard(category: Category, brand: string, locale: Locale): CategoryCardData {
  return {
    key: category.key,
    name: category.name,
    href: sitePath(brand, locale, categoryUrl(category)),
    productCount: category.productCount ?? 0,
    childCount: category.children.length,
  };
}
