// The content reads routes call: each cached per brand + locale + arguments with the tags of
// src/platform/cache/tags.ts until a publish webhook revalidates them (C7); preview reads bypass the cache, and so does
// an answer served from the last good copy during a CMS outage (E3), or it would outlive the outage.
// A look-up by a key from the address (a page slug, a news or video id) is first checked against the brand's cached
// index of those keys: an unknown key answers null without a read, a data-cache entry or a snapshot of its own, so
// addresses a visitor makes up cannot grow the cache (issue 12 item 1, ADR 26).
import "server-only";
import { cache } from "react";
import { cachedRead } from "@/platform/cache/data-cache";
import { DATA_CACHE } from "@/platform/cache/strategies";
import { isServiceUnavailableError } from "@/platform/errors/unavailable";
import { freshOrThrow, isStaleAnswer, markStale, trackStaleness } from "@/platform/last-good";
import { logger } from "@/platform/logging/logger";
import { isReservedPageSlug } from "@/platform/routing/reserved-slugs";
import type { Locale } from "@/config/locales";
import { brandSummary, type Brand, type BrandSummary } from "@/features/brand";
import type { ImageAsset, NewsPost, NewsPostSummary, Page, RedirectRule, Video } from "@/features/content/model";
import {
  ALL_PAGES_TAG,
  BRANDS_TAG,
  CONTENT_TAG,
  REDIRECTS_TAG,
  brandTag,
  entryTag,
  newsTag,
  pageIndexTag,
  pageTag,
  pagesTag,
  productPageTag,
  videoTag,
} from "@/platform/cache/tags";
import { getContentSource } from "./source";
import type { Paged } from "./port";

/** Runs `read` through Next's data cache; outside a Next request (tests, scripts) it simply calls through. */
function cached<T>(key: string[], tags: string[], read: () => Promise<T>): Promise<T> {
  return cachedRead(key, () => freshOrThrow(read), { tags: [CONTENT_TAG, ...tags], ...DATA_CACHE.untilPublished }).catch((error: unknown) => {
    if (isStaleAnswer(error)) return error.value as T;
    throw error;
  });
}

function through<T>(preview: boolean, key: string[], tags: string[], read: () => Promise<T>): Promise<T> {
  return preview ? read() : cached(key, tags, read);
}

/** Entries a brand's index is read in at a time (Contentful's largest page). */
const INDEX_PAGE_SIZE = 1000;

/** Every item of a paged listing, page after page. */
async function everyItem<T>(read: (page: { skip: number; limit: number }) => Promise<Paged<T>>): Promise<T[]> {
  const items: T[] = [];
  for (let skip = 0; ; skip += INDEX_PAGE_SIZE) {
    const page = await read({ skip, limit: INDEX_PAGE_SIZE });
    items.push(...page.items);
    if (page.items.length === 0 || skip + INDEX_PAGE_SIZE >= page.total) return items;
  }
}

/**
 * Whether `key` is in the index (exactly: an alias such as " about" is not "about"). Drafts are not in the published
 * index, so a preview read is never refused. An index the CMS outage leaves unreadable refuses nothing: the key's own
 * read, and its last good answer, decide as before (E3).
 */
async function listed(preview: boolean, index: () => Promise<readonly string[]>, key: string): Promise<boolean> {
  if (preview) return true;
  try {
    return (await index()).includes(key);
  } catch (error) {
    if (isServiceUnavailableError(error)) return true;
    throw error;
  }
}

export function listBrands(locale: Locale, preview = false): Promise<Brand[]> {
  return through(preview, ["listBrands", locale], [BRANDS_TAG], () => getContentSource().listBrands({ locale, preview }));
}

/**
 * The few fields of every brand that the brand switcher and the assortments read (B6), as a cached entry of their own:
 * a product page's render read the whole brand list (about 46 KB of JSON, parsed from the data cache on every read) once
 * for the switcher's names and once more in English for the assortment (issue 15, ADR 70). Same tags as listBrands.
 */
export function listBrandSummaries(locale: Locale, preview = false): Promise<BrandSummary[]> {
  return through(preview, ["listBrandSummaries", locale], [BRANDS_TAG], async () => (await getContentSource().listBrands({ locale, preview })).map(brandSummary));
}

/** Brand by directory or code, else the default brand (B1). */
export function getBrand(directoryOrCode: string, locale: Locale, preview = false): Promise<Brand | null> {
  return through(preview, ["getBrand", directoryOrCode, locale], [BRANDS_TAG, brandTag(directoryOrCode)], () =>
    getContentSource().getBrand(directoryOrCode, { locale, preview }),
  );
}

/** Static page by slug ("" = home) and brand (R10); a slug the brand's page index does not list is null at once. */
export async function getPage(brand: string, slug: string, locale: Locale, preview = false): Promise<Page | null> {
  if (!(await listed(preview, async () => (await listPageSlugs(brand, locale)).map((entry) => entry.slug), slug))) return null;
  return through(preview, ["getPage", brand, locale, slug], [ALL_PAGES_TAG, pagesTag(brand), pageTag(brand, slug)], () =>
    getContentSource().getPage(brand, slug, { locale, preview }),
  );
}

