// Vitest global set-up: tests read generated data — the content pack (the catalogue's adapters learn each brand's
// assortment from the CMS brand entries, ADR 48), the generated catalogue, the distributor network, the cross reference
// — which a fresh clone does not have yet (CI runs the unit tests before the build). `prepare-data --data-only` makes
// what is missing and finds the rest up to date in a second; the database and the build's cache are not touched.
import { execFileSync } from "node:child_process";
import path from "node:path";

export default function setup(): void {
  const root = path.resolve(__dirname, "../..");
  execFileSync(process.execPath, [path.join(root, "node_modules/tsx/dist/cli.mjs"), path.join(root, "scripts/prepare.ts"), "--data-only"], { cwd: root, stdio: "inherit" });
}
