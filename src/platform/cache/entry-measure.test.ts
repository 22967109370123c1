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
