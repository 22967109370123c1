// Revalidations shared by every instance (issue 15 item 4, ADR 44): the merge rules, and the Redis channel against the
// machine's Redis, with two "instances" (two channels, two manifests) and one that starts late.
import { randomBytes } from "node:crypto";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createClient } from "@redis/client";
import { redisReachable, redisTestUrl } from "@/platform/testing/redis";
import { applyTagEntries, entriesOf, mergeTagEntry, openSharedTags, parseTagEntries, retainedSiblingTags, sharedTagKeys, sharedTagsConfig, type SharedTags, type TagEntry } from "./shared-tags";

describe("sharedTagsConfig", () => {
  it("shares revalidations when REDIS_URL is set, unless CACHE_TAG_SYNC=off", () => {
    expect(sharedTagsConfig({})).toBeUndefined();
    expect(sharedTagsConfig({ REDIS_URL: "redis://r:6379" })).toEqual({ url: "redis://r:6379", keyPrefix: "voltline:" });
    expect(sharedTagsConfig({ REDIS_URL: "redis://r:6379", CACHE_TAG_SYNC: "off" })).toBeUndefined();
    expect(sharedTagsConfig({ REDIS_URL: "rediss://r:6380", CACHE_TAG_SYNC: "redis", REDIS_KEY_PREFIX: "site-b:" })).toEqual({ url: "rediss://r:6380", keyPrefix: "site-b:" });
  });

  it("refuses what it cannot honour", () => {
    expect(() => sharedTagsConfig({ CACHE_TAG_SYNC: "redis" })).toThrow(/needs REDIS_URL/);
    expect(() => sharedTagsConfig({ CACHE_TAG_SYNC: "memcached", REDIS_URL: "redis://r" })).toThrow(/not supported/);
    expect(() => sharedTagsConfig({ REDIS_URL: "http://r:6379" })).toThrow(/redis:\/\//);
    expect(() => sharedTagsConfig({ REDIS_URL: "redis://r", REDIS_KEY_PREFIX: "a b" })).toThrow(/REDIS_KEY_PREFIX/);
  });
});

describe("mergeTagEntry", () => {
  it("keeps the later of each time, so a late or repeated message never makes a page fresh again", () => {
    expect(mergeTagEntry(undefined, { stale: 10, expired: 20 })).toEqual({ stale: 10, expired: 20 });
    expect(mergeTagEntry({ stale: 30, expired: 5 }, { stale: 10, expired: 20 })).toEqual({ stale: 30, expired: 20 });
    expect(mergeTagEntry({ stale: 30 }, { expired: 40 })).toEqual({ stale: 30, expired: 40 });
  });
});

describe("applyTagEntries", () => {
  it("changes the manifest and names the tags that changed, and only those", () => {
    const manifest = new Map<string, TagEntry>([["page:voltline:en:home", { stale: 100, expired: 200 }]]);
    expect(applyTagEntries(manifest, { "page:voltline:en:home": { stale: 100, expired: 200 }, "news:voltline": { expired: 50 } })).toEqual(["news:voltline"]);
    expect(manifest.get("news:voltline")).toEqual({ expired: 50 });
    expect(applyTagEntries(manifest, { "page:voltline:en:home": { stale: 300 } })).toEqual(["page:voltline:en:home"]);
    expect(manifest.get("page:voltline:en:home")).toEqual({ stale: 300, expired: 200 });
  });
});

describe("parseTagEntries", () => {
  it("keeps only well-formed entries from another instance", () => {
    expect(parseTagEntries({ a: { stale: 1, expired: 2 }, b: { stale: "soon" }, c: null, ["x".repeat(257)]: { stale: 1 }, d: { expired: -1 }, "": { stale: 1 } })).toEqual({
      a: { stale: 1, expired: 2 },
    });
    expect(parseTagEntries([{ stale: 1 }])).toEqual({});
    expect(parseTagEntries("a")).toEqual({});
    expect(parseTagEntries(null)).toEqual({});
  });

  it("reads at most 1,000 tags of one message", () => {
    const many = Object.fromEntries(Array.from({ length: 5_000 }, (_, i) => [`t${i}`, { stale: i }]));
    expect(Object.keys(parseTagEntries(many))).toHaveLength(1_000);
  });
});

describe("entriesOf", () => {
  it("copies the entries of the revalidated tags that the manifest holds", () => {
    const manifest = new Map<string, TagEntry>([["a", { stale: 1 }], ["b", { expired: 2 }]]);
    expect(entriesOf(manifest, ["a", "z"])).toEqual({ a: { stale: 1 } });
  });
});

const redisUp = await redisReachable();

describe("retainedSiblingTags (ADR 76)", () => {
  it("keeps the later times of every tag the workers revalidated, for a worker that subscribes later", () => {
    const retained = retainedSiblingTags();
    expect(retained.replay()).toEqual({});
    retained.merge({ "page:voltline:about": { stale: 10, expired: 20 }, "bad": "x" });
    retained.merge({ "page:voltline:about": { stale: 5 }, "product:1": { stale: 7 } });
    expect(retained.replay()).toEqual({ "page:voltline:about": { stale: 10, expired: 20 }, "product:1": { stale: 7 } });
  });

  it("keeps the 10,000 most recent tags", () => {
    const retained = retainedSiblingTags();
    for (let i = 0; i < 10; i++) retained.merge(Object.fromEntries(Array.from({ length: 1_000 }, (_, j) => [`tag:${i * 1_000 + j}`, { stale: 1 }])));
    retained.merge({ "tag:0": { stale: 2 }, "tag:new": { stale: 1 } });
    const tags = Object.keys(retained.replay() as object);
    expect(tags).toHaveLength(10_000);
    expect(tags).toContain("tag:0");
    expect(tags).toContain("tag:new");
    expect(tags).not.toContain("tag:1");
  });
});

describe.skipIf(!redisUp)(`shared revalidations through Redis (${redisTestUrl})`, () => {
  const opened: SharedTags[] = [];
  const keyPrefix = `voltline-test-${randomBytes(6).toString("hex")}:`;

  /** One instance: its own manifest, fed by its channel. */
  function instance() {
    const manifest = new Map<string, TagEntry>();
    const channel = openSharedTags({ url: redisTestUrl, keyPrefix, onEntries: (entries) => applyTagEntries(manifest, entries) });
    opened.push(channel);
    return { manifest, channel };
  }

  afterEach(async () => {
    await Promise.all(opened.splice(0).map((channel) => channel.close()));
  });

  it("a revalidation published by one instance reaches another, and one that starts later", async () => {
    const a = instance();
    const b = instance();
    await Promise.all([a.channel.ready, b.channel.ready]);
    const now = Date.now();
    await a.channel.publish({ "page:voltline:en:about": { stale: now, expired: now + 1_000 } });
    await vi.waitFor(() => expect(b.manifest.get("page:voltline:en:about")).toEqual({ stale: now, expired: now + 1_000 }));

    const late = instance();
    await late.channel.ready;
    expect(late.manifest.get("page:voltline:en:about")).toEqual({ stale: now, expired: now + 1_000 });

    const redis = createClient({ url: redisTestUrl });
    await redis.connect();
    try {
      expect(await redis.hGet(sharedTagKeys(keyPrefix).hash, "page:voltline:en:about")).toBe(JSON.stringify({ stale: now, expired: now + 1_000 }));
      await redis.del(sharedTagKeys(keyPrefix).hash);
    } finally {
      await redis.close();
    }
  });

  it("ignores what is not a revalidation on its channel", async () => {
    const a = instance();
    await a.channel.ready;
    const redis = createClient({ url: redisTestUrl });
    await redis.connect();
    try {
      await redis.publish(sharedTagKeys(keyPrefix).channel, "not json");
      await redis.publish(sharedTagKeys(keyPrefix).channel, JSON.stringify({ tag: { stale: "x" } }));
      await redis.publish(sharedTagKeys(keyPrefix).channel, JSON.stringify({ kept: { stale: 5 } }));
    } finally {
      await redis.close();
    }
    await vi.waitFor(() => expect(a.manifest.get("kept")).toEqual({ stale: 5 }));
    expect([...a.manifest.keys()]).toEqual(["kept"]);
  });
});

describe("Redis away", () => {
  it("a revalidation still resolves (the local one stands) and the channel says it is unavailable", async () => {
    const received = vi.fn();
    const channel = openSharedTags({ url: "redis://127.0.0.1:1", keyPrefix: "voltline-away:", onEntries: received });
    await channel.ready;
    await expect(channel.publish({ a: { stale: 1 } })).resolves.toBeUndefined();
    await channel.close();
    expect(received).not.toHaveBeenCalled();
  });
});
