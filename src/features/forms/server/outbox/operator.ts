// The operator command's pure parts (npm run submissions, X11): its arguments, the list's lines and the export's
// CSV / JSON text. scripts/submissions.ts opens the database and runs ./operator-command.ts.
import { FORM_IDS, isFormId, REFERENCE_PATTERN, type FormId } from "../../model";
import { SUBMISSION_STATUSES, type ExportedSubmission, type SubmissionLine, type SubmissionStatus } from "./store";
import { MAIL_STATUSES, type MailLine, type MailStatus } from "../mail/queue";

export const SUBMISSIONS_USAGE = `usage: npm run submissions -- <command>
  list [--status ${SUBMISSION_STATUSES.join("|")}] [--form ${FORM_IDS.join("|")}] [--limit N]
      newest first, one line per submission and sink (local: kept locally, no sink was configured)
  retry <reference> | --all-failed
      sends failed rows again, and waiting ones now (pending, attempts from zero); a submission
      kept locally is queued for the sinks configured now (MARKETING_FORMS_URL)
  export [--format csv|json] [--since ISO-8601] [--form <form>]
      every submission (oldest first) with its fields, to stdout
  mail [--status ${MAIL_STATUSES.join("|")}] [--limit N]
      the site's mail, newest first (kept: embedded, never sent; pending, sent, failed: MAIL_SMTP_URL)
  mail-retry <id> | --all-failed
      sends failed mail again (and waiting mail now), attempts from zero`;

export const LIST_LIMIT_MAX = 10_000;

export type SubmissionsCommand =
  | { command: "list"; status?: SubmissionStatus; formId?: FormId; limit: number }
  | { command: "retry"; reference: string }
  | { command: "retry"; allFailed: true }
  | { command: "export"; format: "csv" | "json"; since?: Date; formId?: FormId }
  | { command: "mail"; status?: MailStatus; limit: number }
  | { command: "mail-retry"; id: number }
  | { command: "mail-retry"; allFailed: true }
  | { command: "help" };

export type ParsedCommand = SubmissionsCommand | { error: string };

/** Splits `--name value` and `--name=value` options from positional words; a flag without a value maps to "". */
function readOptions(args: readonly string[]): { options: Map<string, string>; positional: string[]; error?: string } {
  const options = new Map<string, string>();
  const positional: string[] = [];
  for (let i = 0; i < args.length; i++) {
    const arg = args[i]!;
    if (!arg.startsWith("--")) {
      positional.push(arg);
      continue;
    }
    const [name, inline] = arg.slice(2).split(/=(.*)/s, 2) as [string, string | undefined];
    if (options.has(name)) return { options, positional, error: `--${name} given twice` };
    if (inline !== undefined) options.set(name, inline);
    else if (name === "all-failed" || name === "help") options.set(name, "");
    else if (i + 1 < args.length && !args[i + 1]!.startsWith("--")) options.set(name, args[++i]!);
    else return { options, positional, error: `--${name} needs a value` };
  }
  return { options, positional };
}

function unknownOption(options: Map<string, string>, allowed: readonly string[]): string | undefined {
  const unknown = [...options.keys()].find((name) => !allowed.includes(name));
  return unknown === undefined ? undefined : `unknown option --${unknown}`;
}

function formOption(value: string | undefined): FormId | { error: string } | undefined {
  if (value === undefined) return undefined;
  return isFormId(value) ? value : { error: `--form must be one of ${FORM_IDS.join(", ")}` };
}

function limitOption(value: string = "50"): number | { error: string } {
  const limit = Number(value);
  return /^\d+$/.test(value) && limit >= 1 && limit <= LIST_LIMIT_MAX ? limit : { error: `--limit must be a whole number from 1 to ${LIST_LIMIT_MAX}` };
}

