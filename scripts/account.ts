// The account operator command (issue 14): `npm run account -- erase <subject|email>` erases an account's data on
// request (Law 25 / CCPA) on the configured database (DATABASE_URL, or the embedded PGlite folder, which one process
// opens at a time: stop the server first). What is deleted and what anonymised: src/features/account/server/erasure.ts.
import { closeDb } from "../src/platform/db/client";
import { closeSessionStore } from "../src/features/account/server/session-store";
import { eraseAccount, resolveErasureTarget } from "../src/features/account/server/erasure";

const USAGE = `usage: npm run account -- erase <subject|email>
  erases the account's profile, addresses, sessions (site and embedded provider) and newsletter subscriptions,
  and anonymises its form submissions (link to the account and personal fields removed, the request kept)`;

async function main(argv: string[]): Promise<number> {
  const [command, who, ...rest] = argv;
  if (!command || command === "help" || command === "--help" || command === "-h") {
    process.stdout.write(`${USAGE}\n`);
    return 0;
  }
  if (command !== "erase" || !who || rest.length > 0) {
    process.stderr.write(`${USAGE}\n`);
    return 2;
  }
  const target = await resolveErasureTarget(who);
  if ("error" in target) {
    process.stderr.write(`account: ${target.error}\n`);
    return 1;
  }
  const report = await eraseAccount(target);
  process.stdout.write(`erased account ${report.target.subject}${report.target.emails.length ? ` (${report.target.emails.join(", ")})` : ""}\n`);
  for (const { name, counts } of report.results) {
    process.stdout.write(`  ${name}: ${Object.entries(counts).map(([kind, count]) => `${count} ${kind}`).join(", ")}\n`);
  }
  return 0;
}

main(process.argv.slice(2))
  .then(async (code) => {
    await closeSessionStore();
    await closeDb();
    process.exit(code);
  })
  .catch(async (error: unknown) => {
    console.error("account:", error instanceof Error ? error.message : error);
    await closeDb().catch(() => undefined);
    process.exit(1);
  });
