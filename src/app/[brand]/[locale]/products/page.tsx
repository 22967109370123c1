// P4, S4: products root, the brand's top categories and what trends (regenerated every few minutes: recommend/server/trending.ts).
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { setRequestLocale } from "next-intl/server";
import { isLocale } from "@/config/locales";
import { getBrandChrome } from "@/features/navigation/server";
import { ProductsRootView } from "@/features/catalog/ui";
import { productsRootMetadata } from "@/features/catalog/server";

type Params = Promise<{ brand: string; locale: string }>;

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { brand, locale } = await params;
  return isLocale(locale) ? productsRootMetadata(brand, locale) : {};
}

export default async function ProductsPage({ params }: { params: Params }) {
  const { brand, locale } = await params;
  if (!isLocale(locale)) notFound();
  setRequestLocale(locale);
  const chrome = await getBrandChrome(brand, locale);
  if (!chrome) notFound();
  return <ProductsRootView brand={chrome.brand} locale={locale} />;
}
