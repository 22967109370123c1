// What every catalogue route shell (products, programs, compatibility, refine) does before rendering: check the locale,
// set it for the request, read the path into a catalogue page, find the brand; anything else is a 404.
import "server-only";
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { setRequestLocale } from "next-intl/server";
import { isLocale, type Locale } from "@/config/locales";
import type { Brand } from "@/features/brand";
import { getBrandChrome } from "@/features/navigation/server";
import { DEFAULT_LISTING_STATE, type ParsedListingState } from "../../listing/listing-state";
import { decodeSegments, isCatalogSection, parseSectionPath, type CatalogPath, type CatalogSection } from "../catalog-path";

export type CatalogRouteParams = Promise<{ brand: string; locale: string; path: string[]; section?: string }>;

export interface CatalogRoute {
  brand: Brand;
  locale: Locale;
  section: CatalogSection;
  page: CatalogPath;
}

/** The section (fixed by the route folder, or the refine route's `[section]`) and the page the path names. */
async function read(params: CatalogRouteParams, fixed?: CatalogSection) {
  const { brand, locale, path, section = fixed } = await params;
  if (!isLocale(locale) || !isCatalogSection(section)) return undefined;
  const segments = decodeSegments(path);
  const page = segments ? parseSectionPath(section, segments) : undefined;
  return page ? { brand, locale, section, page } : undefined;
}

export async function catalogRoute(params: CatalogRouteParams, section?: CatalogSection): Promise<CatalogRoute> {
  const target = await read(params, section);
  if (!target) notFound();
  setRequestLocale(target.locale);
  const chrome = await getBrandChrome(target.brand, target.locale);
  if (!chrome) notFound();
  return { ...target, brand: chrome.brand };
}

export async function catalogRouteMetadata(
  params: CatalogRouteParams,
  section: CatalogSection | undefined,
  build: (brand: string, locale: Locale, section: CatalogSection, page: CatalogPath) => Promise<Metadata>,
): Promise<Metadata> {
  const target = await read(params, section);
  return target ? build(target.brand, target.locale, target.section, target.page) : {};
}

/** The default state of a prerendered listing page (page n of the path, no filter, default sort). */
export function prerenderedListingState(page: CatalogPath): ParsedListingState {
  return { ...DEFAULT_LISTING_STATE, page: page.kind === "listing-page" ? page.page : 1, rejected: [] };
}
