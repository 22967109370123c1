// Test-only entry of the feature: fixtures and helpers for other features' tests.
export { startFakeAlgolia } from "./server/__fixtures__/fake-algolia";
export type { FakeAlgolia } from "./server/__fixtures__/fake-algolia";
