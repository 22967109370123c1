// Wires the events service (S5): the local table always; Algolia Insights too when ALGOLIA_APP_ID and ALGOLIA_SEARCH_API_KEY are set.
import "server-only";
import { getDb } from "@/platform/db";
import { insightsRegion } from "../tokens";
import { createAlgoliaForwarder } from "./algolia";
import { createDbEventStats, createEventService, type EventService } from "./events";
import type { EventStats } from "./port";

export const INSIGHTS_ENV = [
  { name: "ALGOLIA_APP_ID", default: "(unset)", description: "With ALGOLIA_SEARCH_API_KEY: accepted events are also forwarded to Algolia Insights." },
  { name: "ALGOLIA_SEARCH_API_KEY", default: "(unset)", description: "Algolia key with the `search` ACL (events, recommendations)." },
  { name: "ALGOLIA_INSIGHTS_REGION", default: "(unset: global host)", description: "Insights region, `de` or `us`; any other value fails at start." },
] as const;

export function algoliaCredentials(env: Record<string, string | undefined> = process.env): { appId: string; apiKey: string } | undefined {
  const appId = env.ALGOLIA_APP_ID?.trim();
  const apiKey = env.ALGOLIA_SEARCH_API_KEY?.trim();
  return appId && apiKey ? { appId, apiKey } : undefined;
}

const store = globalThis as typeof globalThis & { __voltlineEvents?: EventService; __voltlineEventStats?: EventStats };

export function getEventService(env: Record<string, string | undefined> = process.env): EventService {
  if (!store.__voltlineEvents) {
    const credentials = algoliaCredentials(env);
    const region = insightsRegion(env.ALGOLIA_INSIGHTS_REGION?.trim());
    const forwarder = credentials ? createAlgoliaForwarder({ ...credentials, ...(region ? { region } : {}) }) : undefined;
    store.__voltlineEvents = createEventService(getDb, forwarder);
  }
  return store.__voltlineEvents;
}

export function getEventStats(): EventStats {
  store.__voltlineEventStats ??= createDbEventStats(getDb);
  return store.__voltlineEventStats;
}
/** The events route's body check (S5). */
export { EVENT_LIMITS, parseEventBatch } from "../model";
export { createAlgoliaForwarder } from "./algolia";
export type { AlgoliaRequester } from "./algolia";
export { createEventService } from "./events";
export type { EventStats, ObjectScore } from "./port";
export { recordServerConversion, type ConversionOutcome, type ServerConversion } from "./conversion";
