// Test-only entry of the feature: fixtures and helpers for other features' tests.
export { BRAND_ASSORTMENTS, brandAssortment } from "./__fixtures__/brand-assortments";
export { smallCatalogDir } from "./server/__fixtures__/small-catalog";
export { US_MADE, VIETNAM_MADE, type ComplianceFacts } from "./__fixtures__/compliance-facts";
export { withSmallCatalog } from "./server/__fixtures__/with-small-catalog";
