// Algolia Insights forwarder (S5, X3): the app's accepted events, pushed with the server's credentials to region de or us.
import "server-only";
import { algoliasearch, type InsightsEvents } from "algoliasearch";
import { SEARCH_CLIENT } from "@/config/constants";

/** The HTTP layer of the Algolia client (default: Node's); contract tests pass one that records requests. */
export type AlgoliaRequester = NonNullable<NonNullable<Parameters<typeof algoliasearch>[2]>["requester"]>;
import type { InsightsRegion } from "../tokens";
import type { EventForwarder } from "./port";

export function createAlgoliaForwarder(settings: { appId: string; apiKey: string; region?: InsightsRegion; requester?: AlgoliaRequester }): EventForwarder {
  const timeouts = { connect: SEARCH_CLIENT.connectTimeoutMs, read: SEARCH_CLIENT.readTimeoutMs, write: SEARCH_CLIENT.writeTimeoutMs };
  const requester = settings.requester ? { requester: settings.requester } : {};
  const client = algoliasearch(settings.appId, settings.apiKey, { timeouts, ...requester }).initInsights({ ...(settings.region ? { region: settings.region } : {}), options: { timeouts, ...requester } });
  return {
    async send(events) {
      await client.pushEvents({ events } as unknown as InsightsEvents);
    },
  };
}
