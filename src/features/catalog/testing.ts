// Test-only entry of the feature: fixtures and helpers for other features' tests.
export { BRAND_ASSORTMENTS, brandAssortment } from "./__fixtures__/brand-assortments";
export { smallCatalogDir } from "./server/__fixtures__/small-catalog";
