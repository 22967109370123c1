// Local ContentSource over generated/content-pack.json: resolves links to the spec's include depths,
// picks the locale with fallback to en-US, hides drafts unless preview, then runs the shared mappers.
import { promises as fs } from "node:fs";
import path from "node:path";
import { CONTENT_CLIENT } from "@/config/constants";
import { localeIso } from "@/config/locales";
import type { NewsPostSummary, RedirectRule, Video } from "@/features/content/model";
import {
  mapBrand,
  mapDynamicModuleRef,
  mapImageAsset,
  mapNewsPost,
  mapNewsPostSummary,
  mapPage,
  mapRedirectRule,
  mapVideo,
  normalizePageSlug,
  type CfAsset,
  type CfEntry,
} from "@/features/content/mappers";
import { pickBrand } from "@/features/brand";
import { PACK_DEFAULT_LOCALE, isPackLink, type ContentPack, type IsoLocale, type PackAsset, type PackEntry } from "./pack";
import type { ContentQueryOptions, ContentSource, Paged } from "./port";

interface PackIndex {
  entries: Map<string, PackEntry>;
  assets: Map<string, PackAsset>;
  byType: Map<string, PackEntry[]>;
}

interface ReadContext {
  iso: IsoLocale;
  preview: boolean;
}

export const DEFAULT_CONTENT_PACK_PATH = path.join(process.cwd(), "generated", "content-pack.json");

export async function readContentPack(file: string = process.env.CONTENT_PACK_PATH ?? DEFAULT_CONTENT_PACK_PATH): Promise<ContentPack> {
  const text = await fs.readFile(file, "utf8").catch((error: NodeJS.ErrnoException) => {
    throw new Error(`Content pack ${file} is missing (${error.code}); build it with: npx tsx scripts/content-pack/build.ts`);
  });
  return JSON.parse(text) as ContentPack;
}

function indexPack(pack: ContentPack): PackIndex {
  const byType = new Map<string, PackEntry[]>();
  for (const entry of pack.entries) {
    const list = byType.get(entry.sys.contentType.sys.id) ?? [];
    list.push(entry);
    byType.set(entry.sys.contentType.sys.id, list);
  }
  return {
    entries: new Map(pack.entries.map((e) => [e.sys.id, e])),
    assets: new Map(pack.assets.map((a) => [a.sys.id, a])),
    byType,
  };
}

function isVisible(entity: PackEntry | PackAsset, ctx: ReadContext): boolean {
  return ctx.preview || entity.sys.publishedVersion !== undefined;
}

/** Value of a field in a locale, falling back to en-US as the pack's locales declare. */
function fieldValue<T>(localized: Partial<Record<IsoLocale, T>> | undefined, iso: IsoLocale): T | undefined {
  return localized?.[iso] ?? localized?.[PACK_DEFAULT_LOCALE];
}

function readAsset(asset: PackAsset, ctx: ReadContext): CfAsset {
  const { title, description, file } = asset.fields;
  return {
    sys: { id: asset.sys.id, type: "Asset", updatedAt: asset.sys.updatedAt, locale: ctx.iso },
    fields: { title: fieldValue(title, ctx.iso), description: fieldValue(description, ctx.iso), file: fieldValue(file, ctx.iso) },
  };
}

function createReader(index: PackIndex) {
  function resolve(value: unknown, depth: number, ctx: ReadContext): unknown {
    if (Array.isArray(value)) return value.map((v) => resolve(v, depth, ctx)).filter((v) => v !== undefined);
    if (!isPackLink(value)) return value;
    // like `withoutUnresolvableLinks`: links beyond the include depth, to drafts or to nothing disappear
    if (depth <= 0) return undefined;
    if (value.sys.linkType === "Asset") {
      const asset = index.assets.get(value.sys.id);
      return asset && isVisible(asset, ctx) ? readAsset(asset, ctx) : undefined;
    }
    const entry = index.entries.get(value.sys.id);
    return entry && isVisible(entry, ctx) ? readEntry(entry, depth - 1, ctx) : undefined;
  }

  function readEntry(entry: PackEntry, depth: number, ctx: ReadContext): CfEntry {
    const fields: Record<string, unknown> = {};
    for (const [id, localized] of Object.entries(entry.fields)) {
      const value = resolve(fieldValue(localized, ctx.iso), depth, ctx);
      if (value !== undefined) fields[id] = value;
    }
    return {
      sys: { id: entry.sys.id, type: "Entry", contentType: { sys: { id: entry.sys.contentType.sys.id } }, updatedAt: entry.sys.updatedAt, createdAt: entry.sys.createdAt, locale: ctx.iso },
      fields,
    };
  }

  /** Non-localized value as stored, for filtering before resolution. */
  const raw = (entry: PackEntry, field: string): unknown => entry.fields[field]?.[PACK_DEFAULT_LOCALE];

  function brandDirectoryOf(entry: PackEntry): string | undefined {
    const link = raw(entry, "brand");
    const brand = isPackLink(link) ? index.entries.get(link.sys.id) : undefined;
    const directory = brand ? raw(brand, "brandDirectory") : undefined;
    return typeof directory === "string" ? directory : undefined;
  }

  function find(type: string, ctx: ReadContext, where: (entry: PackEntry) => boolean = () => true): PackEntry[] {
    return (index.byType.get(type) ?? []).filter((e) => isVisible(e, ctx) && where(e));
  }

  function asset(id: string, ctx: ReadContext): CfAsset | undefined {
    const found = index.assets.get(id);
    return found && isVisible(found, ctx) ? readAsset(found, ctx) : undefined;
  }

  return { readEntry, raw, brandDirectoryOf, find, asset };
}

