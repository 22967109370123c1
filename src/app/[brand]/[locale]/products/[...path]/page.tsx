// P4, P5: category landing `cl`, listing `c` (page n through ?page=n, rewritten by proxy.ts) and product detail `p`.
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { setRequestLocale } from "next-intl/server";
import { isLocale } from "@/config/locales";
import { getBrandChrome, listSiteParams } from "@/features/navigation/server/chrome";
import { decodeSegments, parseCatalogPath } from "@/features/catalog/pages/catalog-path";
import { CatalogPathView } from "@/features/catalog/pages/CatalogPathView";
import { prerenderedCatalogPaths } from "@/features/catalog/pages/server/catalog-pages";
import { catalogPathMetadata } from "@/features/catalog/pages/server/metadata";

type Params = Promise<{ brand: string; locale: string; path: string[] }>;

// Every other category and product page renders on its first visit and is then served from the cache.
export const dynamicParams = true;

export async function generateStaticParams() {
  const sites = await listSiteParams();
  const all = await Promise.all(
    sites.map(async ({ brand, locale }) => (await prerenderedCatalogPaths(brand, locale)).map((path) => ({ brand, locale, path }))),
  );
  return all.flat();
}

function catalogPath(path: string[]) {
  const segments = decodeSegments(path);
  return segments ? parseCatalogPath(segments) : undefined;
}

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { brand, locale, path } = await params;
  const parsed = catalogPath(path);
  return isLocale(locale) && parsed ? catalogPathMetadata(brand, locale, parsed) : {};
}

export default async function CatalogPage({ params }: { params: Params }) {
  const { brand, locale, path } = await params;
  if (!isLocale(locale)) notFound();
  setRequestLocale(locale);
  const parsed = catalogPath(path);
  const chrome = await getBrandChrome(brand, locale);
  if (!parsed || !chrome) notFound();
  return <CatalogPathView brand={chrome.brand} locale={locale} path={parsed} />;
}
