// Every brand's content pages, news posts and videos as `content_{locale}` records (S1), read through the
// ContentSource port so the same code indexes the local content pack and Contentful.
import { isReservedPageSlug } from "@/platform/routing/reserved-slugs";
import type { Locale } from "@/config/locales";
import type { Brand } from "@/features/brand";
import type { Block, ImageAsset, NewsPostSummary, Page, Section, Video } from "@/features/content";
import type { ContentSource } from "@/features/content/server";
import { buildNewsUrl, buildVideoUrl, sitePath } from "@/platform/routing/urls";
import type { ContentRecord } from "../model";
import { htmlToText, markdownToText, truncateText } from "./plain-text";

export const SUMMARY_LENGTH = 240;
const PAGE_SIZE = 100;

const seconds = (date: string | undefined) => {
  const ms = date ? Date.parse(date) : NaN;
  return Number.isNaN(ms) ? 0 : Math.floor(ms / 1000);
};

// Contentful serves protocol-relative asset URLs; the site renders them as https (ContentImage's imageSrc).
const imageUrl = (image: ImageAsset | undefined) => (image ? { image: image.url.startsWith("//") ? `https:${image.url}` : image.url } : {});

const summary = (text: string) => truncateText(text.replace(/\s+/g, " ").trim(), SUMMARY_LENGTH);

/** Words a visitor reads in a block, in reading order; scripts, images and modules carry none. */
export function blockText(block: Block): string[] {
  switch (block.type) {
    case "sectionTitle": return [block.title, block.subtitle ?? ""];
    case "heroBanner": return [block.eyebrow ?? "", block.heading, block.body ? htmlToText(block.body) : ""];
    case "html": return [block.format === "markdown" ? markdownToText(block.content) : htmlToText(block.content)];
    case "card": return [block.title, block.body ? htmlToText(block.body) : ""];
    case "cardGrid":
    case "cardCarousel": return [block.title ?? "", ...block.cards.flatMap(blockText)];
    case "twoColumnLayout": return [...block.left, ...block.right].flatMap(blockText);
    case "htmlGrid": return [block.title ?? "", ...block.items.map(htmlToText)];
    case "accordion": return [block.title ?? "", ...block.items.flatMap((item) => [item.title, htmlToText(item.body)])];
    case "advantageIcons": return [block.title ?? "", ...block.items.flatMap((item) => [item.title, item.body ?? ""])];
    case "image": return [block.caption ?? ""];
    case "newsPost":
    case "videoPost":
    case "product":
    case "script":
    case "dynamicModule": return [];
  }
}

/** The page's meta description, else the first words of its sections. */
export function pageSummary(page: Page): string {
  if (page.metaDescription.trim()) return summary(htmlToText(page.metaDescription));
  const sections: Section[] = [...(page.headerSection ? [page.headerSection] : []), ...page.sections];
  const parts: string[] = [];
  let length = 0;
  for (const block of sections.flatMap((s) => s.blocks)) {
    for (const text of blockText(block)) {
      if (!text.trim()) continue;
      parts.push(text.trim());
      length += text.length + 1;
    }
    if (length > SUMMARY_LENGTH) break;
  }
  return summary(parts.join(" "));
}

export function pageRecord(brand: string, locale: Locale, page: Page): ContentRecord {
  return {
    objectID: `page:${brand}:${page.id}`,
    type: "page",
    brand,
    title: page.title,
    summary: pageSummary(page),
    path: sitePath(brand, locale, page.slug),
    date: 0,
    ...imageUrl(page.featuredImage),
  };
}

export function newsRecord(brand: string, locale: Locale, post: NewsPostSummary): ContentRecord {
  return {
    objectID: `news:${brand}:${post.id}`,
    type: "news",
    brand,
    title: post.title,
    summary: summary(markdownToText(post.excerpt)),
    path: sitePath(brand, locale, buildNewsUrl(post)),
    date: seconds(post.date),
    ...imageUrl(post.image),
  };
}

export function videoRecord(brand: string, locale: Locale, video: Video): ContentRecord {
  return {
    objectID: `video:${brand}:${video.id}`,
    type: "video",
    brand,
    title: video.title,
    summary: summary(markdownToText(video.description)),
    path: sitePath(brand, locale, buildVideoUrl(video)),
    date: seconds(video.date),
    ...imageUrl(video.thumbnail),
  };
}

async function allPages<T>(read: (page: { skip: number; limit: number }) => Promise<{ items: T[]; total: number }>): Promise<T[]> {
  const items: T[] = [];
  for (let skip = 0; ; skip += PAGE_SIZE) {
    const page = await read({ skip, limit: PAGE_SIZE });
    items.push(...page.items);
    if (page.items.length === 0 || skip + PAGE_SIZE >= page.total) return items;
  }
}

/**
 * Published pages (not noIndex, not behind sign-in), news and videos of one brand in a locale.
 * Product and category page entries are left out: products have their own index.
 */
export async function brandContentRecords(source: ContentSource, brand: Brand, locale: Locale): Promise<ContentRecord[]> {
  const directory = brand.brandDirectory;
  const opts = { locale };
  const slugs = (await source.listPageSlugs(directory, opts)).filter((entry) => !entry.noIndex && !isReservedPageSlug(entry.slug));
  const pages = await Promise.all(slugs.map((entry) => source.getPage(directory, entry.slug, opts)));
  const news = await allPages((page) => source.listNews(directory, { ...opts, ...page }));
  const videos = await allPages((page) => source.listVideos(directory, { ...opts, ...page }));
  return [
    ...pages.filter((page): page is Page => page !== null && page.kind === "static" && !page.noIndex && !page.requireAuthentication).map((page) => pageRecord(directory, locale, page)),
    ...news.map((post) => newsRecord(directory, locale, post)),
    ...videos.map((video) => videoRecord(directory, locale, video)),
  ];
}

/** A brand's content is indexed only in the locales it offers (none listed: all). */
export const brandOffers = (brand: Brand, locale: Locale) => brand.locales.length === 0 || brand.locales.includes(locale);

/** Every brand's content in a locale; a brand that does not offer the locale contributes nothing. */
export async function contentRecords(source: ContentSource, locale: Locale): Promise<ContentRecord[]> {
  const brands = (await source.listBrands({ locale })).filter((brand) => brandOffers(brand, locale));
  const perBrand = await Promise.all(brands.map((brand) => brandContentRecords(source, brand, locale)));
  return perBrand.flat();
}