function readContext(opts: ContentQueryOptions): ReadContext {
  return { iso: localeIso(opts.locale), preview: opts.preview ?? false };
}

function page<T>(items: T[], skip: number, limit: number): Paged<T> {
  return { items: items.slice(skip, skip + limit), total: items.length, skip, limit };
}

function newestFirst<T extends { date: string; id: string }>(a: T, b: T): number {
  return b.date.localeCompare(a.date) || a.id.localeCompare(b.id);
}

const isStaticPageKind = (kind: unknown) => kind === undefined || kind === "static";

export function createLocalContentSource(loadPack: () => Promise<ContentPack> = () => readContentPack()): ContentSource {
  let reader: Promise<ReturnType<typeof createReader>> | undefined;
  const load = () => (reader ??= loadPack().then((pack) => createReader(indexPack(pack))));
  const depth = CONTENT_CLIENT.includeDepth;

  async function listBrands(opts: ContentQueryOptions) {
    const r = await load();
    const ctx = readContext(opts);
    return r.find("globalBrand", ctx).map((e) => mapBrand(r.readEntry(e, depth.brand, ctx)));
  }

  async function findPage(brandDirectory: string, ctx: ReadContext, where: (entry: PackEntry) => boolean) {
    const r = await load();
    const entry = r.find("page", ctx, (e) => r.brandDirectoryOf(e) === brandDirectory && where(e))[0];
    return entry ? mapPage(r.readEntry(entry, depth.page, ctx)) : null;
  }

  async function brandEntries(type: string, brandDirectory: string, ctx: ReadContext) {
    const r = await load();
    return r.find(type, ctx, (e) => r.brandDirectoryOf(e) === brandDirectory).map((e) => r.readEntry(e, depth.entry, ctx));
  }

  return {
    listBrands,
    async getBrand(directoryOrCode, opts) {
      return pickBrand(await listBrands(opts), directoryOrCode);
    },
    async getPage(brandDirectory, slug, opts) {
      const r = await load();
      const wanted = normalizePageSlug(slug);
      return findPage(brandDirectory, readContext(opts), (e) => isStaticPageKind(r.raw(e, "kind")) && normalizePageSlug(r.raw(e, "slug") as string | undefined) === wanted);
    },
    async listPageSlugs(brandDirectory, opts) {
      const r = await load();
      return r
        .find("page", readContext(opts), (e) => r.brandDirectoryOf(e) === brandDirectory && isStaticPageKind(r.raw(e, "kind")))
        .map((e) => ({ slug: normalizePageSlug(r.raw(e, "slug") as string | undefined), noIndex: r.raw(e, "noIndex") === true, requireAuthentication: r.raw(e, "requireAuthentication") === true, updatedAt: e.sys.updatedAt }));
    },
    async getProductPage(brandDirectory, pimIds, opts) {
      const r = await load();
      return findPage(brandDirectory, readContext(opts), (e) => {
        const ids = r.raw(e, "pimIds");
        return r.raw(e, "kind") === "product" && Array.isArray(ids) && ids.some((id) => pimIds.includes(id as string));
      });
    },
    async listNews(brandDirectory, opts) {
      const entries = await brandEntries("newsPost", brandDirectory, readContext(opts));
      const tagged = opts.tag ? entries.filter((e) => mapNewsPost(e).tags.includes(opts.tag as string)) : entries;
      const posts: NewsPostSummary[] = tagged.map(mapNewsPostSummary);
      return page(posts.sort(newestFirst), opts.skip, opts.limit);
    },
    async getNewsPost(brandDirectory, id, opts) {
      const entry = (await brandEntries("newsPost", brandDirectory, readContext(opts))).find((e) => e.sys.id === id);
      return entry ? mapNewsPost(entry) : null;
    },
    async listVideos(brandDirectory, opts) {
      const videos: Video[] = (await brandEntries("video", brandDirectory, readContext(opts))).map(mapVideo);
      const tagged = opts.tag ? videos.filter((v) => v.tags.includes(opts.tag as string)) : videos;
      return page(tagged.sort(newestFirst), opts.skip, opts.limit);
    },
    async getVideo(brandDirectory, id, opts) {
      const entry = (await brandEntries("video", brandDirectory, readContext(opts))).find((e) => e.sys.id === id);
      return entry ? mapVideo(entry) : null;
    },
    async listRedirects() {
      const r = await load();
      const ctx: ReadContext = { iso: PACK_DEFAULT_LOCALE, preview: false };
      return r.find("redirectRule", ctx).map((e) => mapRedirectRule(r.readEntry(e, 0, ctx))).filter((rule): rule is RedirectRule => rule !== undefined);
    },
    async getAsset(id, opts) {
      const r = await load();
      return mapImageAsset(r.asset(id, readContext(opts))) ?? null;
    },
    async getDynamicModule(id, opts) {
      const r = await load();
      const ctx = readContext(opts);
      const entry = r.find("dynamicModule", ctx, (e) => e.sys.id === id)[0];
      return entry ? (mapDynamicModuleRef(r.readEntry(entry, 0, ctx)) ?? null) : null;
    },
    async getTaxonomyConcept() {
      // the embedded pack carries no taxonomy; a missing concept is a null look-up (C8)
      return null;
    },
  };
}
