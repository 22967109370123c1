// The Database port: one drizzle type over node-postgres (DATABASE_URL) or PGlite (embedded), migrated before first use.
import { mkdirSync } from "node:fs";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { databaseConfig, migrationsFolder, type DatabaseConfig } from "./config";
import * as schema from "./schema";
import { waitForDataDirLock } from "./pglite-lock";

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface DatabaseHandle {
  db: Database;
  config: DatabaseConfig;
  close(): Promise<void>;
}

// Any fixed number: it names the lock that serialises migrations across processes sharing one PostgreSQL.
const MIGRATION_LOCK_ID = 7_205_001;

async function openPostgres(config: Extract<DatabaseConfig, { kind: "postgres" }>, folder: string): Promise<DatabaseHandle> {
  const [{ Pool }, { drizzle }, { migrate }] = await Promise.all([import("pg"), import("drizzle-orm/node-postgres"), import("drizzle-orm/node-postgres/migrator")]);
  const pool = new Pool({
    connectionString: config.url,
    connectionTimeoutMillis: 5_000,
    ...(config.schema ? { options: `-c search_path=${config.schema}` } : {}),
  });
  const client = await pool.connect();
  try {
    await client.query("SELECT pg_advisory_lock($1)", [MIGRATION_LOCK_ID]);
    if (config.schema) await client.query(`CREATE SCHEMA IF NOT EXISTS "${config.schema}"`);
    await migrate(drizzle({ client, schema }), { migrationsFolder: folder, ...(config.schema ? { migrationsSchema: config.schema } : {}) });
  } finally {
    await client.query("SELECT pg_advisory_unlock($1)", [MIGRATION_LOCK_ID]).catch(() => undefined);
    client.release();
  }
  return { db: drizzle({ client: pool, schema }) as unknown as Database, config, close: () => pool.end() };
}

async function openPglite(config: Extract<DatabaseConfig, { kind: "pglite" }>, folder: string): Promise<DatabaseHandle> {
  const [{ PGlite }, { drizzle }, { migrate }] = await Promise.all([import("@electric-sql/pglite"), import("drizzle-orm/pglite"), import("drizzle-orm/pglite/migrator")]);
  const onDisk = !config.dataDir.startsWith("memory://");
  if (onDisk) mkdirSync(config.dataDir, { recursive: true });
  // A folder another process has open would be corrupted by a second one: refuse with a clear error instead.
  const unlock = onDisk ? await waitForDataDirLock(config.dataDir) : () => {};
  let client: InstanceType<typeof PGlite> | undefined;
  const close = async () => {
    try {
      await client?.close();
    } finally {
      unlock();
    }
  };
  try {
    client = await PGlite.create(config.dataDir, { postgresqlconf: PGLITE_SETTINGS });
    const db = drizzle({ client, schema });
    await migrate(db, { migrationsFolder: folder });
    return { db: db as unknown as Database, config, close };
  } catch (error) {
    await close().catch(() => undefined);
    throw error;
  }
}

/**
 * The embedded database's settings: PostgreSQL's default shared_buffers (128 MB) sits in PGlite's WebAssembly memory
 * and ends up resident as pages are read; the embedded default holds a few megabytes of rows (ADR 39).
 */
const PGLITE_SETTINGS = ["shared_buffers = 32MB"];

/** Connects and applies pending migrations (idempotent: applied ones are recorded in the migration journal). */
export async function openDatabase(config: DatabaseConfig = databaseConfig(), folder = migrationsFolder()): Promise<DatabaseHandle> {
  return config.kind === "postgres" ? openPostgres(config, folder) : openPglite(config, folder);
}

// One connection (pool or PGlite instance) per process, shared by every bundle copy of this module.
const store = globalThis as typeof globalThis & { __voltlineDb?: Promise<DatabaseHandle> };

/** The process's database; concurrent first calls share one connect-and-migrate. A failed open is retried on the next call. */
export function getDb(): Promise<Database> {
  store.__voltlineDb ??= openDatabase().catch((error: unknown) => {
    store.__voltlineDb = undefined;
    throw error;
  });
  return store.__voltlineDb.then((handle) => handle.db);
}

/** Closes the process's database (tests, scripts); the next getDb() opens it again from the current environment. */
export async function closeDb(): Promise<void> {
  const pending = store.__voltlineDb;
  store.__voltlineDb = undefined;
  if (pending) await (await pending.catch(() => undefined))?.close();
}
