// A small generated catalogue in a temporary folder, so adapter tests need no prior `generate` run.
import { mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { generateCatalog, writeCatalog } from "../../../../../scripts/catalog/generate";

let dir: string | undefined;

export function smallCatalogDir(): string {
  if (!dir) {
    dir = mkdtempSync(path.join(os.tmpdir(), "voltline-catalog-"));
    writeCatalog(generateCatalog({ productTarget: 3000 }), dir);
  }
  return dir;
}
