// Test helper: poppler's pdfsig report of a file's signatures (Debian poppler-utils; .ci/run installs it).
import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

export function pdfsig(bytes: Uint8Array): { status: number | null; output: string } {
  const dir = mkdtempSync(path.join(tmpdir(), "pdfsig-"));
  try {
    const file = path.join(dir, "signed.pdf");
    writeFileSync(file, bytes);
    const result = spawnSync("pdfsig", ["-nocert", file], { encoding: "utf8", timeout: 30_000 });
    if (result.error) throw new Error(`pdfsig could not run (install poppler-utils): ${result.error.message}`);
    return { status: result.status, output: result.stdout + result.stderr };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
