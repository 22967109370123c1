// The operator command of the compliance letters (F10-F13, ADR 60): `npm run compliance -- <command>` on the configured
// database (DATABASE_URL, or the embedded PGlite folder, which one process opens at a time: stop the server first).
//   show <reference>                   the letter: form, brand, date, requester, status, digest and verification path
//   revoke <reference> --reason "..."  revokes it: its verification page then says revoked, with the date and reason
//   list [--brand <directory>]         the 50 latest letters
import { desc, eq } from "drizzle-orm";
import { complianceLetters, type Database } from "@/platform/db";
import { isReference, verificationPath } from "../verification";
import { isLocale } from "@/config/locales";
import { revokeLetter } from "./verification";

export interface CommandOutput {
  out: (text: string) => void | Promise<void>;
  err: (text: string) => void;
}

const USAGE = 'usage: npm run compliance -- show <reference> | revoke <reference> --reason "<why>" | list [--brand <directory>]\n';

function option(args: readonly string[], name: string): string | undefined {
  const at = args.indexOf(name);
  return at >= 0 ? args[at + 1] : undefined;
}

export async function runComplianceCommand(args: readonly string[], db: () => Promise<Database>, io: CommandOutput): Promise<number> {
  const [command, reference] = args;
  if (command === "revoke") {
    const reason = option(args, "--reason");
    if (!isReference(reference) || !reason) {
      io.err(USAGE);
      return 2;
    }
    const result = await revokeLetter(await db(), reference, reason);
    if (!result.ok) {
      io.err(result.error === "unknown" ? `no letter ${reference}\n` : result.error === "alreadyRevoked" ? `${reference} is already revoked\n` : "the reason must have 1 to 500 characters\n");
      return 1;
    }
    await io.out(`${reference} revoked at ${result.revokedAt.toISOString()}\n`);
    return 0;
  }
  if (command === "show") {
    if (!isReference(reference)) {
      io.err(USAGE);
      return 2;
    }
    const [row] = await (await db()).select().from(complianceLetters).where(eq(complianceLetters.reference, reference)).limit(1);
    if (!row) {
      io.err(`no letter ${reference}\n`);
      return 1;
    }
    const request = row.request as { company?: string; projectName?: string };
    const lines = [
      `reference   ${row.reference}`,
      `form        ${row.form}`,
      `brand       ${row.brand} (${row.locale})`,
      `created     ${row.createdAt.toISOString()}`,
      `requester   ${request.company ?? ""}`,
      `project     ${request.projectName ?? ""}`,
      `status      ${row.revokedAt ? `revoked ${row.revokedAt.toISOString()}: ${row.revokedReason ?? ""}` : "valid"}`,
      `sha-256     ${row.fileDigest ?? "(not recorded)"}`,
      `verify at   ${row.checkCode && isLocale(row.locale) ? verificationPath(row.brand, row.locale, row.reference, row.checkCode) : "(no check code)"}`,
    ];
    await io.out(`${lines.join("\n")}\n`);
    return 0;
  }
  if (command === "list") {
    const brand = option(args, "--brand");
    const database = await db();
    const query = database.select().from(complianceLetters);
    const rows = await (brand ? query.where(eq(complianceLetters.brand, brand)) : query).orderBy(desc(complianceLetters.createdAt)).limit(50);
    for (const row of rows) await io.out(`${row.reference}\t${row.form}\t${row.brand}\t${row.createdAt.toISOString()}\t${row.revokedAt ? "revoked" : "valid"}\n`);
    return 0;
  }
  io.err(USAGE);
  return 2;
}
