import { describe, expect, it } from "vitest";
import { parseEventBatch } from "./model";

const NOW = Date.parse("2026-11-22T12:00:00Z");
const QUERY_ID = "0123456789abcdef0123456789abcdef";
const view = { eventType: "view", eventName: "Product viewed", index: "products_en", objectIDs: ["p1"], userToken: "anonymous-1" };

describe("event batches (S5)", () => {
  it("accepts Algolia Insights events and decodes URL-encoded filters", () => {
    const result = parseEventBatch({
      events: [
        view,
        { eventType: "click", eventName: "Hit clicked", index: "products_fr-ca", queryID: QUERY_ID, objectIDs: ["a", "b"], positions: [1, 2], userToken: "anonymous-1" },
        { eventType: "conversion", eventSubtype: "addToCart", eventName: "Added", index: "products_es-mx", objectIDs: ["a"], objectData: [{ queryID: QUERY_ID }], userToken: "u", authenticatedUserToken: "user-7", timestamp: NOW - 1000 },
        { eventType: "click", eventName: "Filter", index: "products_en", filters: ["brand%3AVoltline"], userToken: "u" },
      ],
    }, NOW);
    expect(result.ok).toBe(true);
    if (result.ok) expect(result.events[3]?.filters).toEqual(["brand:Voltline"]);
  });

  it.each([
    [{ events: [] }, /^events: /],
    [{ events: "x" }, /^events: /],
    [{ events: [view], extra: 1 }, /^body: |extra/],
    [{ events: [{ ...view, eventType: "purchase" }] }, /^events\[0\]\.eventType: /],
    [{ events: [{ ...view, index: "users" }] }, /^events\[0\]\.index: is not an index/],
    [{ events: [{ ...view, userToken: "has space" }] }, /^events\[0\]\.userToken: /],
    [{ events: [{ ...view, objectIDs: Array.from({ length: 21 }, (_, i) => `p${i}`) }] }, /^events\[0\]\.objectIDs: /],
    [{ events: [{ ...view, objectIDs: undefined }] }, /either objectIDs or filters/],
    [{ events: [{ ...view, eventType: "click", queryID: QUERY_ID }] }, /positions: a click after a search/],
    [{ events: [{ ...view, eventType: "click", queryID: QUERY_ID, objectIDs: ["a", "b"], positions: [1] }] }, /one position per objectID/],
    [{ events: [{ ...view, eventSubtype: "purchase" }] }, /only conversions/],
    [{ events: [{ ...view, queryID: "nope" }] }, /queryID: must be 32 hexadecimal/],
    [{ events: [{ ...view, eventName: "x".repeat(65) }] }, /eventName/],
    [{ events: [{ ...view, timestamp: NOW - 5 * 24 * 3600 * 1000 }] }, /timestamp: must be within the last 4 days/],
    [{ events: Array.from({ length: 1001 }, () => view) }, /^events: /],
  ])("refuses %j with a message naming the field", (body, message) => {
    const result = parseEventBatch(body, NOW);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.message).toMatch(message);
  });
});
