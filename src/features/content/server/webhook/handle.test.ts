// The publish webhook end to end (C7, X1, X3): who may call it, and that the embedded search finds a newly published
// news post (and no longer an unpublished one) right after the call, with a CMS simulated by swapping content packs.
import { createHmac } from "node:crypto";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { smallCatalogDir } from "@/features/catalog/testing";
import { fixturePack } from "../__fixtures__/pack";
import { createLocalContentSource } from "../local";
import type { ContentPack, PackEntry } from "../pack";
import type { ContentSource } from "../port";
import type { ContentRecord } from "@/features/search";
import { getSearchService } from "@/features/search/server";
import { MicroCache, microCacheOptions, processMicroCache } from "@/platform/cache/micro-cache";
import { handleContentWebhook as POST } from "./handle";

// Outside a Next request, the data cache's tags have nothing to revalidate.
vi.mock("next/cache", () => ({ revalidateTag: () => {} }));
const cms = vi.hoisted(() => ({ source: undefined as ContentSource | undefined }));
vi.mock("../source", () => ({ getContentSource: () => cms.source }));

const RELAY_SECRET = "relay-secret";
const SIGNING_SECRET = "Zq4m8Nw2Lx6Rk0Tv3Yb7Hc1Jd5Fg9Sa2Pe6Ui0Oy4Wr8Et3Qn7Mk1Lj5Hg9Fd2Sa";
const URL_PATH = "/api/content-webhook";

let pack: ContentPack = fixturePack();
function publish(next: ContentPack) {
  pack = next;
  const snapshot = next;
  cms.source = createLocalContentSource(async () => snapshot);
}

const springEntry = (): PackEntry => {
  const launch = pack.entries.find((e) => e.sys.id === "news-launch")!;
  return {
    ...launch,
    sys: { ...launch.sys, id: "news-spring" },
    fields: { ...launch.fields, title: { "en-US": "Spring catalogue preview", "fr-CA": "Aperçu du catalogue du printemps", "es-MX": "Avance del catálogo de primavera" }, date: { "en-US": "2026-04-20" } },
  };
};

const payloadOf = (id: string, type: "Entry" | "DeletedEntry") => {
  const entry = pack.entries.find((e) => e.sys.id === id)!;
  const sys = { id, type, contentType: { sys: { id: entry.sys.contentType.sys.id } } };
  return JSON.stringify(type === "Entry" ? { sys, fields: entry.fields } : { sys });
};

/** Signed as Contentful does: HMAC-SHA256 of method, path, the signed headers and the body, joined by newlines. */
function contentfulSigned(body: string, { timestamp = Date.now(), secret = SIGNING_SECRET } = {}): Request {
  const topic = "ContentManagement.Entry.publish";
  const signed = "x-contentful-signed-headers,x-contentful-timestamp,x-contentful-topic";
  const canonical = ["POST", URL_PATH, `x-contentful-signed-headers:${signed};x-contentful-timestamp:${timestamp};x-contentful-topic:${topic}`, body].join("\n");
  return new Request(`http://localhost${URL_PATH}`, {
    method: "POST",
    body,
    headers: {
      "content-type": "application/vnd.contentful.management.v1+json",
      "x-contentful-topic": topic,
      "x-contentful-signed-headers": signed,
      "x-contentful-timestamp": String(timestamp),
      "x-contentful-signature": createHmac("sha256", secret).update(canonical).digest("hex"),
    },
  });
}

const relayed = (body: string, secret = RELAY_SECRET) =>
  new Request(`http://localhost${URL_PATH}`, { method: "POST", body, headers: { "x-voltline-signature": createHmac("sha256", secret).update(body).digest("hex") } });

const titles = async (indexName: string, query: string) => {
  const { results } = await getSearchService().search<ContentRecord>({ requests: [{ indexName, query }] });
  return results[0]!.hits.map((hit) => hit.title);
};

const saved = { ...process.env };
beforeAll(() => {
  Object.assign(process.env, { SEARCH_SOURCE: "local", CATALOG_DIR: smallCatalogDir(), CONTENT_WEBHOOK_SECRET: RELAY_SECRET, CONTENTFUL_WEBHOOK_SIGNING_SECRET: SIGNING_SECRET });
  publish(pack);
});
afterEach(() => {
  for (const name of ["SEARCH_SOURCE", "ALGOLIA_APP_ID"]) {
    if (saved[name] === undefined) delete process.env[name];
    else process.env[name] = saved[name];
  }
  process.env.SEARCH_SOURCE = "local";
});

