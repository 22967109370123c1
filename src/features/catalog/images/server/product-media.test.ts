import { describe, expect, it } from "vitest";
import { LruCache } from "./product-media";

describe("P9 rendered media cache", () => {
  it("keeps the most recently used entries up to its capacity", () => {
    const cache = new LruCache<number>(2);
    cache.set("a", 1);
    cache.set("b", 2);
    expect(cache.get("a")).toBe(1);
    cache.set("c", 3);
    expect(cache.get("b")).toBeUndefined();
    expect([cache.get("a"), cache.get("c"), cache.size]).toEqual([1, 3, 2]);
  });
});
