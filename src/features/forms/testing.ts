// Test-only entry of the feature: fixtures and helpers for other features' tests.
export { startFakeMarketingService } from "./server/outbox/testing/fake-marketing-service";
export type { FakeMarketingService } from "./server/outbox/testing/fake-marketing-service";
