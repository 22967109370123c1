// Test databases: PGlite in memory always, plus the PostgreSQL of DATABASE_URL (in a schema of its own, dropped afterwards) when set.
import { afterAll, beforeAll } from "vitest";
import { dropTestSchema } from "@/platform/testing/postgres";
import { closeDb, getDb } from "./client";

/** PGlite's first start (WebAssembly, initdb, migrations) takes seconds, much longer on a busy machine. */
const OPEN_TIMEOUT_MS = 120_000;

export type TestDatabaseKind = "pglite" | "postgres";

const postgresUrl = process.env.DATABASE_URL?.trim();

/** The adapters a test file runs against: `describe.each(testDatabaseKinds())`. */
export function testDatabaseKinds(): TestDatabaseKind[] {
  return postgresUrl ? ["pglite", "postgres"] : ["pglite"];
}

/** Points getDb() at a fresh database of the kind for the enclosing describe block. */
export function useTestDatabase(kind: TestDatabaseKind, name: string): void {
  const schema = `test_${name.replace(/[^a-z0-9]/gi, "_").toLowerCase()}_${process.pid}`;
  beforeAll(async () => {
    await closeDb();
    if (kind === "postgres" && postgresUrl) {
      process.env.DATABASE_URL = postgresUrl;
      process.env.DATABASE_SCHEMA = schema;
      await dropTestSchema(schema, postgresUrl);
    } else {
      delete process.env.DATABASE_URL;
      delete process.env.DATABASE_SCHEMA;
      process.env.PGLITE_DATA_DIR = "memory://";
    }
    await getDb();
  }, OPEN_TIMEOUT_MS);
  afterAll(async () => {
    await closeDb();
    if (kind === "postgres" && postgresUrl) await dropTestSchema(schema, postgresUrl);
  });
}
