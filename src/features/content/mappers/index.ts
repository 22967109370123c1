// Pure mappers from Contentful entry shapes to domain types, shared by both ContentSource adapters.
export * from "./entry-shape";
export { mapImageAsset, normalizeAssetUrl } from "./asset";
export { mapLinkTarget, mapLinkTargets } from "./link-target";
export { mapBrand, mapHeaderData, mapFooterData, brandDirectoryOf, REDACTED_BRAND_DIRECTORIES } from "./brand";
export { mapNavigationEntry, mapNavigationEntries, mapNavigationGroup, mapSocialLink } from "./navigation";
export { mapBlock, mapBlocks, blockMappers } from "./blocks";
export { mapSection } from "./section";
export { mapPage, normalizePageSlug } from "./page";
export { mapNewsPost, mapNewsPostSummary } from "./news";
export { mapVideo } from "./video";
export { mapRedirectRule } from "./redirect";
export { mapDynamicModuleRef, DYNAMIC_MODULE_TYPES } from "./dynamic-module";
