// Journeys that start the site on the machine's PostgreSQL (POSTGRES_TEST_URL, default the local server's `postgres`
// database), each in a schema of its own (DATABASE_SCHEMA) dropped afterwards.
import { tcpReachable } from "./reachable";

export const postgresTestUrl = process.env.POSTGRES_TEST_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";

export function postgresReachable(url: string = postgresTestUrl): Promise<boolean> {
  return tcpReachable(url, 5432);
}

/** Drops a schema a test made (its name is the test's own: letters, digits and underscores). */
export async function dropTestSchema(schema: string, url: string = postgresTestUrl): Promise<void> {
  if (!/^[a-z0-9_]+$/.test(schema)) throw new Error(`not a test schema: ${schema}`);
  const { Client } = await import("pg");
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
  } finally {
    await client.end();
  }
}
