// P7: a catalogue program's page `programs/{slug}/c/{id}` (page n through ?page=n, rewritten by proxy.ts): its
// description and its products with the listing's facets, sort and pagination. Filtered states: refine/ (ADR 0008).
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { setRequestLocale } from "next-intl/server";
import { isLocale } from "@/config/locales";
import { getBrandChrome } from "@/features/navigation/server/chrome";
import { decodeSegments, parseSectionPath } from "@/features/catalog/pages/catalog-path";
import { ListingPageView } from "@/features/catalog/listing/ListingPageView";
import { DEFAULT_LISTING_STATE } from "@/features/catalog/listing/listing-state";
import { sectionPathMetadata } from "@/features/catalog/listing/server/listing-metadata";

type Params = Promise<{ brand: string; locale: string; path: string[] }>;

// Rendered on the first visit, then served from the cache like the category listings.
export const dynamicParams = true;

export async function generateStaticParams() {
  return [];
}

function programPath(path: string[]) {
  const segments = decodeSegments(path);
  const parsed = segments ? parseSectionPath("programs", segments) : undefined;
  return parsed && parsed.kind !== "product" && parsed.kind !== "landing" ? parsed : undefined;
}

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { brand, locale, path } = await params;
  const parsed = programPath(path);
  return isLocale(locale) && parsed ? sectionPathMetadata(brand, locale, "programs", parsed) : {};
}

export default async function ProgramPage({ params }: { params: Params }) {
  const { brand, locale, path } = await params;
  if (!isLocale(locale)) notFound();
  setRequestLocale(locale);
  const parsed = programPath(path);
  const chrome = await getBrandChrome(brand, locale);
  if (!parsed || !chrome) notFound();
  const state = { ...DEFAULT_LISTING_STATE, page: parsed.kind === "listing-page" ? parsed.page : 1, rejected: [] };
  return <ListingPageView brand={chrome.brand} locale={locale} section="programs" id={parsed.id} state={state} prerendered />;
}
