import { describe, expect, it } from "vitest";
import { cheapEntryMeasure } from "./entry-measure";

/** Next's IncrementalCache.set, reduced to what matters here: it measures the entry, then awaits the handler. */
class FakeIncrementalCache {
  measured: number[] = [];
  stored: unknown[] = [];
  async set(_key: string, data: unknown, context: { fetchCache?: boolean }) {
    this.measured.push(JSON.stringify(data).length);
    await Promise.resolve();
    this.stored.push(context.fetchCache ? data : JSON.parse(JSON.stringify({ kept: data })));
  }
}

describe("cheap entry measure (issue 15, ADR 45)", () => {
  it("measures a page entry's RSC buffer by its length, and leaves the buffer as it was", async () => {
    const cache = new FakeIncrementalCache();
    expect(cheapEntryMeasure(cache)).toBe(true);
    expect(cheapEntryMeasure(new FakeIncrementalCache())).toBe(true); // once per class
    const rscData = Buffer.alloc(85_000, 65);
    await cache.set("/voltline/en/products/p/1", { kind: "APP_PAGE", html: "<html></html>", rscData }, {});
    expect(cache.measured[0]).toBeLessThan(200);
    // After the measure, the buffer stringifies as Node's Buffer again (the store above ran after the await).
    expect((cache.stored[0] as { kept: { rscData: { type: string; data: number[] } } }).kept.rscData.data).toHaveLength(85_000);
    expect(Object.prototype.hasOwnProperty.call(rscData, "toJSON")).toBe(false);
  });

  it("measures a page entry's HTML as a few bytes, and leaves the entry as it was", async () => {
    const cache = new FakeIncrementalCache();
    cheapEntryMeasure(cache);
    // A product page's HTML: flight scripts full of quotes and backslashes, each escaped again by JSON.stringify.
    const html = `<html><body>${'<script>self.__next_f.push([1,"{\\"a\\":\\"b\\"}"])</script>'.repeat(2_000)}</body></html>`;
    const entry = { kind: "APP_PAGE", html, rscData: Buffer.alloc(1000, 65), headers: { "x-next-cache-tags": "a,b" }, status: 200 };
    await cache.set("/voltline/fr-ca/products/p/2", entry, {});
    expect(cache.measured[0]).toBeLessThan(100);
    expect(Object.keys(entry)).toEqual(["kind", "html", "rscData", "headers", "status"]);
    expect(Object.prototype.hasOwnProperty.call(entry, "toJSON")).toBe(false);
    // What the handler keeps after the await is the whole entry, as Next gave it.
    expect((cache.stored[0] as { kept: { html: string } }).kept.html).toBe(html);
  });

  it("leaves an entry that has its own toJSON alone", async () => {
    const cache = new FakeIncrementalCache();
    cheapEntryMeasure(cache);
    const entry = { kind: "APP_PAGE", html: "x".repeat(500), toJSON: () => "own" };
    await cache.set("/own", entry, {});
    expect(cache.measured[0]).toBe(JSON.stringify("own").length);
    expect(entry.toJSON()).toBe("own");
  });

  it("measures a data-cache entry as before", async () => {
    const cache = new FakeIncrementalCache();
    cheapEntryMeasure(cache);
    const body = Buffer.alloc(1000, 65);
    await cache.set("fetch-key", { kind: "FETCH", body }, { fetchCache: true });
    expect(cache.measured[0]).toBe(JSON.stringify({ kind: "FETCH", body }).length);
  });

  it("ignores what is not a cache", () => {
    expect(cheapEntryMeasure(undefined)).toBe(false);
    expect(cheapEntryMeasure({})).toBe(false);
  });
});