/**
 * The brand's page slugs that a visitor can reach: a page under a slug an app route owns is left out, and logged. Once
 * per request (React `cache`): every `getPage` checks its slug against it, three times in a product page's render.
 */
export const listPageSlugs = cache(function listPageSlugs(brand: string, locale: Locale, preview = false): Promise<{ slug: string; noIndex: boolean; requireAuthentication: boolean; updatedAt: string }[]> {
  return through(preview, ["listPageSlugs", brand, locale], [ALL_PAGES_TAG, pageIndexTag(brand)], async () => {
    const slugs = await getContentSource().listPageSlugs(brand, { locale, preview });
    const shadowed = slugs.filter((entry) => isReservedPageSlug(entry.slug));
    if (shadowed.length > 0) logger.warn({ brand, locale, slugs: shadowed.map((entry) => entry.slug) }, "pages under a slug an app route owns are unreachable");
    return slugs.filter((entry) => !isReservedPageSlug(entry.slug));
  });
});

/**
 * CMS product page entry attached to any of these PIM ids (R10, P8), in two cached reads so a publish revalidates
 * only the products concerned: which entry targets the ids (tagged per PIM id), then that entry (tagged with its id
 * too, so an entry that drops a PIM id or is unpublished refreshes the product pages it was shown on).
 */
export async function getProductPage(brand: string, pimIds: string[], locale: Locale, preview = false): Promise<Page | null> {
  let firstRead: Promise<{ value: Page | null; stale: boolean }> | undefined;
  // The one read serves both cached steps; an answer from the last good copy is reported to each, so neither keeps it.
  const read = async () => {
    const { value, stale } = await (firstRead ??= trackStaleness(() => getContentSource().getProductPage(brand, pimIds, { locale, preview })));
    if (stale) markStale();
    return value;
  };
  if (preview) return read();
  const pimTags = pimIds.map((id) => productPageTag(brand, id));
  const entryId = await cached(["productPageEntry", brand, locale, ...pimIds], pimTags, async () => (await read())?.id ?? null);
  if (entryId === null) return null;
  // a cached entry id is re-read fresh here once its entry tag is revalidated; a first read is reused
  return cached(["getProductPage", brand, locale, entryId, ...pimIds], [ALL_PAGES_TAG, pagesTag(brand), entryTag(entryId), ...pimTags], read);
}

/** News of a brand, newest first (W1). */
export function listNews(brand: string, locale: Locale, page: { skip: number; limit: number; tag?: string }, preview = false): Promise<Paged<NewsPostSummary>> {
  return through(preview, ["listNews", brand, locale, String(page.skip), String(page.limit), page.tag ?? ""], [newsTag(brand)], () =>
    getContentSource().listNews(brand, { locale, preview, ...page }),
  );
}

/** Ids of every news post of a brand: the index getNewsPost checks an id against. */
export function listNewsIds(brand: string, locale: Locale): Promise<string[]> {
  return cached(["listNewsIds", brand, locale], [newsTag(brand)], async () =>
    (await everyItem((page) => getContentSource().listNews(brand, { locale, ...page }))).map((post) => post.id),
  );
}

/** One news post (W1); an id the brand's news index does not list is null at once. */
export async function getNewsPost(brand: string, id: string, locale: Locale, preview = false): Promise<NewsPost | null> {
  if (!(await listed(preview, () => listNewsIds(brand, locale), id))) return null;
  return through(preview, ["getNewsPost", brand, locale, id], [newsTag(brand), entryTag(id)], () =>
    getContentSource().getNewsPost(brand, id, { locale, preview }),
  );
}

/** Videos of a brand, newest first, optionally with one tag (V1). */
export function listVideos(brand: string, locale: Locale, page: { skip: number; limit: number; tag?: string }, preview = false): Promise<Paged<Video>> {
  return through(preview, ["listVideos", brand, locale, String(page.skip), String(page.limit), page.tag ?? ""], [videoTag(brand)], () =>
    getContentSource().listVideos(brand, { locale, preview, ...page }),
  );
}

/** Ids of every video of a brand: the index getVideo checks an id against. */
export function listVideoIds(brand: string, locale: Locale): Promise<string[]> {
  return cached(["listVideoIds", brand, locale], [videoTag(brand)], async () =>
    (await everyItem((page) => getContentSource().listVideos(brand, { locale, ...page }))).map((video) => video.id),
  );
}

/** One video (V1); an id the brand's video index does not list is null at once. */
export async function getVideo(brand: string, id: string, locale: Locale, preview = false): Promise<Video | null> {
  if (!(await listed(preview, () => listVideoIds(brand, locale), id))) return null;
  return through(preview, ["getVideo", brand, locale, id], [videoTag(brand), entryTag(id)], () =>
    getContentSource().getVideo(brand, id, { locale, preview }),
  );
}

/** Every CMS redirect rule (R12). */
export function listRedirects(): Promise<RedirectRule[]> {
  return cached(["listRedirects"], [REDIRECTS_TAG], () => getContentSource().listRedirects());
}

export function getAsset(id: string, locale: Locale, preview = false): Promise<ImageAsset | null> {
  return through(preview, ["getAsset", id, locale], [entryTag(id)], () => getContentSource().getAsset(id, { locale, preview }));
}
