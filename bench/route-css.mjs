// Which style sheets a route really needs, from Turbopack's own module graph (ADR 46, issue 15 §1 and §5), against the
// style sheets its pages are sent. Run `npx next analyze -o` first (it writes .next/diagnostics/analyze, about two
// minutes, no build output replaced), then `node bench/route-css.mjs [route ...]`, e.g.
//   node bench/route-css.mjs "[brand]/[locale]/products/[...path]" "[brand]/[locale]/search"
// For each route: the CSS modules its layouts and page reach through static imports (a feature's public entry only
// brings in what is imported from it), and whether a given module is reached (ROUTE_CSS_FIND=AddressBookPage).
import { readFileSync, readdirSync } from "node:fs";
import path from "node:path";

const ROOT = ".next/diagnostics/analyze/history";
const snapshots = readdirSync(ROOT).filter((name) => name.startsWith("snapshot-")).sort();
if (!snapshots.length) {
  console.error("no analysis: run `npx next analyze -o` first");
  process.exit(2);
}
const data = readFileSync(path.join(ROOT, snapshots.at(-1), "modules.data"));
// modules.data: a big-endian u32 length, that much JSON, then the sections it points at. A section is u32 n, n end
// offsets, then the module indices (each module's list ends at its offset).
const headerLength = data.readUInt32BE(0);
const header = JSON.parse(data.subarray(4, 4 + headerLength).toString("utf8"));
const base = 4 + headerLength;
function section(name) {
  const { offset, length } = header[name];
  const view = data.subarray(base + offset, base + offset + length);
  const count = view.readUInt32BE(0);
  const lists = [];
  let previous = 0;
  for (let i = 0; i < count; i++) {
    const end = view.readUInt32BE(4 + 4 * i);
    const list = [];
    for (let k = previous; k < end; k++) list.push(view.readUInt32BE(4 + 4 * count + 4 * k));
    lists.push(list);
    previous = end;
  }
  return lists;
}
const idents = header.modules.map((module) => module.ident);
const dependencies = section("module_dependencies");

const entry = (file) => idents.findIndex((ident) => ident === `[project]/src/app/${file} [app-rsc] (ecmascript)`);
const short = (ident) => ident.replace("[project]/", "").replace(/ \[.*$/, "");

function reach(starts) {
  const seen = new Set(starts);
  const queue = [...starts];
  while (queue.length) {
    for (const next of dependencies[queue.shift()]) {
      if (seen.has(next)) continue;
      seen.add(next);
      queue.push(next);
    }
  }
  return seen;
}

const routes = process.argv.slice(2).length ? process.argv.slice(2) : ["[brand]/[locale]/products/[...path]", "[brand]/[locale]"];
const find = process.env.ROUTE_CSS_FIND;
for (const route of routes) {
  // The route's page and every layout above it.
  const parts = route.split("/");
  const files = [`${route}/page.tsx`, ...parts.map((_, i) => `${parts.slice(0, i + 1).join("/")}/layout.tsx`)];
  const starts = files.map(entry).filter((index) => index >= 0);
  const reached = reach(starts);
  const css = [...new Set([...reached].map((i) => idents[i]).filter((ident) => /\.css \[app-(client|rsc)\] \(css module\)/.test(ident) || /\.css \[app-(client|rsc)\] \(css\)$/.test(ident)).map(short))].sort();
  console.log(`${route}: ${reached.size} modules from ${starts.length} entries, ${css.length} style sheets`);
  for (const sheet of css) console.log(`  ${sheet}`);
  if (find) console.log(`  ${find}: ${[...reached].some((i) => idents[i].includes(find)) ? "reached" : "not reached"}`);
}
