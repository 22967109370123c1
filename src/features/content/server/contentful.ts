// Contentful ContentSource (X1): Delivery API, or Preview API for drafts, through contentful.js with
// unresolvable links removed; the same mappers as the local pack. Failed look-ups by id yield null (C8), except when
// Contentful is down: that error goes on to the last-good decorator (E3). Errors leave here without request configs.
import { createClient, type CreateClientParams } from "contentful";
import { CONTENT_CLIENT } from "@/config/constants";
import { localeIso } from "@/config/locales";
import type { RedirectRule } from "@/features/content/model";
import {
  isAsset,
  isEntry,
  mapBrand,
  mapDynamicModuleRef,
  mapImageAsset,
  mapNewsPost,
  mapNewsPostSummary,
  mapPage,
  mapRedirectRule,
  mapVideo,
  normalizePageSlug,
  type CfEntry,
} from "@/features/content/mappers";
import { pickBrand } from "@/features/brand";
import { logger } from "@/platform/logging/logger";
import { httpStatusOf, isHttpOutage } from "@/platform/last-good";
import type { ContentQueryOptions, ContentSource } from "./port";

/** The part of a contentful.js client (`.withoutUnresolvableLinks`) this adapter reads through. */
export interface ContentfulReader {
  getEntries(query: Record<string, unknown>): Promise<{ items: unknown[]; total: number; skip: number; limit: number }>;
  getAsset(id: string, query?: Record<string, unknown>): Promise<unknown>;
  getConcept(id: string): Promise<{ sys: { id: string }; prefLabel: Record<string, string | undefined> }>;
}

export interface ContentfulSettings {
  space: string;
  environment: string;
  accessToken: string;
  previewAccessToken?: string;
  /** Delivery host (`host[:port]`, or `http://host:port` for plain HTTP, e.g. a local fake); the preview host is preview.contentful.com. */
  host?: string;
  previewHost?: string;
  /** HTTP adapter of the underlying client (recorded responses in tests). */
  adapter?: CreateClientParams["adapter"];
}

export const CONTENTFUL_DELIVERY_HOST = "cdn.contentful.com";
export const CONTENTFUL_PREVIEW_HOST = "preview.contentful.com";
const PAGE_SIZE = 1000;
const STATIC_KINDS_ONLY = { "fields.kind[nin]": "product,category" };

/** contentful.js's `host` and `insecure` for a configured host; `http://` asks for plain HTTP. */
export function contentfulHost(value: string): { host: string; insecure: boolean } {
  const match = /^(https?):\/\/([^/]+)\/?$/i.exec(value.trim());
  return match ? { host: match[2]!, insecure: match[1]!.toLowerCase() === "http" } : { host: value.trim(), insecure: false };
}

/** contentful.js's own log lines (retries, errors) go to the redacting logger instead of the console. */
function logHandler(level: string, data?: unknown) {
  if (level === "error") logger.error({ err: data }, "contentful.js error");
  // its retry notices repeat during an outage, which the last-good keeper reports once
  else logger.debug({ level, detail: typeof data === "string" ? data.slice(0, 300) : undefined }, "contentful.js");
}

export function createContentfulReader(settings: ContentfulSettings, preview: boolean): ContentfulReader {
  const accessToken = preview ? settings.previewAccessToken : settings.accessToken;
  if (!accessToken) throw new Error(preview ? "CONTENTFUL_PREVIEW_ACCESS_TOKEN is not set" : "CONTENTFUL_ACCESS_TOKEN is not set");
  const client = createClient({
    space: settings.space,
    environment: settings.environment,
    accessToken,
    ...contentfulHost(preview ? (settings.previewHost ?? CONTENTFUL_PREVIEW_HOST) : (settings.host ?? CONTENTFUL_DELIVERY_HOST)),
    timeout: CONTENT_CLIENT.timeoutMs,
    retryLimit: CONTENT_CLIENT.retryLimit,
    logHandler,
    ...(settings.adapter ? { adapter: settings.adapter } : {}),
  });
  // contentful.js's chained generics are wider than what is read here
  return client.withoutUnresolvableLinks as unknown as ContentfulReader;
}

function brandFilter(brandDirectory: string) {
  return { "fields.brand.sys.contentType.sys.id": "globalBrand", "fields.brand.fields.brandDirectory": brandDirectory };
}

