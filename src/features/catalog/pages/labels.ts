// Translated labels the catalogue components take as props, from the `catalog` messages.
import "server-only";
import { getTranslations } from "next-intl/server";
import type { Locale } from "@/config/locales";
import { productGridLabelsFrom, type ProductGridLabels } from "../components/ProductGrid";

export async function productGridLabels(locale: Locale): Promise<ProductGridLabels> {
  return productGridLabelsFrom(await getTranslations({ locale, namespace: "catalog.card" }));
}

export async function categoryCardLabels(locale: Locale) {
  const t = await getTranslations({ locale, namespace: "catalog.counts" });
  return { products: (count: number) => t("products", { count }), subcategories: (count: number) => t("subcategories", { count }) };
}

export async function trailLabels(locale: Locale) {
  const [common, root] = await Promise.all([getTranslations({ locale, namespace: "common" }), getTranslations({ locale, namespace: "catalog.root" })]);
  return { home: common("home"), products: root("title"), breadcrumb: common("breadcrumb") };
}
