// The operator command of the compliance letters (F10-F13, ADR 60): `npm run compliance -- show|revoke|list` on the
// configured database (DATABASE_URL, or the embedded PGlite folder, which one process opens at a time: stop the server
// first).
import { openDatabase } from "../src/platform/db/client";
import { databaseConfig } from "../src/platform/db/config";
import { runComplianceCommand } from "../src/features/compliance/server/operator-command";
import type { DatabaseHandle } from "../src/platform/db/client";

async function main(): Promise<number> {
  let handle: DatabaseHandle | undefined;
  try {
    return await runComplianceCommand(process.argv.slice(2), async () => (handle ??= await openDatabase(databaseConfig())).db, {
      out: (text) => void process.stdout.write(text),
      err: (text) => void process.stderr.write(text),
    });
  } finally {
    await handle?.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error("compliance:", error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