const entriesOf = (items: unknown[]): CfEntry[] => items.filter(isEntry);

/** A failed Contentful call as it may travel on (thrown to Next, which prints it): status and code, no request or headers. */
export class ContentfulRequestError extends Error {
  readonly status?: number;
  readonly code?: string;
  constructor(what: string, cause: unknown) {
    const status = httpStatusOf(cause) ?? statusInMessage(cause);
    const code = cause && typeof cause === "object" && typeof (cause as { code?: unknown }).code === "string" ? (cause as { code: string }).code : undefined;
    super(`Contentful ${what} request failed (${status !== undefined ? `status ${status}` : (code ?? "no answer")})`);
    this.name = "ContentfulRequestError";
    this.status = status;
    this.code = code;
  }
}

/**
 * Contentful itself is down (no answer, 5xx, throttled, key refused): the last-good keeper's cue. A bug of ours (a
 * mapper throwing) is not, or one bad entry would send every read to the last good copy. By name: Next may load this
 * module once per layer, and the process shares one keeper.
 */
export function isContentfulOutage(error: unknown): boolean {
  return error instanceof Error && error.name === "ContentfulRequestError" && isHttpOutage(error);
}

/** contentful.js puts the status of an error response in its message, as JSON. */
function statusInMessage(error: unknown): number | undefined {
  if (!(error instanceof Error)) return undefined;
  try {
    const status = (JSON.parse(error.message) as { status?: unknown }).status;
    return typeof status === "number" ? status : undefined;
  } catch {
    return undefined;
  }
}

/** A failure of the HTTP exchange (axios, or contentful.js's error built from a response) as a ContentfulRequestError; anything else as it is. */
function asRequestError(what: string, error: unknown): unknown {
  const transport =
    error instanceof Error &&
    ("isAxiosError" in error || "config" in error || statusInMessage(error) !== undefined || /^E[A-Z_]+$/.test(String((error as { code?: unknown }).code)));
  return transport ? new ContentfulRequestError(what, error) : error;
}

/** A look-up failure yields null (C8), unless Contentful is down: that goes on to the last-good keeper (E3). */
function nullUnlessOutage(error: unknown): null {
  if (isContentfulOutage(error)) throw error;
  return null;
}

