import { describe, expect, it } from "vitest";
import { forgetQueryIds, parseQueryIdCache, queryIdFor, rememberQueryId, type QueryIdCache } from "./query-id-cache";

describe("query-ID cache (S5)", () => {
  it("returns the queryID of the search that showed an object, per index", () => {
    const cache = rememberQueryId({}, "products_en", ["p1", "p2"], "q1", 1);
    expect(queryIdFor(cache, "products_en", "p2")).toBe("q1");
    expect(queryIdFor(cache, "products_fr-ca", "p2")).toBeUndefined();
    const later = rememberQueryId(cache, "products_en", ["p2"], "q2", 2);
    expect(queryIdFor(later, "products_en", "p2")).toBe("q2");
  });

  it("caps the cache at 5000 entries, dropping the oldest 1000 when exceeded", () => {
    let cache: QueryIdCache = {};
    // Five searches of 1000 hits each, the first one the oldest.
    for (let search = 0; search < 5; search++) {
      const ids = Array.from({ length: 1000 }, (_, i) => `p${search * 1000 + i}`);
      cache = rememberQueryId(cache, "products_en", ids, `q${search}`, search);
    }
    expect(Object.keys(cache)).toHaveLength(5000);
    cache = rememberQueryId(cache, "products_en", ["new"], "qn", 10);
    expect(Object.keys(cache)).toHaveLength(4001);
    expect(queryIdFor(cache, "products_en", "p0")).toBeUndefined();
    expect(queryIdFor(cache, "products_en", "p999")).toBeUndefined();
    expect(queryIdFor(cache, "products_en", "p1000")).toBe("q1");
    expect(queryIdFor(cache, "products_en", "new")).toBe("qn");
  });

  it("forgets objects once converted and survives corrupt storage", () => {
    const cache = forgetQueryIds(rememberQueryId({}, "products_en", ["p1", "p2"], "q1", 1), "products_en", ["p1"]);
    expect(queryIdFor(cache, "products_en", "p1")).toBeUndefined();
    expect(queryIdFor(cache, "products_en", "p2")).toBe("q1");
    expect(parseQueryIdCache(JSON.stringify(cache))).toEqual(cache);
    expect(parseQueryIdCache("{nope")).toEqual({});
    expect(parseQueryIdCache('["a"]')).toEqual({});
    expect(parseQueryIdCache('{"k":"v","ok":["q",1]}')).toEqual({ ok: ["q", 1] });
  });
});
