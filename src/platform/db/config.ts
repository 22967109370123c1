// Which Database adapter runs (ARCHITECTURE: db port): PostgreSQL when DATABASE_URL is set, else PGlite in ./.data/pglite.
import path from "node:path";

export type DatabaseConfig =
  | { kind: "postgres"; url: string; schema?: string }
  | { kind: "pglite"; dataDir: string };

export const DATABASE_ENV = [
  { name: "DATABASE_URL", default: "(unset: PGlite)", description: "PostgreSQL connection string (node-postgres); unset runs the embedded PGlite database in `./.data/pglite`." },
  { name: "DATABASE_SCHEMA", default: "public", description: "PostgreSQL schema of the app's tables and migration journal (a shared server, isolated test runs)." },
  { name: "PGLITE_DATA_DIR", default: ".data/pglite", description: "PGlite folder when DATABASE_URL is unset; `memory://` keeps the database in memory." },
] as const;

const SCHEMA_NAME = /^[a-z_][a-z0-9_]{0,62}$/;

export function databaseConfig(env: Record<string, string | undefined> = process.env, cwd = process.cwd()): DatabaseConfig {
  const url = env.DATABASE_URL?.trim();
  if (url) {
    const schema = env.DATABASE_SCHEMA?.trim();
    if (schema && !SCHEMA_NAME.test(schema)) throw new Error(`DATABASE_SCHEMA '${schema}' is not a plain lower-case SQL identifier`);
    return { kind: "postgres", url, ...(schema && schema !== "public" ? { schema } : {}) };
  }
  const dir = env.PGLITE_DATA_DIR?.trim() || path.join(".data", "pglite");
  return { kind: "pglite", dataDir: dir.startsWith("memory://") || path.isAbsolute(dir) ? dir : path.join(cwd, dir) };
}

/** The SQL migrations drizzle-kit generated from schema.ts (committed in drizzle/). */
export function migrationsFolder(cwd = process.cwd()): string {
  return path.join(cwd, "drizzle");
}
