import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { count } from "drizzle-orm";
import { closeDb, getDb, openDatabase } from "./client";
import { databaseConfig } from "./config";
import { searchEvents } from "./schema";
import { testDatabaseKinds, useTestDatabase } from "./testing";

describe("databaseConfig (X4)", () => {
  it("uses PostgreSQL when DATABASE_URL is set, else PGlite under ./.data/pglite", () => {
    expect(databaseConfig({ DATABASE_URL: "postgres://db/app" }, "/srv")).toEqual({ kind: "postgres", url: "postgres://db/app" });
    expect(databaseConfig({}, "/srv")).toEqual({ kind: "pglite", dataDir: "/srv/.data/pglite" });
    expect(databaseConfig({ PGLITE_DATA_DIR: "memory://" }, "/srv")).toEqual({ kind: "pglite", dataDir: "memory://" });
    expect(databaseConfig({ DATABASE_URL: "postgres://db/app", DATABASE_SCHEMA: "site" })).toMatchObject({ schema: "site" });
  });

  it("refuses a schema name that is not a plain identifier", () => {
    expect(() => databaseConfig({ DATABASE_URL: "postgres://db/app", DATABASE_SCHEMA: 'x"; drop table y; --' })).toThrow(/DATABASE_SCHEMA/);
  });
});

describe("PGlite on disk", () => {
  it("migrates once and opens an existing folder again without re-running migrations", async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), "voltline-pglite-"));
    try {
      const first = await openDatabase({ kind: "pglite", dataDir });
      await first.db.insert(searchEvents).values({ occurredAt: new Date(), eventType: "view", eventName: "x", indexName: "products_en", objectIds: ["1"], userToken: "u" });
      await first.close();
      const second = await openDatabase({ kind: "pglite", dataDir });
      const rows = await second.db.select().from(searchEvents);
      expect(rows).toHaveLength(1);
      await second.close();
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 120_000);
});

describe.each(testDatabaseKinds())("getDb on %s", (kind) => {
  useTestDatabase(kind, "db_client");

  it("shares one connect-and-migrate between concurrent first calls", async () => {
    await closeDb();
    const [a, b, c] = await Promise.all([getDb(), getDb(), getDb()]);
    expect(a).toBe(b);
    expect(b).toBe(c);
    expect(await a.select({ n: count() }).from(searchEvents)).toEqual([{ n: 0 }]);
  }, 120_000);

  it("stores and reads arrays and JSON in the events table", async () => {
    const db = await getDb();
    await db.insert(searchEvents).values({
      occurredAt: new Date("2026-01-02T03:04:05Z"), eventType: "click", eventName: "Hit clicked", indexName: "products_en",
      queryId: "q1", objectIds: ["a", "b"], positions: [1, 2], objectData: [{ queryID: "q1" }], userToken: "anonymous-1",
    });
    const [row] = await db.select().from(searchEvents);
    expect(row).toMatchObject({ objectIds: ["a", "b"], positions: [1, 2], objectData: [{ queryID: "q1" }], occurredAt: new Date("2026-01-02T03:04:05Z") });
  });
});
