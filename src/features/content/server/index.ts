// Server entry of the content feature (ADR 46): the configured ContentSource, cached queries, pages and the webhook.
import "server-only";

export type { ContentSource, ContentQueryOptions, Paged } from "./port";
export { CONTENT_ENV_VARIABLES, contentSourceFromEnv, getContentSource, siteContentSource } from "./source";
export type { DynamicModuleProps } from "../blocks/DynamicModule/modules";
export { createLocalContentSource } from "./local";
export { getBrand, getNewsPost, getPage, getProductPage, getVideo, listBrands, listBrandSummaries, listNews, listPageSlugs, listVideos } from "./queries";
export { handleContentWebhook } from "./webhook/handle";
export { PACK_DEFAULT_LOCALE, PACK_LOCALES } from "./pack";
export type { ContentPack, FieldValidation, IsoLocale, Localized, PackAsset, PackContentType, PackEntry, PackField, PackLink, PackLocale } from "./pack";
