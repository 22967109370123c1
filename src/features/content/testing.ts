// For other features' tests: the content pack fixture (brands, pages, navigation in every locale).
export { fixturePack } from "./server/__fixtures__/pack";
