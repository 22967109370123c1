// Test helper: what other PDF software makes of a file. qpdf checks its syntax and streams; poppler's pdfinfo reads
// its metadata, pdffonts its fonts and pdftotext its text (Debian packages qpdf and poppler-utils; .ci/run installs them).
import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

export interface PdfToolsReport {
  /** qpdf --check: exit status and output. */
  qpdf: { status: number | null; output: string };
  /** pdfinfo's fields (Title, Tagged, PDF version, Pages ...). */
  info: Record<string, string>;
  /** pdffonts' table: name, type, encoding and the emb / sub / uni columns. */
  fonts: { name: string; type: string; encoding: string; embedded: boolean; subset: boolean; unicode: boolean }[];
  /** pdftotext's text, in reading order of the page layout. */
  text: string;
}

function run(command: string, args: string[]): { status: number | null; stdout: string; stderr: string } {
  const result = spawnSync(command, args, { encoding: "utf8", timeout: 30_000 });
  if (result.error) throw new Error(`${command} could not run (install qpdf and poppler-utils): ${result.error.message}`);
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}

export function pdfTools(bytes: Uint8Array): PdfToolsReport {
  const dir = mkdtempSync(path.join(tmpdir(), "pdf-tools-"));
  try {
    const file = path.join(dir, "document.pdf");
    writeFileSync(file, bytes);
    const qpdf = run("qpdf", ["--check", file]);
    const info = run("pdfinfo", ["-enc", "UTF-8", file]);
    const fonts = run("pdffonts", [file]);
    const text = run("pdftotext", ["-enc", "UTF-8", file, "-"]);
    for (const [tool, result] of [["pdfinfo", info], ["pdffonts", fonts], ["pdftotext", text]] as const) {
      if (result.status !== 0) throw new Error(`${tool} failed: ${result.stderr}`);
    }
    // pdffonts: a header, a rule of dashes giving the column widths, then one line per font.
    const [, rule = "", ...rows] = fonts.stdout.split("\n");
    const columns: [number, number][] = [];
    for (const match of rule.matchAll(/-+/g)) columns.push([match.index, match.index + match[0].length]);
    const cell = (row: string, i: number) => row.slice(columns[i]![0], i + 1 < columns.length ? columns[i + 1]![0] : undefined).trim();
    return {
      qpdf: { status: qpdf.status, output: qpdf.stdout + qpdf.stderr },
      info: Object.fromEntries(info.stdout.split("\n").flatMap((line) => (/^([^:]+):\s*(.*)$/.exec(line) ? [[RegExp.$1, RegExp.$2]] : []))),
      fonts: rows
        .filter((row) => row.trim())
        .map((row) => ({
          name: cell(row, 0),
          type: cell(row, 1),
          encoding: cell(row, 2),
          embedded: cell(row, 3) === "yes",
          subset: cell(row, 4) === "yes",
          unicode: cell(row, 5) === "yes",
        })),
      text: text.stdout,
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
