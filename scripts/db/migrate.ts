// Applies the committed SQL migrations to the configured database (PGlite in ./.data/pglite, or DATABASE_URL); run by npm start's prepare step.
import { openDatabase } from "../../src/platform/db/client";
import { databaseConfig } from "../../src/platform/db/config";

async function main() {
  const config = databaseConfig();
  const started = Date.now();
  const handle = await openDatabase(config);
  await handle.close();
  const where = config.kind === "postgres" ? `PostgreSQL${config.schema ? ` (schema ${config.schema})` : ""}` : `PGlite at ${config.dataDir}`;
  console.log(`db: ${where} migrated in ${Date.now() - started} ms`);
}

main().catch((error: unknown) => {
  console.error("db: migration failed", error);
  process.exit(1);
});
