// Vitest global set-up: the catalogue's adapters learn each brand's assortment from the CMS brand entries (ADR 48), so
// tests that use the embedded content source need the content pack. It is generated (1-2 s) when a fresh clone has none.
import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";

export default function setup(): void {
  const root = path.resolve(__dirname, "../..");
  if (existsSync(path.join(root, "generated/content-pack.json"))) return;
  execFileSync(process.execPath, [path.join(root, "node_modules/tsx/dist/cli.mjs"), "--import", path.join(root, "scripts/outside-next-preload.mjs"), path.join(root, "scripts/content-pack/build.ts")], { cwd: root, stdio: "inherit" });
}