export function parseSubmissionsArgs(argv: readonly string[]): ParsedCommand {
  const [command, ...rest] = argv;
  if (!command || command === "help" || command === "--help" || command === "-h") return { command: "help" };
  const { options, positional, error } = readOptions(rest);
  if (error) return { error };
  if (options.has("help")) return { command: "help" };

  if (command === "list") {
    const bad = unknownOption(options, ["status", "form", "limit"]) ?? (positional.length ? `unexpected '${positional[0]}'` : undefined);
    if (bad) return { error: bad };
    const status = options.get("status");
    if (status !== undefined && !(SUBMISSION_STATUSES as readonly string[]).includes(status)) return { error: `--status must be one of ${SUBMISSION_STATUSES.join(", ")}` };
    const formId = formOption(options.get("form"));
    if (typeof formId === "object") return formId;
    const limit = limitOption(options.get("limit"));
    if (typeof limit === "object") return limit;
    return { command: "list", limit, ...(status ? { status: status as SubmissionStatus } : {}), ...(formId ? { formId } : {}) };
  }

  if (command === "retry") {
    const bad = unknownOption(options, ["all-failed"]);
    if (bad) return { error: bad };
    if (options.has("all-failed")) return positional.length ? { error: "give a reference or --all-failed, not both" } : { command: "retry", allFailed: true };
    if (positional.length !== 1) return { error: "retry needs one reference (like C-7K3M-9QXA) or --all-failed" };
    const reference = positional[0]!.trim().toUpperCase();
    if (!REFERENCE_PATTERN.test(reference)) return { error: `'${positional[0]}' is not a reference (like C-7K3M-9QXA)` };
    return { command: "retry", reference };
  }

  if (command === "export") {
    const bad = unknownOption(options, ["format", "since", "form"]) ?? (positional.length ? `unexpected '${positional[0]}'` : undefined);
    if (bad) return { error: bad };
    const format = options.get("format") ?? "csv";
    if (format !== "csv" && format !== "json") return { error: "--format must be csv or json" };
    const sinceText = options.get("since");
    let since: Date | undefined;
    if (sinceText !== undefined) {
      since = /^\d{4}-\d{2}-\d{2}/.test(sinceText) ? new Date(sinceText) : new Date(Number.NaN);
      if (Number.isNaN(since.getTime())) return { error: `--since must be an ISO 8601 date or time (2026-11-01, 2026-11-01T09:00:00Z), not '${sinceText}'` };
    }
    const formId = formOption(options.get("form"));
    if (typeof formId === "object") return formId;
    return { command: "export", format, ...(since ? { since } : {}), ...(formId ? { formId } : {}) };
  }

  if (command === "mail") {
    const bad = unknownOption(options, ["status", "limit"]) ?? (positional.length ? `unexpected '${positional[0]}'` : undefined);
    if (bad) return { error: bad };
    const status = options.get("status");
    if (status !== undefined && !(MAIL_STATUSES as readonly string[]).includes(status)) return { error: `--status must be one of ${MAIL_STATUSES.join(", ")}` };
    const limit = limitOption(options.get("limit"));
    if (typeof limit === "object") return limit;
    return { command: "mail", limit, ...(status ? { status: status as MailStatus } : {}) };
  }

  if (command === "mail-retry") {
    const bad = unknownOption(options, ["all-failed"]);
    if (bad) return { error: bad };
    if (options.has("all-failed")) return positional.length ? { error: "give a mail id or --all-failed, not both" } : { command: "mail-retry", allFailed: true };
    if (positional.length !== 1 || !/^\d{1,15}$/.test(positional[0]!)) return { error: "mail-retry needs one mail id (from `mail`) or --all-failed" };
    return { command: "mail-retry", id: Number(positional[0]) };
  }

  return { error: `unknown command '${command}'` };
}

const iso = (date: Date | null) => date?.toISOString().replace(/\.\d{3}Z$/, "Z") ?? "";

