// P4, P7: a filtered or sorted listing state (`?f.<attribute>=v&r.<measurement>=min:max&sort=…&page=n`), rendered per request from the search
// engine. proxy.ts rewrites `{section}/{slug}/c/{id}?…` here; the visitor's URL keeps the query (ADR 0008).
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { setRequestLocale } from "next-intl/server";
import { isLocale } from "@/config/locales";
import { getBrandChrome } from "@/features/navigation/server/chrome";
import { decodeSegments, isCatalogSection, parseSectionPath } from "@/features/catalog/pages/catalog-path";
import { ListingPageView } from "@/features/catalog/listing/ListingPageView";
import { parseListingState, type RawSearchParams } from "@/features/catalog/listing/listing-state";
import { listingAttributes, numericAttributeKeys } from "@/features/catalog/listing/server/run-listing";
import { refinedListingMetadata } from "@/features/catalog/listing/server/listing-metadata";

type Params = Promise<{ brand: string; locale: string; section: string; path: string[] }>;

function listingPath(section: string, path: string[]) {
  if (!isCatalogSection(section)) return undefined;
  const segments = decodeSegments(path);
  const parsed = segments ? parseSectionPath(section, segments) : undefined;
  return parsed?.kind === "listing" ? { section, id: parsed.id } : undefined;
}

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { brand, locale, section, path } = await params;
  const target = listingPath(section, path);
  return isLocale(locale) && target ? refinedListingMetadata(brand, locale, target.section, target.id) : {};
}

export default async function RefinedListingPage({ params, searchParams }: { params: Params; searchParams: Promise<RawSearchParams> }) {
  const { brand, locale, section, path } = await params;
  if (!isLocale(locale)) notFound();
  setRequestLocale(locale);
  const target = listingPath(section, path);
  const chrome = await getBrandChrome(brand, locale);
  if (!target || !chrome) notFound();
  const state = parseListingState(await searchParams, new Set(listingAttributes(locale).keys()), numericAttributeKeys());
  return <ListingPageView brand={chrome.brand} locale={locale} section={target.section} id={target.id} state={state} prerendered={false} />;
}
