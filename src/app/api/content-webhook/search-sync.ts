// Keeps the search content indices in step with a publish webhook (C7, X3): which entry changed, the records it
// contributes per locale, written through the ContentIndexWriter port. A failure is reported, never thrown: the
// webhook's cache revalidation must not depend on the search service.
import type { Brand } from "@/features/brand/model";
import type { ContentSource } from "@/features/content/server/port";
import type { ContentIndexWriter } from "@/features/search/model";
import { contentIndexUpdates, type ContentEntryChange } from "@/features/search/server/content-sync";
import { logger } from "@/platform/logging/logger";
import { defaultLocaleValue, linkedBrandId, type ContentfulWebhookPayload } from "./revalidation";

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

export interface SearchSyncReport {
  updated: { index: string; upserted: string[]; deleted: string[] }[];
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
