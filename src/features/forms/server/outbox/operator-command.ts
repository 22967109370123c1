// The operator command (npm run submissions, X11): lists, retries and exports submissions on an open database.
import type { Database } from "@/platform/db";
import { csvHeader, csvRow, formatMailLines, formatSubmissionLines, jsonRecord, parseSubmissionsArgs, SUBMISSIONS_USAGE } from "./operator";
import { listMail, retryMail } from "../mail/queue";
import { activeSinkNames } from "./config";
import { exportFieldNames, exportPage, listSubmissions, retryAllFailed, retrySubmission } from "./store";

export interface CommandIo {
  out: (text: string) => void | Promise<void>;
  err: (text: string) => void;
}

/** Submissions read per query while exporting. */
const EXPORT_PAGE = 500;

/** Runs one command; the exit code (0 done, 1 nothing found, 2 wrong arguments). */
export async function runSubmissionsCommand(argv: readonly string[], db: () => Promise<Database>, io: CommandIo, sinks: readonly string[] = activeSinkNames()): Promise<number> {
  const parsed = parseSubmissionsArgs(argv);
  if ("error" in parsed) {
    io.err(`submissions: ${parsed.error}\n${SUBMISSIONS_USAGE}\n`);
    return 2;
  }
  if (parsed.command === "help") {
    await io.out(`${SUBMISSIONS_USAGE}\n`);
    return 0;
  }
  if (parsed.command === "list") {
    await io.out(formatSubmissionLines(await listSubmissions(await db(), parsed)));
    return 0;
  }
  if (parsed.command === "retry") {
    if ("allFailed" in parsed) {
      const reset = await retryAllFailed(await db());
      await io.out(`${reset} failed ${reset === 1 ? "row" : "rows"} back to pending; the server's outbox worker sends them within OUTBOX_POLL_MS\n`);
      return 0;
    }
    const result = await retrySubmission(await db(), parsed.reference, sinks);
    if (!result) {
      io.err(`submissions: no submission has the reference ${parsed.reference}\n`);
      return 1;
    }
    const sent = result.reset + result.queued;
    if (sent > 0) await io.out(`${parsed.reference}: ${sent} ${sent === 1 ? "row" : "rows"} to send now, attempts from zero\n`);
    else await io.out(`${parsed.reference}: nothing to retry (${result.statuses.join(", ")})\n`);
    return 0;
  }
  if (parsed.command === "mail") {
    await io.out(formatMailLines(await listMail(await db(), parsed)));
    return 0;
  }
  if (parsed.command === "mail-retry") {
    const reset = await retryMail(await db(), parsed);
    if ("id" in parsed && reset === 0) {
      io.err(`submissions: mail ${parsed.id} is not failed or waiting (see \`mail\`)\n`);
      return 1;
    }
    await io.out(`${reset} ${reset === 1 ? "mail" : "mails"} to send now, attempts from zero; the server's mail worker sends them within OUTBOX_POLL_MS\n`);
    return 0;
  }
  const database = await db();
  const filter = { ...(parsed.since ? { since: parsed.since } : {}), ...(parsed.formId ? { formId: parsed.formId } : {}) };
  const fieldNames = parsed.format === "csv" ? await exportFieldNames(database, filter) : [];
  await io.out(parsed.format === "csv" ? csvHeader(fieldNames) : "[");
  let afterId = 0;
  let first = true;
  for (;;) {
    const page = await exportPage(database, { ...filter, afterId, limit: EXPORT_PAGE });
    if (page.length === 0) break;
    const text =
      parsed.format === "csv" ? page.map((row) => csvRow(row, fieldNames)).join("") : page.map((row, i) => `${first && i === 0 ? "" : ","}\n${JSON.stringify(jsonRecord(row))}`).join("");
    await io.out(text);
    first = false;
    afterId = page.at(-1)!.id;
    if (page.length < EXPORT_PAGE) break;
  }
  if (parsed.format === "json") await io.out(first ? "]\n" : "\n]\n");
  return 0;
}
