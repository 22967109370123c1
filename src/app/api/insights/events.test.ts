import { beforeAll, describe, expect, it } from "vitest";
import { asc, eq, isNotNull, isNull } from "drizzle-orm";
import { signedInCookie } from "@/features/account/testing";
import { getDb, searchEvents } from "@/platform/db";
import { testDatabaseKinds, useTestDatabase } from "@/platform/db/testing";
import { createEventService } from "@/features/insights/server";
import type { SearchEvent } from "@/features/insights";
import { ANALYTICS_CONSENT_COOKIE, NECESSARY_ONLY_COOKIE } from "@/features/consent/testing";
import { POST } from "./1/events/route";

const QUERY_ID = "0123456789abcdef0123456789abcdef";
const post = (body: unknown, headers: Record<string, string> = {}) =>
  POST(new Request("http://localhost/api/insights/1/events?X-Algolia-Application-Id=voltline&X-Algolia-API-Key=same-origin", {
    method: "POST",
    headers: { "content-type": "text/plain", cookie: ANALYTICS_CONSENT_COOKIE, ...headers },
    body: typeof body === "string" ? body : JSON.stringify(body),
  }));

beforeAll(() => {
  process.env.SESSION_SECRET = "a-test-secret-of-at-least-thirty-two-characters";
});

