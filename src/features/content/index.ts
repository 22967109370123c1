export { parseAllowedOrigins } from "./blocks/Script/scriptPolicy";
export type { BlockContext } from "./blocks/types";
export { renderMarkdown } from "./markdown";
export type { Block, BreadcrumbStyle, CaptionTrack, DynamicModuleRef, DynamicModuleType, ImageAsset, LinkTarget, NewsPost, NewsPostSummary, Page, RedirectRule, Section, Video } from "./model";
export { pageMetadata } from "./page/metadata";
export { pageHasModule } from "./page/modules";
export { sanitizeHtml } from "./sanitize";