describe("publish webhook authentication (C7, X1)", () => {
  const body = JSON.stringify({ sys: { id: "r1", type: "Entry", contentType: { sys: { id: "redirectRule" } } } });

  it("accepts Contentful's signature or the relay's, and answers with the revalidated tags only for entries search does not hold", async () => {
    for (const request of [contentfulSigned(body), relayed(body)]) {
      const response = await POST(request);
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ revalidated: ["redirects"] });
    }
  });

  it("drops the pages the server keeps in memory, however long they were to be kept (ADR 8, ADR 45)", async () => {
    const pages = processMicroCache(() => new MicroCache(microCacheOptions({})));
    pages.set("gzip localhost /voltline/en/products/p/1000001", { status: 200, headers: {}, body: Buffer.from("page") }, 3600);
    expect(pages.size).toBe(1);
    expect((await POST(relayed(body))).status).toBe(200);
    expect(pages.size).toBe(0);
  });

  it("answers 401 to a stale, tampered, wrongly keyed or unsigned request, and 400 to a signed body that is not JSON", async () => {
    const stale = await POST(contentfulSigned(body, { timestamp: Date.now() - 31_000 }));
    expect(stale.status).toBe(401);
    expect(await stale.json()).toEqual({ error: "request expired" });
    const tampered = contentfulSigned(body);
    const forged = new Request(tampered.url, { method: "POST", headers: tampered.headers, body: body.replace("r1", "r2") });
    for (const request of [forged, contentfulSigned(body, { secret: RELAY_SECRET }), relayed(body, SIGNING_SECRET), new Request(`http://localhost${URL_PATH}`, { method: "POST", body })]) {
      const response = await POST(request);
      expect(response.status).toBe(401);
      expect(await response.json()).toEqual({ error: "invalid signature" });
    }
    expect((await POST(relayed("{not json"))).status).toBe(400);
  });
});

describe("publish webhook keeps the embedded search in step (C7, X3)", () => {
  it("a published news post is found by its new title right after the call, in every locale", async () => {
    expect(await titles("content_en", "spring catalogue")).toEqual([]);
    expect(await titles("content_fr-ca", "catalogue printemps")).toEqual([]);
    publish({ ...pack, entries: [...pack.entries, springEntry()] });

    const response = await POST(contentfulSigned(payloadOf("news-spring", "Entry")));
    expect(response.status).toBe(200);
    const json = await response.json();
    expect(json.revalidated).toEqual(["news:voltline", "entry:news-spring", "pages:voltline"]);
    expect(json.search.failed).toEqual([]);
    expect(json.search.updated).toContainEqual({ index: "content_en", upserted: ["news:voltline:news-spring"], deleted: ["news:voltline-canada:news-spring", "news:homestyle:news-spring"] });

    expect(await titles("content_en", "spring catalogue")).toEqual(["Spring catalogue preview"]);
    expect(await titles("content_fr-ca", "catalogue printemps")).toEqual(["Aperçu du catalogue du printemps"]);
  });

  it("an unpublished news post is no longer found right after the call", async () => {
    expect(await titles("content_en", "news-launch")).toEqual(["news-launch"]);
    const body = payloadOf("news-launch", "DeletedEntry");
    publish({ ...pack, entries: pack.entries.filter((e) => e.sys.id !== "news-launch") });

    const response = await POST(relayed(body));
    expect(response.status).toBe(200);
    expect((await response.json()).search.updated).toHaveLength(3);
    expect(await titles("content_en", "news-launch")).toEqual([]);
    expect(await titles("content_es-mx", "news-launch")).toEqual([]);
  });

  it("a brand published without a locale takes its records out of that locale's search right after the call", async () => {
    expect(await titles("content_fr-ca", "news-hs")).toEqual(["news-hs (fr)"]);
    const withoutFrench = pack.entries.map((e) =>
      e.sys.id === "brand-homestyle" ? { ...e, fields: { ...e.fields, locales: { "en-US": ["en", "es-mx"] } } } : e,
    );
    publish({ ...pack, entries: withoutFrench });

    const response = await POST(relayed(payloadOf("brand-homestyle", "Entry")));
    expect(response.status).toBe(200);
    const json = await response.json();
    expect(json.revalidated).toEqual(["brands"]);
    expect(json.search.failed).toEqual([]);
    expect(json.search.replaced.map((r: { index: string }) => r.index)).toEqual(["content_en", "content_fr-ca", "content_es-mx"]);
    expect(json.search.replaced.find((r: { index: string }) => r.index === "content_fr-ca").deleted).toBeGreaterThan(0);
    expect(await titles("content_fr-ca", "news-hs")).toEqual([]);
    expect(await titles("content_en", "news-hs")).toEqual(["news-hs"]);
  });

  it("still revalidates and answers 200 when the search service fails, saying what failed", async () => {
    Object.assign(process.env, { SEARCH_SOURCE: "algolia", ALGOLIA_APP_ID: "VOLTTEST04" });
    const response = await POST(relayed(payloadOf("video-gfci", "Entry")));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      revalidated: ["videos:voltline", "entry:video-gfci", "pages:voltline"],
      search: { updated: [], failed: [{ error: "Algolia is not configured: set ALGOLIA_WRITE_API_KEY" }] },
    });
  });
});
