// Algolia Insights forwarder (S5, X3): the app's accepted events, pushed with the server's credentials to region de or us.
import "server-only";
import { algoliasearch, type InsightsEvents } from "algoliasearch";
import { SEARCH_CLIENT } from "@/config/constants";
import type { InsightsRegion } from "../tokens";
import type { EventForwarder } from "./port";

export function createAlgoliaForwarder(settings: { appId: string; apiKey: string; region?: InsightsRegion }): EventForwarder {
  const timeouts = { connect: SEARCH_CLIENT.connectTimeoutMs, read: SEARCH_CLIENT.readTimeoutMs, write: SEARCH_CLIENT.writeTimeoutMs };
  const client = algoliasearch(settings.appId, settings.apiKey, { timeouts }).initInsights({ ...(settings.region ? { region: settings.region } : {}), options: { timeouts } });
  return {
    async send(events) {
      await client.pushEvents({ events } as unknown as InsightsEvents);
    },
  };
}
