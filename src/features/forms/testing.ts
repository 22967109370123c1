// Test-only entry of the feature: fixtures and helpers for other features' tests.
import { afterAll, beforeAll, vi } from "vitest";
import { useTestDatabase } from "@/platform/db/testing";
export { startFakeMarketingService } from "./server/outbox/testing/fake-marketing-service";
export type { FakeMarketingService } from "./server/outbox/testing/fake-marketing-service";

/**
 * The set-up of a test file that posts many forms from one client (letters F10-F13, submittal packages F15): its own
 * PGlite database, and the forms' rate limit off (it is tested on its own).
 */
export function useFormPostTests(database: string): void {
  useTestDatabase("pglite", database);
  beforeAll(() => void vi.stubEnv("FORMS_RATE_LIMIT", "off"));
  afterAll(() => void vi.unstubAllEnvs());
}
