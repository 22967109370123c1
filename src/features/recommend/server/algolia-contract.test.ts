import { describe, expect, it } from "vitest";
import { createAlgoliaForwarder, type AlgoliaRequester } from "@/features/insights/server";
import { createAlgoliaRecommender } from "./algolia";

type Sent = { method: string; url: URL; credentials: string[]; body: unknown; connectTimeout: number; responseTimeout: number };

/** Records what the Algolia clients would send over the network and answers like Algolia. */
function recordingRequester(answer: unknown, status = 200): { requester: AlgoliaRequester; sent: Sent[] } {
  const sent: Sent[] = [];
  const requester: AlgoliaRequester = {
    async send(request) {
      const url = new URL(request.url);
      const header = (name: string) => Object.entries(request.headers).find(([key]) => key.toLowerCase() === name)?.[1] ?? url.searchParams.get(name) ?? "";
      sent.push({ method: request.method, url, credentials: [header("x-algolia-application-id"), header("x-algolia-api-key")], body: request.data ? JSON.parse(request.data as string) : undefined, connectTimeout: request.connectTimeout, responseTimeout: request.responseTimeout });
      return { content: JSON.stringify(answer), status, isTimedOut: false };
    },
  };
  return { requester, sent };
}

describe("Algolia contract: request shapes (X3, S4, S5)", () => {
  it("Insights: POST /1/events to the region's host with the batch and the app's credentials", async () => {
    const { requester, sent } = recordingRequester({ status: 200, message: "OK" });
    const forwarder = createAlgoliaForwarder({ appId: "APPID", apiKey: "searchkey", region: "de", requester });
    const event = { eventType: "view" as const, eventName: "Product viewed", index: "products_en", objectIDs: ["p1"], userToken: "anonymous-1", timestamp: 1_700_000_000_000 };
    await forwarder.send([event]);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.method).toBe("POST");
    expect(sent[0]!.url.host).toBe("insights.de.algolia.io");
    expect(sent[0]!.url.pathname).toBe("/1/events");
    expect(sent[0]!.body).toEqual({ events: [event] });
    expect(sent[0]!.credentials).toEqual(["APPID", "searchkey"]);
    expect(sent[0]!.connectTimeout).toBe(1_000);
    expect(sent[0]!.responseTimeout).toBe(30_000);
  });

  it("Insights: a refusal from Algolia is an error the events service keeps the rows for", async () => {
    const { requester } = recordingRequester({ status: 422, message: "bad" }, 422);
    const forwarder = createAlgoliaForwarder({ appId: "APPID", apiKey: "searchkey", region: "us", requester });
    await expect(forwarder.send([{ eventType: "view", eventName: "x", index: "products_en", objectIDs: ["p1"], userToken: "u" }])).rejects.toThrow();
  });

  it("Recommend: POST /1/indexes/*/recommendations with the requests and the read timeout", async () => {
    const { requester, sent } = recordingRequester({ results: [{ hits: [{ objectID: "p2", _score: 87 }], nbHits: 1 }] });
    const recommender = createAlgoliaRecommender({ appId: "APPID", apiKey: "searchkey", requester });
    const request = { indexName: "products_en", model: "related-products" as const, objectID: "p1", threshold: 0, maxRecommendations: 4 };
    const { results } = await recommender.getRecommendations({ requests: [request] });
    expect(results[0]!.hits).toEqual([{ objectID: "p2", _score: 87 }]);
    expect(sent[0]!.method).toBe("POST");
    expect(sent[0]!.url.host).toMatch(/^appid(-dsn)?\.algolia\.net$|^appid-\d\.algolianet\.com$/);
    expect(sent[0]!.url.pathname).toBe("/1/indexes/*/recommendations");
    expect(sent[0]!.body).toEqual({ requests: [request] });
    expect(sent[0]!.credentials).toEqual(["APPID", "searchkey"]);
    expect(sent[0]!.connectTimeout).toBe(1_000);
    expect(sent[0]!.responseTimeout).toBe(2_000);
  });
});
