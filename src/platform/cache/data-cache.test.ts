import { describe, expect, it } from "vitest";
import { cachedFor } from "./data-cache";

describe("data cache outside a Next request", () => {
  it("runs the read once and returns its result", async () => {
    let reads = 0;
    const value = await cachedFor(300, ["test", "value"], async () => {
      reads++;
      return { ids: ["a", "b"] };
    });
    expect(value).toEqual({ ids: ["a", "b"] });
    expect(reads).toBe(1);
  });

  it("hands a failing read's error to the caller", async () => {
    await expect(cachedFor(300, ["test", "failure"], async () => Promise.reject(new Error("recommender down")))).rejects.toThrow("recommender down");
  });
});