describe.each(testDatabaseKinds())("POST /api/insights/1/events on %s (S5, Bad input)", (kind) => {
  useTestDatabase(kind, "insights_events");

  it("stores a batch of view, click and conversion events", async () => {
    const response = await post({
      events: [
        { eventType: "view", eventName: "Product viewed", index: "products_en", objectIDs: ["p1"], userToken: "anonymous-abc" },
        { eventType: "click", eventName: "Hit clicked", index: "products_en", queryID: QUERY_ID, objectIDs: ["p1", "p2"], positions: [3, 4], userToken: "anonymous-abc" },
        { eventType: "conversion", eventSubtype: "addToCart", eventName: "Added to compare", index: "products_fr-ca", queryID: QUERY_ID, objectIDs: ["p2"], userToken: "anonymous-abc", authenticatedUserToken: "user-7" },
      ],
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 200, message: "OK" });
    const rows = await (await getDb()).select().from(searchEvents).orderBy(asc(searchEvents.id));
    expect(rows.map((r) => [r.eventType, r.indexName, r.objectIds, r.queryId, r.positions])).toEqual([
      ["view", "products_en", ["p1"], null, null],
      ["click", "products_en", ["p1", "p2"], QUERY_ID, [3, 4]],
      ["conversion", "products_fr-ca", ["p2"], QUERY_ID, null],
    ]);
    // No session: the authenticated token the body claims is not the visitor's to give (issue 12).
    expect(rows[2]).toMatchObject({ eventSubtype: "addToCart", userToken: "anonymous-abc", authenticatedUserToken: null, forwardedAt: null });
  });

  it("records an account's events only from its own session, whatever token the body claims (issue 12)", async () => {
    const db = await getDb();
    const account = `account-${"3".repeat(40)}`;
    const view = (extra: Record<string, unknown>) => ({ eventType: "view", eventName: "Product viewed", index: "products_en", objectIDs: ["p-forged"], userToken: "anonymous-f", ...extra });
    const attributed = async () => (await db.select().from(searchEvents).where(eq(searchEvents.authenticatedUserToken, account))).length;

    // Forged, with no cookie: nothing is recorded under the account.
    expect((await post({ events: [view({ authenticatedUserToken: account })] })).status).toBe(200);
    const forgedAsUser = await post({ events: [view({ userToken: account })] });
    expect(forgedAsUser.status).toBe(403);
    expect(await forgedAsUser.json()).toMatchObject({ status: 403, message: expect.stringContaining("events[0].userToken") });
    expect(await post({ events: [view({ authenticatedUserToken: account })] }, { cookie: `vl_session=forged; ${ANALYTICS_CONSENT_COOKIE}` })).toHaveProperty("status", 200);
    expect(await post({ events: [view({ authenticatedUserToken: account })] }, { cookie: `${await signedInCookie({ userToken: `account-${"9".repeat(40)}` })}; ${ANALYTICS_CONSENT_COOKIE}` })).toHaveProperty("status", 200);
    expect(await attributed()).toBe(0);

    // From the account's session: its token, even when the body claims another one or none.
    const cookie = `${await signedInCookie({ userToken: account })}; ${ANALYTICS_CONSENT_COOKIE}`;
    expect((await post({ events: [view({}), view({ authenticatedUserToken: "account-someone-else" })] }, { cookie })).status).toBe(200);
    expect(await attributed()).toBe(2);
  });

  it.each([
    ["bad JSON", "{nope", 400],
    ["no events", { events: [] }, 422],
    ["an unknown index", { events: [{ eventType: "view", eventName: "x", index: "secrets", objectIDs: ["1"], userToken: "u" }] }, 422],
    ["a wrong event type", { events: [{ eventType: "hover", eventName: "x", index: "products_en", objectIDs: ["1"], userToken: "u" }] }, 422],
    ["a click after search without positions", { events: [{ eventType: "click", eventName: "x", index: "products_en", queryID: QUERY_ID, objectIDs: ["1"], userToken: "u" }] }, 422],
    ["an oversized body", "x".repeat(1024 * 1024 + 1), 413],
  ])("answers %s with a 4xx JSON message and stores nothing", async (_case, body, status) => {
    const db = await getDb();
    const before = (await db.select().from(searchEvents)).length;
    const response = await post(body);
    expect(response.status).toBe(status);
    const json = await response.json();
    expect(json).toMatchObject({ status, message: expect.any(String) });
    expect(JSON.stringify(json)).not.toMatch(/node_modules|at .+\.ts/);
    expect((await db.select().from(searchEvents)).length).toBe(before);
  });

  it.each([
    ["no consent cookie (no choice yet)", ""],
    ["'Necessary only'", NECESSARY_ONLY_COOKIE],
    ["a consent of an older policy version", "vl_consent=0.necessary+analytics"],
    ["a forged consent value", "vl_consent=1.analytics"],
  ])("answers 403 and stores nothing for a request with %s (issue 12, consent)", async (_case, cookie) => {
    const db = await getDb();
    const before = (await db.select().from(searchEvents)).length;
    const response = await post({ events: [{ eventType: "view", eventName: "Product viewed", index: "products_en", objectIDs: ["p1"], userToken: "anonymous-abc" }] }, { cookie: `i18n_redirected=fr-ca; ${cookie}` });
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({ status: 403, message: expect.stringMatching(/consent/i) });
    expect((await db.select().from(searchEvents)).length).toBe(before);
  });

  it("refuses a request without consent before reading its body (issue 12)", async () => {
    const response = await post("x".repeat(1024 * 1024 + 1), { cookie: "" });
    expect(response.status).toBe(403);
  });

  it("keeps accepted events when forwarding to Algolia fails, and forwards them with the next batch", async () => {
    const db = await getDb();
    await db.delete(searchEvents);
    let algoliaUp = false;
    const received: SearchEvent[] = [];
    const service = createEventService(getDb, {
      async send(events) {
        if (!algoliaUp) throw new Error("503 from insights.us.algolia.io");
        received.push(...events);
      },
    });
    const event: SearchEvent = { eventType: "conversion", eventName: "Where to buy", index: "products_en", objectIDs: ["p9"], userToken: "anonymous-x" };
    const first = await service.accept([event]);
    expect(await first.forwarded).toBe(0);
    expect(await db.select().from(searchEvents).where(isNull(searchEvents.forwardedAt))).toHaveLength(1);

    algoliaUp = true;
    const second = await service.accept([{ ...event, objectIDs: ["p10"] }]);
    expect(await second.forwarded).toBe(2);
    expect(received.map((e) => e.objectIDs)).toEqual([["p9"], ["p10"]]);
    expect(await db.select().from(searchEvents).where(isNotNull(searchEvents.forwardedAt))).toHaveLength(2);
  });
});
