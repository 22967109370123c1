// ContentSource port: every read the site makes of the headless CMS (spec §7 Content service).
import type { Locale } from "@/config/locales";
import type { Brand } from "@/features/brand";
import type { DynamicModuleRef, ImageAsset, NewsPost, NewsPostSummary, Page, RedirectRule, Video } from "@/features/content/model";

export interface ContentQueryOptions {
  locale: Locale;
  /** Read drafts (Contentful preview API / the pack's draft entries). */
  preview?: boolean;
}

export interface Paged<T> {
  items: T[];
  total: number;
  skip: number;
  limit: number;
}

export interface ContentSource {
  /** All brands, each with its header and footer data. */
  listBrands(opts: ContentQueryOptions): Promise<Brand[]>;
  /** Brand by brandDirectory or brandCode, falling back to the default brand (B1). */
  getBrand(directoryOrCode: string, opts: ContentQueryOptions): Promise<Brand | null>;
  /** Static page by slug ("" for the home page) and brand (R10). */
  getPage(brandDirectory: string, slug: string, opts: ContentQueryOptions): Promise<Page | null>;
  /** Slugs of every static page of a brand (for static params, the sitemap and the pages that need an account, C6). */
  listPageSlugs(brandDirectory: string, opts: ContentQueryOptions): Promise<{ slug: string; noIndex: boolean; requireAuthentication: boolean; updatedAt: string }[]>;
  /** Product page entry attached to any of these PIM ids (P8). */
  getProductPage(brandDirectory: string, pimIds: string[], opts: ContentQueryOptions): Promise<Page | null>;
  /** News of a brand, newest first; `tag` keeps the posts carrying that tag in the read locale (F8). */
  listNews(brandDirectory: string, opts: ContentQueryOptions & { skip: number; limit: number; tag?: string }): Promise<Paged<NewsPostSummary>>;
  getNewsPost(brandDirectory: string, id: string, opts: ContentQueryOptions): Promise<NewsPost | null>;
  listVideos(brandDirectory: string, opts: ContentQueryOptions & { skip: number; limit: number; tag?: string }): Promise<Paged<Video>>;
  getVideo(brandDirectory: string, id: string, opts: ContentQueryOptions): Promise<Video | null>;
  /** Every redirect rule (R12); small enough to hold in memory. */
  listRedirects(): Promise<RedirectRule[]>;
  /** Failures are logged and yield null (C8). */
  getAsset(id: string, opts: ContentQueryOptions): Promise<ImageAsset | null>;
  getTaxonomyConcept(id: string, opts: ContentQueryOptions): Promise<{ id: string; label: string } | null>;
  /** A dynamic module entry by id (C3): a form's settings (F1 routing) when a submission names the module it was placed with. */
  getDynamicModule(id: string, opts: ContentQueryOptions): Promise<DynamicModuleRef | null>;
}
