// Which content_{locale} records a published, unpublished or deleted entry changes (C7, S1): the entry is read back
// through the ContentSource port and indexed with the same record builders as the full build and the push script.
import { LOCALES, type Locale } from "@/config/locales";
import type { Brand } from "@/features/brand";
import type { ContentSource } from "@/features/content/server";
import { searchIndexName, type ContentIndexUpdate, type ContentRecord } from "../model";
import { brandOffers, newsRecord, pageRecord, videoRecord } from "./content-records";

/** What the publish webhook knows of an entry whose content type is indexed. */
export interface ContentEntryChange {
  type: ContentRecord["type"];
  /** The entry id. */
  id: string;
  /** Absent when the entry was unpublished or deleted. Fields are the payload's default-locale values. */
  published?: {
    /** Id of the globalBrand entry it links to. */
    brandEntryId?: string;
    /** Pages only. */
    slug?: string;
    kind?: string;
  };
}

/**
 * The content source did not return an entry the webhook says is published: the delivery API has not caught up yet,
 * or (for look-ups by id, which yield null on failure, C8) the read failed. Nothing is written rather than deleting
 * a record that may still be right.
 */
export class UnreadableEntryError extends Error {
  constructor(change: ContentEntryChange, locale: Locale) {
    super(`published ${change.type} ${change.id} was not found in the content source (${locale})`);
    this.name = "UnreadableEntryError";
  }
}

type EntryReads = Pick<ContentSource, "getPage" | "getNewsPost" | "getVideo">;

/** The entry's record in this brand and locale, or undefined when it must not be indexed. */
async function readRecord(source: EntryReads, change: ContentEntryChange, brand: string, locale: Locale): Promise<ContentRecord | undefined> {
  const opts = { locale };
  if (change.type === "page") {
    const { slug, kind } = change.published ?? {};
    // product and category page entries stay out of the content index; a static page without a slug has no URL
    if (kind === "product" || kind === "category" || typeof slug !== "string") return undefined;
    const page = await source.getPage(brand, slug, opts);
    if (!page || page.id !== change.id) throw new UnreadableEntryError(change, locale);
    return page.kind === "static" && !page.noIndex && !page.requireAuthentication ? pageRecord(brand, locale, page) : undefined;
  }
  if (change.type === "news") {
    const post = await source.getNewsPost(brand, change.id, opts);
    if (!post) throw new UnreadableEntryError(change, locale);
    return newsRecord(brand, locale, post);
  }
  const video = await source.getVideo(brand, change.id, opts);
  if (!video) throw new UnreadableEntryError(change, locale);
  return videoRecord(brand, locale, video);
}

/**
 * One update per locale: the entry's record saved where it is published and indexable, and its objectID under every
 * other brand deleted, which also covers an entry moved to another brand (the payload does not say which it left).
 * Throws UnreadableEntryError (see above) or the content source's own errors.
 */
export async function contentIndexUpdates(source: EntryReads, brands: Brand[], change: ContentEntryChange, locales: readonly Locale[] = LOCALES): Promise<ContentIndexUpdate[]> {
  const objectIDs = [...new Set(brands.map((brand) => `${change.type}:${brand.brandDirectory}:${change.id}`))];
  const brand = change.published ? brands.find((b) => b.id === change.published?.brandEntryId) : undefined;
  return Promise.all(
    locales.map(async (locale) => {
      const record = brand && brandOffers(brand, locale) ? await readRecord(source, change, brand.brandDirectory, locale) : undefined;
      return {
        indexName: searchIndexName("content", locale),
        upsert: record ? [record] : [],
        delete: objectIDs.filter((id) => id !== record?.objectID),
      };
    }),
  );
}