/** Rows as aligned columns, each followed by its last error when it has one. */
function columns(header: readonly string[], rows: readonly string[][], lastErrors: readonly (string | null)[]): string {
  const widths = header.map((title, i) => Math.max(title.length, ...rows.map((row) => row[i]!.length)));
  const pad = (cells: readonly string[]) => cells.map((cell, i) => cell.padEnd(widths[i]!)).join("  ").trimEnd();
  const out = [pad(header)];
  rows.forEach((row, i) => {
    out.push(pad(row));
    if (lastErrors[i]) out.push(`    last error: ${lastErrors[i]}`);
  });
  return `${out.join("\n")}\n`;
}

/** The site's mail as aligned columns. */
export function formatMailLines(lines: readonly MailLine[]): string {
  if (lines.length === 0) return "no mail matches\n";
  const header = ["id", "kind", "brand", "locale", "to", "created", "status", "attempts", "next / sent"];
  const rows = lines.map((line) => [
    String(line.id),
    line.kind,
    line.brand,
    line.locale,
    line.to,
    iso(line.createdAt),
    line.status,
    String(line.attempts),
    line.status === "sent" ? iso(line.sentAt) : line.status === "pending" ? iso(line.nextAttemptAt) : "-",
  ]);
  return columns(header, rows, lines.map((line) => line.lastError));
}

/** The list as aligned columns, with the last error of a row that has one. */
export function formatSubmissionLines(lines: readonly SubmissionLine[]): string {
  if (lines.length === 0) return "no submissions match\n";
  const header = ["reference", "form", "brand", "locale", "created", "sink", "status", "attempts", "next / delivered"];
  const rows = lines.map((line) => [
    line.reference,
    line.formId,
    line.brand,
    line.locale,
    iso(line.createdAt),
    line.sink ?? "-",
    line.status,
    String(line.attempts),
    line.status === "delivered" ? iso(line.deliveredAt) : line.status === "pending" ? iso(line.nextAttemptAt) : "-",
  ]);
  return columns(header, rows, lines.map((line) => line.lastError));
}

/**
 * One CSV cell (RFC 4180): quoted when it holds a comma, quote or line break. A cell a spreadsheet would run as a
 * formula (=, +, -, @, tab, CR first) gets a leading apostrophe: visitors type these fields.
 */
export function csvCell(value: unknown): string {
  let text = value === null || value === undefined ? "" : typeof value === "string" ? value : typeof value === "object" ? JSON.stringify(value) : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export const EXPORT_COLUMNS = ["reference", "form", "brand", "locale", "created_at", "delivery", "routed_to", "consent_marketing", "consent_text_version", "consent_at"] as const;

/** The CSV header: the fixed columns, then one `field.<name>` column per field name found in the exported rows. */
export function csvHeader(fieldNames: readonly string[]): string {
  return `${[...EXPORT_COLUMNS, ...fieldNames.map((name) => `field.${name}`)].map(csvCell).join(",")}\r\n`;
}

export function csvRow(row: ExportedSubmission, fieldNames: readonly string[]): string {
  const fields = row.fields && typeof row.fields === "object" && !Array.isArray(row.fields) ? (row.fields as Record<string, unknown>) : {};
  const cells = [
    row.reference,
    row.formId,
    row.brand,
    row.locale,
    iso(row.createdAt),
    row.delivery,
    row.routedTo.join(" "),
    row.consentMarketing ? "yes" : "no",
    row.consentTextVersion,
    iso(row.consentAt),
    ...fieldNames.map((name) => fields[name]),
  ];
  return `${cells.map(csvCell).join(",")}\r\n`;
}

/** One element of the exported JSON array. */
export function jsonRecord(row: ExportedSubmission): Record<string, unknown> {
  return {
    reference: row.reference,
    formId: row.formId,
    brand: row.brand,
    locale: row.locale,
    createdAt: row.createdAt.toISOString(),
    delivery: row.delivery,
    routedTo: row.routedTo,
    consent: { marketing: row.consentMarketing, textVersion: row.consentTextVersion, at: row.consentAt?.toISOString() ?? null },
    fields: row.fields,
  };
}
