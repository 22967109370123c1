// Exporting a list (A4; ADR 43): plain CSV (RFC 4180: comma, decimal point, for other programs) and a spreadsheet
// CSV in the locale's own separators, which Excel opens in that locale as columns (a UTF-8 BOM so accents survive,
// `;` between fields where the decimal separator is a comma). Pure: the server's export route and the browser's
// signed-out list both use it.
import type { Locale } from "@/config/locales";
import { LOCALE_INFO } from "@/config/locales";

export const EXPORT_FORMATS = ["csv", "excel"] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

export function isExportFormat(value: unknown): value is ExportFormat {
  return typeof value === "string" && (EXPORT_FORMATS as readonly string[]).includes(value);
}

export interface CsvDialect {
  separator: "," | ";";
  decimal: "." | ",";
  /** UTF-8 byte order mark first: how Excel knows the file is UTF-8. */
  bom: boolean;
}

/** The locale's decimal separator as Intl knows it (en-US and es-MX: point; fr-CA: comma). */
export function decimalSeparator(locale: Locale): "." | "," {
  const part = new Intl.NumberFormat(LOCALE_INFO[locale].iso).formatToParts(1.5).find((p) => p.type === "decimal");
  return part?.value === "," ? "," : ".";
}

export function csvDialect(format: ExportFormat, locale: Locale): CsvDialect {
  if (format === "csv") return { separator: ",", decimal: ".", bom: false };
  const decimal = decimalSeparator(locale);
  // A spreadsheet in a decimal-comma locale reads the comma as part of a number, so its list separator is `;`.
  return { separator: decimal === "," ? ";" : ",", decimal, bom: true };
}

export interface ExportRow {
  catalogNumber: string;
  name: string;
  quantity: number;
  note: string;
  unitPrice?: number;
  currency?: string;
  status: string;
  url: string;
}

export interface ExportHeadings {
  catalogNumber: string;
  name: string;
  quantity: string;
  note: string;
  unitPrice: string;
  currency: string;
  status: string;
  url: string;
}

const COLUMNS = ["catalogNumber", "name", "quantity", "note", "unitPrice", "currency", "status", "url"] as const;

/**
 * A text cell: a leading `=`, `+`, `-`, `@`, tab or carriage return would start a formula in a spreadsheet (CSV
 * injection, e.g. a note typed as `=HYPERLINK(...)`), so such a cell starts with an apostrophe instead.
 */
export function textCell(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

function quoted(cell: string, separator: string): string {
  return cell.includes(separator) || /["\r\n]/.test(cell) ? `"${cell.replace(/"/g, '""')}"` : cell;
}

function numberCell(value: number | undefined, decimals: number, decimal: string): string {
  if (value === undefined || !Number.isFinite(value)) return "";
  const text = value.toFixed(decimals);
  return decimal === "." ? text : text.replace(".", decimal);
}

/**
 * Any table as the file's text in the dialect: cells quoted where they must be, CRLF between rows (RFC 4180), BOM first
 * when the dialect says. Cells are taken as given: text cells go through `textCell` first (other exports, e.g. F4's
 * cross reference, use this with their own columns).
 */
export function csvTable(rows: readonly (readonly string[])[], dialect: CsvDialect): string {
  const line = (cells: readonly string[]) => cells.map((cell) => quoted(cell, dialect.separator)).join(dialect.separator);
  return `${dialect.bom ? "\uFEFF" : ""}${rows.map(line).join("\r\n")}\r\n`;
}

/** The file's text: heading row, then one row per line, CRLF between rows (RFC 4180), BOM first when the dialect says. */
export function listCsv(rows: readonly ExportRow[], headings: ExportHeadings, dialect: CsvDialect): string {
  return csvTable(
    [
      COLUMNS.map((column) => textCell(headings[column])),
      ...rows.map((row) => [
        textCell(row.catalogNumber),
        textCell(row.name),
        String(row.quantity),
        textCell(row.note),
        numberCell(row.unitPrice, 2, dialect.decimal),
        textCell(row.currency ?? ""),
        textCell(row.status),
        textCell(row.url),
      ]),
    ],
    dialect,
  );
}

/** A file name for the export: the list's name in letters, digits and hyphens, then the date. */
export function exportFileName(listName: string, date: Date, format: ExportFormat): string {
  const base =
    listName
      .normalize("NFD")
      .replace(/[\u0300-\u036f]/g, "")
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, "-")
      .replace(/^-+|-+$/g, "")
      .slice(0, 60) || "list";
  return `${base}-${date.toISOString().slice(0, 10)}${format === "excel" ? "-excel" : ""}.csv`;
}
