// Which cache tags a Contentful publish/unpublish webhook must revalidate (C7): the fewest tags that
// cover every cached read the changed entity can appear in.
import {
  ALL_PAGES_TAG,
  BRANDS_TAG,
  CONTENT_TAG,
  REDIRECTS_TAG,
  entryTag,
  newsTag,
  pageIndexTag,
  pageTag,
  pagesTag,
  productPageTag,
  videoTag,
} from "@/platform/cache/tags";
import { PACK_DEFAULT_LOCALE } from "../pack";

export interface ContentfulWebhookPayload {
  sys?: { id?: string; type?: string; contentType?: { sys?: { id?: string } } };
  fields?: Record<string, Record<string, unknown> | undefined>;
}

const BRAND_TYPES = new Set(["globalBrand", "headerData", "footerData", "navigationEntry", "navigationGroup", "socialLink"]);
/** Sections and blocks can sit in any page: no cheaper tag covers them. */
export const PAGE_PART_TYPES: ReadonlySet<string> = new Set([
  "section", "sectionTitle", "heroBanner", "cardGrid", "cardCarousel", "twoColumnLayout", "htmlGrid", "accordion",
  "advantageIcons", "html", "script", "image", "card", "product", "videoPost", "dynamicModule",
]);

export function defaultLocaleValue(payload: ContentfulWebhookPayload, field: string): unknown {
  return payload.fields?.[field]?.[PACK_DEFAULT_LOCALE];
}

export function linkedBrandId(payload: ContentfulWebhookPayload): string | undefined {
  const link = defaultLocaleValue(payload, "brand") as { sys?: { id?: unknown } } | undefined;
  return typeof link?.sys?.id === "string" ? link.sys.id : undefined;
}

/**
 * @param brandDirectoryOf maps a globalBrand entry id to its brandDirectory (unknown -> undefined).
 * A page's old slug is not in the payload: a renamed page keeps its old URL until a redirect rule takes it.
 */
export function tagsForWebhook(payload: ContentfulWebhookPayload, brandDirectoryOf: (brandEntryId: string) => string | undefined): string[] {
  const type = payload.sys?.type;
  if (type === "Asset" || type === "DeletedAsset") return [CONTENT_TAG];
  if (type !== "Entry" && type !== "DeletedEntry") return [];
  const id = payload.sys?.id ?? "";
  const contentType = payload.sys?.contentType?.sys?.id ?? "";
  if (BRAND_TYPES.has(contentType)) return [BRANDS_TAG];
  if (contentType === "redirectRule") return [REDIRECTS_TAG];
  if (PAGE_PART_TYPES.has(contentType)) return [ALL_PAGES_TAG];

  const brandId = linkedBrandId(payload);
  const brand = brandId ? brandDirectoryOf(brandId) : undefined;
  if (contentType === "page" && defaultLocaleValue(payload, "kind") === "product") {
    // the PIM ids it targets now; those it dropped are covered by the entry's own tag (see getProductPage)
    const pimIds = defaultLocaleValue(payload, "pimIds");
    if (type === "DeletedEntry" || !brand || !Array.isArray(pimIds)) return [ALL_PAGES_TAG];
    const ids = [...new Set(pimIds.filter((pimId): pimId is string => typeof pimId === "string"))];
    return [...ids.map((pimId) => productPageTag(brand, pimId)), entryTag(id)];
  }
  if (contentType === "page") {
    const slug = defaultLocaleValue(payload, "slug");
    if (type === "DeletedEntry" || !brand || typeof slug !== "string") return [ALL_PAGES_TAG];
    return [pageTag(brand, slug.replace(/^\/+|\/+$/g, "")), pageIndexTag(brand)];
  }
  if (contentType === "newsPost" || contentType === "video") {
    if (type === "DeletedEntry" || !brand) return [CONTENT_TAG];
    const listTag = contentType === "newsPost" ? newsTag(brand) : videoTag(brand);
    return [listTag, entryTag(id), pagesTag(brand)];
  }
  return [CONTENT_TAG];
}
