import { describe, expect, it } from "vitest";
import { MemoryStore } from "./memory-adapter";

describe("provider memory store", () => {
  it("finds what was stored until its TTL (plus tolerance) passes", async () => {
    let now = 1_000_000;
    const store = new MemoryStore({ clockToleranceSeconds: 5, now: () => now });
    const codes = store.adapterFor("AuthorizationCode");
    await codes.upsert("c1", { grantId: "g1" }, 60);
    expect(await codes.find("c1")).toEqual({ grantId: "g1" });
    now += 64_000;
    expect(await codes.find("c1")).toBeDefined();
    now += 2_000;
    expect(await codes.find("c1")).toBeUndefined();
  });

  it("keeps models apart, finds sessions by uid, marks consumption and destroys", async () => {
    const store = new MemoryStore();
    const sessions = store.adapterFor("Session");
    const interactions = store.adapterFor("Interaction");
    await sessions.upsert("s1", { uid: "u1", accountId: "a" }, 60);
    await interactions.upsert("s1", { uid: "u1" }, 60);
    expect(await sessions.findByUid("u1")).toMatchObject({ accountId: "a" });
    await interactions.destroy("s1");
    expect(await sessions.findByUid("u1")).toMatchObject({ accountId: "a" });
    await sessions.consume("s1");
    expect((await sessions.find("s1"))?.consumed).toEqual(expect.any(Number));
    await sessions.destroy("s1");
    expect(await sessions.findByUid("u1")).toBeUndefined();
  });

  it("revokes every token of a grant", async () => {
    const store = new MemoryStore();
    const access = store.adapterFor("AccessToken");
    const codes = store.adapterFor("AuthorizationCode");
    await access.upsert("t1", { grantId: "g1" }, 60);
    await codes.upsert("c1", { grantId: "g1" }, 60);
    await access.upsert("t2", { grantId: "g2" }, 60);
    await access.revokeByGrantId("g1");
    expect(await access.find("t1")).toBeUndefined();
    expect(await codes.find("c1")).toBeUndefined();
    expect(await access.find("t2")).toBeDefined();
  });

  it("stays bounded, dropping the oldest entries first", async () => {
    const store = new MemoryStore({ maxEntries: 10 });
    const interactions = store.adapterFor("Interaction");
    for (let index = 0; index < 25; index += 1) await interactions.upsert(`i${index}`, {}, 3_600);
    expect(store.size).toBeLessThanOrEqual(10);
    expect(await interactions.find("i24")).toBeDefined();
    expect(await interactions.find("i0")).toBeUndefined();
  });
});