export function createContentfulContentSource(
  settings: ContentfulSettings,
  makeReader: (preview: boolean) => ContentfulReader = (preview) => createContentfulReader(settings, preview),
): ContentSource {
  const readers = new Map<boolean, ContentfulReader>();
  const reader = (opts: { preview?: boolean }) => {
    const preview = opts.preview ?? false;
    let found = readers.get(preview);
    if (!found) readers.set(preview, (found = makeReader(preview)));
    return found;
  };
  const depth = CONTENT_CLIENT.includeDepth;

  async function entries(query: Record<string, unknown>, opts: ContentQueryOptions, what: string) {
    try {
      const response = await reader(opts).getEntries({ locale: localeIso(opts.locale), ...query });
      return { ...response, items: entriesOf(response.items) };
    } catch (error) {
      logger.error({ err: error, what, query }, "content service request failed");
      throw asRequestError(what, error);
    }
  }

  /** Look-ups of one entry: a failure is logged and yields null (C8), unless Contentful is down. */
  async function firstOrNull<T>(query: Record<string, unknown>, opts: ContentQueryOptions, what: string, map: (e: CfEntry) => T): Promise<T | null> {
    try {
      const { items } = await entries({ ...query, limit: 1 }, opts, what);
      return items[0] ? map(items[0]) : null;
    } catch (error) {
      return nullUnlessOutage(error);
    }
  }

  async function listBrands(opts: ContentQueryOptions) {
    const { items } = await entries({ content_type: "globalBrand", include: depth.brand, limit: PAGE_SIZE }, opts, "brands");
    return items.map(mapBrand);
  }

  return {
    listBrands,
    async getBrand(directoryOrCode, opts) {
      return pickBrand(await listBrands(opts), directoryOrCode);
    },
    async getPage(brandDirectory, slug, opts) {
      const query = { content_type: "page", "fields.slug": normalizePageSlug(slug) || "/", ...STATIC_KINDS_ONLY, ...brandFilter(brandDirectory), include: depth.page, limit: 1 };
      const { items } = await entries(query, opts, "page");
      return items[0] ? mapPage(items[0]) : null;
    },
    async listPageSlugs(brandDirectory, opts) {
      const pages: { slug: string; noIndex: boolean; requireAuthentication: boolean; updatedAt: string }[] = [];
      for (let skip = 0; ; skip += PAGE_SIZE) {
        const query = { content_type: "page", select: ["sys.id", "sys.updatedAt", "fields.slug", "fields.noIndex", "fields.requireAuthentication"], ...STATIC_KINDS_ONLY, ...brandFilter(brandDirectory), skip, limit: PAGE_SIZE };
        const response = await entries(query, opts, "page slugs");
        for (const e of response.items) {
          pages.push({ slug: normalizePageSlug(e.fields.slug as string | undefined), noIndex: e.fields.noIndex === true, requireAuthentication: e.fields.requireAuthentication === true, updatedAt: e.sys.updatedAt ?? "" });
        }
        if (skip + PAGE_SIZE >= response.total) return pages;
      }
    },
    getProductPage(brandDirectory, pimIds, opts) {
      if (pimIds.length === 0) return Promise.resolve(null);
      const query = { content_type: "page", "fields.kind": "product", "fields.pimIds[in]": pimIds.join(","), ...brandFilter(brandDirectory), include: depth.page };
      return firstOrNull(query, opts, "product page", mapPage);
    },
    async listNews(brandDirectory, opts) {
      const tagFilter = opts.tag ? { "fields.tags[in]": opts.tag } : {};
      const query = { content_type: "newsPost", ...brandFilter(brandDirectory), ...tagFilter, order: ["-fields.date", "sys.id"], skip: opts.skip, limit: opts.limit, include: depth.entry };
      const response = await entries(query, opts, "news");
      return { items: response.items.map(mapNewsPostSummary), total: response.total, skip: opts.skip, limit: opts.limit };
    },
    getNewsPost(brandDirectory, id, opts) {
      return firstOrNull({ content_type: "newsPost", "sys.id": id, ...brandFilter(brandDirectory), include: depth.entry }, opts, "news post", mapNewsPost);
    },
    async listVideos(brandDirectory, opts) {
      const tagFilter = opts.tag ? { "fields.tags[in]": opts.tag } : {};
      const query = { content_type: "video", ...brandFilter(brandDirectory), ...tagFilter, order: ["-fields.date", "sys.id"], skip: opts.skip, limit: opts.limit, include: depth.entry };
      const response = await entries(query, opts, "videos");
      return { items: response.items.map(mapVideo), total: response.total, skip: opts.skip, limit: opts.limit };
    },
    getVideo(brandDirectory, id, opts) {
      return firstOrNull({ content_type: "video", "sys.id": id, ...brandFilter(brandDirectory), include: depth.entry }, opts, "video", mapVideo);
    },
    async listRedirects() {
      const rules: RedirectRule[] = [];
      for (let skip = 0; ; skip += PAGE_SIZE) {
        const response = await entries({ content_type: "redirectRule", skip, limit: PAGE_SIZE, include: 0 }, { locale: "en" }, "redirects");
        rules.push(...response.items.map(mapRedirectRule).filter((r): r is RedirectRule => r !== undefined));
        if (skip + PAGE_SIZE >= response.total) return rules;
      }
    },
    async getAsset(id, opts) {
      try {
        const asset = await reader(opts).getAsset(id, { locale: localeIso(opts.locale) });
        return isAsset(asset) ? (mapImageAsset(asset) ?? null) : null;
      } catch (error) {
        logger.error({ err: error, assetId: id }, "asset look-up failed");
        return nullUnlessOutage(asRequestError("asset", error));
      }
    },
    getDynamicModule(id, opts) {
      return firstOrNull({ content_type: "dynamicModule", "sys.id": id, include: 0 }, opts, "dynamic module", (e) => mapDynamicModuleRef(e) ?? null);
    },
    async getTaxonomyConcept(id, opts) {
      try {
        const concept = await reader(opts).getConcept(id);
        const label = concept.prefLabel[localeIso(opts.locale)] ?? concept.prefLabel["en-US"] ?? Object.values(concept.prefLabel)[0];
        return { id: concept.sys.id, label: label ?? id };
      } catch (error) {
        logger.error({ err: error, conceptId: id }, "taxonomy concept look-up failed");
        return nullUnlessOutage(asRequestError("taxonomy concept", error));
      }
    },
  };
}
