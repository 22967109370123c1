// P7: compatibility landing `compatibility/{slug}/cl/{id}` (child categories with counts) and listing `.../c/{id}`
// (page n through ?page=n, rewritten by proxy.ts) of the brand's compatibility tree. Filtered states: refine/ (ADR 0008).
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { setRequestLocale } from "next-intl/server";
import { isLocale } from "@/config/locales";
import { getBrandChrome } from "@/features/navigation/server/chrome";
import { decodeSegments, parseSectionPath } from "@/features/catalog/pages/catalog-path";
import { CompatibilityLandingView } from "@/features/catalog/listing/CompatibilityLandingView";
import { ListingPageView } from "@/features/catalog/listing/ListingPageView";
import { DEFAULT_LISTING_STATE } from "@/features/catalog/listing/listing-state";
import { sectionPathMetadata } from "@/features/catalog/listing/server/listing-metadata";

type Params = Promise<{ brand: string; locale: string; path: string[] }>;

// Rendered on the first visit, then served from the cache like the category pages.
export const dynamicParams = true;

export async function generateStaticParams() {
  return [];
}

function compatibilityPath(path: string[]) {
  const segments = decodeSegments(path);
  const parsed = segments ? parseSectionPath("compatibility", segments) : undefined;
  return parsed && parsed.kind !== "product" ? parsed : undefined;
}

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { brand, locale, path } = await params;
  const parsed = compatibilityPath(path);
  return isLocale(locale) && parsed ? sectionPathMetadata(brand, locale, "compatibility", parsed) : {};
}

export default async function CompatibilityPage({ params }: { params: Params }) {
  const { brand, locale, path } = await params;
  if (!isLocale(locale)) notFound();
  setRequestLocale(locale);
  const parsed = compatibilityPath(path);
  const chrome = await getBrandChrome(brand, locale);
  if (!parsed || !chrome) notFound();
  if (parsed.kind === "landing") return <CompatibilityLandingView brand={chrome.brand} locale={locale} id={parsed.id} />;
  const state = { ...DEFAULT_LISTING_STATE, page: parsed.kind === "listing-page" ? parsed.page : 1, rejected: [] };
  return <ListingPageView brand={chrome.brand} locale={locale} section="compatibility" id={parsed.id} state={state} prerendered />;
}
