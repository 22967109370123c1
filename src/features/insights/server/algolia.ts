// Algolia Insights forwarder (S5, X3): the app's accepted events, pushed with the server's credentials to region de or us.
import "server-only";
import { insightsClient } from "algoliasearch";
import { SEARCH_CLIENT } from "@/config/constants";
import type { InsightsRegion } from "../tokens";
import type { EventForwarder } from "./port";

export function createAlgoliaForwarder(settings: { appId: string; apiKey: string; region?: InsightsRegion }): EventForwarder {
  const client = insightsClient(settings.appId, settings.apiKey, settings.region, {
    timeouts: { connect: SEARCH_CLIENT.connectTimeoutMs, read: SEARCH_CLIENT.readTimeoutMs, write: SEARCH_CLIENT.writeTimeoutMs },
  });
  return {
    async send(events) {
      await client.pushEvents({ events: events as Parameters<typeof client.pushEvents>[0]["events"] });
    },
  };
}
