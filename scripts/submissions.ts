// The operator command of the forms outbox (X11, ADR 34): `npm run submissions -- list|retry|export` on the configured
// database (DATABASE_URL, or the embedded PGlite folder, which one process opens at a time: stop the server first).
import { openDatabase } from "../src/platform/db/client";
import { databaseConfig } from "../src/platform/db/config";
import { runSubmissionsCommand } from "../src/features/forms/server/outbox/operator-command";
import type { DatabaseHandle } from "../src/platform/db/client";

const write = (text: string) => new Promise<void>((resolve) => (process.stdout.write(text) ? resolve() : process.stdout.once("drain", () => resolve())));

async function main(): Promise<number> {
  // `npm run submissions -- export | head` closes the pipe early: that is not an error.
  process.stdout.on("error", (error: NodeJS.ErrnoException) => process.exit(error.code === "EPIPE" ? 0 : 1));
  let handle: DatabaseHandle | undefined;
  try {
    return await runSubmissionsCommand(
      process.argv.slice(2),
      async () => (handle ??= await openDatabase(databaseConfig())).db,
      { out: write, err: (text) => void process.stderr.write(text) },
    );
  } finally {
    await handle?.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error("submissions:", error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
