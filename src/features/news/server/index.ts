// Public server entry of the news feature (W1, F8): what other features may read of a brand's news.
import "server-only";
import type { Locale } from "@/config/locales";
import type { NewsPostSummary } from "@/features/content";
import { listNews } from "@/features/content/server";

/** The brand's `count` latest posts, newest first; with `tag`, only the posts carrying it in this locale. */
export async function latestNews(brand: string, locale: Locale, { count, tag }: { count: number; tag?: string }): Promise<NewsPostSummary[]> {
  const page = await listNews(brand, locale, { skip: 0, limit: count, ...(tag ? { tag } : {}) });
  return page.items;
}
