import { describe, expect, it, vi } from "vitest";
import { recentReads } from "./recent-reads";

describe("recentReads (issue 13, ADR 34)", () => {
  it("reads each key once while fresh, shares a read in flight, keeps a null answer, and reads again when it is old", async () => {
    const read = vi.fn(async (key: string) => (key === "missing" ? null : { key }));
    const recent = recentReads(read, { ttlMs: 60, max: 10 });
    const [a, b] = await Promise.all([recent("en"), recent("en")]);
    expect(a).toEqual({ key: "en" });
    expect(b).toBe(a);
    expect(await recent("fr-ca")).toEqual({ key: "fr-ca" });
    expect(await recent("missing")).toBeNull();
    expect(await recent("missing")).toBeNull();
    expect(await recent("en")).toBe(a);
    expect(read).toHaveBeenCalledTimes(3);
    await new Promise((resolve) => setTimeout(resolve, 90));
    await recent("en");
    expect(read).toHaveBeenCalledTimes(4);
  });

  it("keeps no failed read: the next call asks again", async () => {
    const read = vi.fn<(key: string) => Promise<number>>().mockRejectedValueOnce(new Error("CMS down")).mockResolvedValue(1);
    const recent = recentReads(read, { max: 10 });
    await expect(recent("en")).rejects.toThrow("CMS down");
    expect(await recent("en")).toBe(1);
    expect(read).toHaveBeenCalledTimes(2);
  });

  it("holds at most `max` keys, so keys a client makes up cannot grow it", async () => {
    const read = vi.fn(async (key: string) => key);
    const recent = recentReads(read, { max: 2 });
    for (const key of ["a", "b", "c", "a"]) await recent(key);
    expect(read).toHaveBeenCalledTimes(4);
  });
});
