// Keeps the search content indices in step with a publish webhook (C7, X3): which entry changed, the records it
// contributes per locale, written through the ContentIndexWriter port. A failure is reported, never thrown: the
// webhook's cache revalidation must not depend on the search service.
import { LOCALES } from "@/config/locales";
import type { Brand } from "@/features/brand";
import type { ContentSource } from "../port";
import { searchIndexName, type ContentIndexWriter } from "@/features/search";
import { contentIndexUpdates, contentRecords, type ContentEntryChange } from "@/features/search/server";
import { logger } from "@/platform/logging/logger";
import { defaultLocaleValue, linkedBrandId, PAGE_PART_TYPES, type ContentfulWebhookPayload } from "./revalidation";

const INDEXED_TYPES: Record<string, ContentEntryChange["type"]> = { page: "page", newsPost: "news", video: "video" };

/** The indexed entry a payload concerns (a page, news post or video), or undefined when the search indices do not hold it. */
export function contentEntryChange(payload: ContentfulWebhookPayload): ContentEntryChange | undefined {
  const { type: sysType, id } = payload.sys ?? {};
  const type = INDEXED_TYPES[payload.sys?.contentType?.sys?.id ?? ""];
  if (!type || !id || (sysType !== "Entry" && sysType !== "DeletedEntry")) return undefined;
  if (sysType === "DeletedEntry") return { type, id };
  const slug = defaultLocaleValue(payload, "slug");
  const kind = defaultLocaleValue(payload, "kind");
  return {
    type,
    id,
    published: {
      brandEntryId: linkedBrandId(payload),
      ...(typeof slug === "string" ? { slug } : {}),
      ...(typeof kind === "string" ? { kind } : {}),
    },
  };
}

/**
 * Whether the payload changes records of many entries at once: a brand (its directory, the locales it offers), a
 * section or block (the text page summaries come from), an asset (record images).
 */
export function isSharedContentChange(payload: ContentfulWebhookPayload): boolean {
  const type = payload.sys?.type;
  if (type === "Asset" || type === "DeletedAsset") return true;
  if (type !== "Entry" && type !== "DeletedEntry") return false;
  const contentType = payload.sys?.contentType?.sys?.id ?? "";
  return contentType === "globalBrand" || PAGE_PART_TYPES.has(contentType);
}

export interface SearchSyncReport {
  updated: { index: string; upserted: string[]; deleted: string[] }[];
  /** Indices rebuilt whole after a shared change: records saved, records deleted. */
  replaced?: { index: string; records: number; deleted: number }[];
  failed: { index?: string; error: string }[];
}

const message = (error: unknown) => (error instanceof Error ? error.message : String(error)).slice(0, 300);

/**
 * Reads the entry back, then writes each locale's update. `brands` is undefined when they could not be read;
 * `writer` is called late so a misconfigured search service is reported like an unreachable one.
 */
export async function syncContentSearch(
  change: ContentEntryChange,
  { brands, source, writer }: { brands: Brand[] | undefined; source: Pick<ContentSource, "getPage" | "getNewsPost" | "getVideo">; writer: () => ContentIndexWriter },
): Promise<SearchSyncReport> {
  const report: SearchSyncReport = { updated: [], failed: [] };
  try {
    if (!brands) throw new Error("brands could not be read from the content source");
    const updates = await contentIndexUpdates(source, brands, change);
    const target = writer();
    const results = await Promise.allSettled(updates.map((update) => target.updateContentIndex(update)));
    results.forEach((result, i) => {
      const update = updates[i]!;
      if (result.status === "fulfilled") report.updated.push({ index: update.indexName, upserted: update.upsert.map((r) => r.objectID), deleted: update.delete });
      else report.failed.push({ index: update.indexName, error: message(result.reason) });
    });
  } catch (error) {
    report.failed.push({ error: message(error) });
  }
  if (report.failed.length) logger.error({ entity: change.id, type: change.type, failed: report.failed }, "content webhook could not update the search content index");
  return report;
}

/**
 * After a shared change: every record of each locale read again through the content source, then made the whole of
 * that locale's content index. One locale failing does not stop the others.
 */
export async function resyncContentSearch({ source, writer }: { source: ContentSource; writer: () => ContentIndexWriter }): Promise<SearchSyncReport> {
  const report: SearchSyncReport = { updated: [], replaced: [], failed: [] };
  let target: ContentIndexWriter;
  try {
    target = writer();
  } catch (error) {
    report.failed.push({ error: message(error) });
    logger.error({ failed: report.failed }, "content webhook could not rebuild the search content indices");
    return report;
  }
  for (const locale of LOCALES) {
    const index = searchIndexName("content", locale);
    try {
      const records = await contentRecords(source, locale);
      const { deleted } = await target.replaceContentIndex(index, records);
      report.replaced!.push({ index, records: records.length, deleted });
    } catch (error) {
      report.failed.push({ index, error: message(error) });
    }
  }
  if (report.failed.length) logger.error({ failed: report.failed }, "content webhook could not rebuild the search content indices");
  return report;
}
