// Sums self time of a V8 .cpuprofile (node --cpu-prof) per function and per module (issue 15, ADR 45).
//   node bench/cpuprofile-summary.mjs file.cpuprofile [top=40]
// SOURCE_MAPS=1 maps frames of bundled files (.next/server chunks, dist/) to their sources through the `.map` beside
// each file, and prints self time per source file and inclusive (total) time per source function; RENDERS=n also
// prints each figure as ms per render (n = the requests in the window).
import { existsSync, readFileSync } from "node:fs";
import { SourceMap } from "node:module";
import { fileURLToPath } from "node:url";

const [file, topArg] = process.argv.slice(2);
if (!file) {
  console.error("usage: node bench/cpuprofile-summary.mjs file.cpuprofile [top]");
  process.exit(2);
}
const top = Number(topArg ?? 40);
const profile = JSON.parse(readFileSync(file, "utf8"));
const byId = new Map(profile.nodes.map((node) => [node.id, node]));
const parent = new Map();
for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);

// Only samples in [FROM_S, TO_S) seconds after the profile started (skip start-up), when given.
const from = Number(process.env.FROM_S ?? 0) * 1e6;
const to = Number(process.env.TO_S ?? Infinity) * 1e6;
const at = [];
for (let i = 0, t = 0; i < profile.samples.length; i++) at.push((t += profile.timeDeltas[i] ?? 0));
const inWindow = (i) => at[i] >= from && at[i] < to;

// Self time per node from the samples and their time deltas.
const self = new Map();
for (let i = 0; i < profile.samples.length; i++) {
  if (!inWindow(i)) continue;
  const id = profile.samples[i];
  self.set(id, (self.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0));
}
const total = [...self.values()].reduce((a, b) => a + b, 0);

const moduleOf = (url) => {
  if (!url) return "(native/vm)";
  const nm = url.lastIndexOf("node_modules/");
  if (nm >= 0) {
    const rest = url.slice(nm + 13).split("/");
    return rest[0].startsWith("@") ? `${rest[0]}/${rest[1]}` : rest[0];
  }
  if (url.includes("/.next/server/chunks/")) return `.next chunk ${url.split("/").pop()}`;
  if (url.includes("/.next/")) return `.next ${url.split("/.next/")[1]}`;
  return url.replace(/^file:\/\//, "").replace(process.cwd(), ".");
};

const add = (map, key, value) => map.set(key, (map.get(key) ?? 0) + value);

// Source maps of bundled files, loaded once each (undefined: none beside the file).
const maps = new Map();
function sourceMapOf(url) {
  if (!url.startsWith("file://")) return undefined;
  if (!maps.has(url)) {
    const file = `${fileURLToPath(url)}.map`;
    let map;
    try {
      map = existsSync(file) ? new SourceMap(JSON.parse(readFileSync(file, "utf8"))) : undefined;
    } catch {
      map = undefined;
    }
    maps.set(url, map);
  }
  return maps.get(url);
}
const cleanSource = (source) => source.replace(/^.*?node_modules\//, "node_modules/").replace(/^(\.\.\/)+/, "").replace(/^\[project\]\//, "");
/** "source:line name" of a frame, through its file's source map when asked and present. */
function sourceFrame(frame) {
  const map = process.env.SOURCE_MAPS ? sourceMapOf(frame.url) : undefined;
  const entry = map?.findEntry(frame.lineNumber, frame.columnNumber);
  if (!entry || !entry.originalSource) return { file: moduleOf(frame.url), name: `${frame.functionName || "(anonymous)"} ${moduleOf(frame.url)}:${frame.lineNumber + 1}` };
  const file = cleanSource(entry.originalSource);
  return { file, name: `${frame.functionName || entry.name || "(anonymous)"} ${file}:${entry.originalLine + 1}` };
}
const perFunction = new Map();
const perModule = new Map();
for (const [id, time] of self) {
  const frame = byId.get(id).callFrame;
  const where = process.env.FULL_URL ? frame.url.replace(/^.*node_modules\//, "") : moduleOf(frame.url);
  const name = `${frame.functionName || "(anonymous)"} ${where}:${frame.lineNumber + 1}:${frame.columnNumber + 1}`;
  add(perFunction, name, time);
  add(perModule, moduleOf(frame.url), time);
}

// Inclusive time of chosen function names (any frame whose name matches), counted once per sample stack.
const inclusive = new Map();
const watch = (process.env.WATCH ?? "").split(",").filter(Boolean);
if (watch.length) {
  for (let i = 0; i < profile.samples.length; i++) {
    if (!inWindow(i)) continue;
    const seen = new Set();
    for (let id = profile.samples[i]; id !== undefined; id = parent.get(id)) {
      const fn = byId.get(id).callFrame.functionName;
      for (const w of watch) if (fn === w && !seen.has(w)) {
        seen.add(w);
        add(inclusive, w, profile.timeDeltas[i] ?? 0);
      }
    }
  }
}

// With SOURCE_MAPS: self time per source file, and inclusive time per source function (once per sample stack).
const perSource = new Map();
const totalPerSourceFunction = new Map();
if (process.env.SOURCE_MAPS) {
  const frameOf = new Map();
  const mapped = (id) => {
    if (!frameOf.has(id)) frameOf.set(id, sourceFrame(byId.get(id).callFrame));
    return frameOf.get(id);
  };
  for (const [id, time] of self) add(perSource, mapped(id).file, time);
  for (let i = 0; i < profile.samples.length; i++) {
    if (!inWindow(i)) continue;
    const seen = new Set();
    for (let id = profile.samples[i]; id !== undefined; id = parent.get(id)) {
      const { name } = mapped(id);
      if (seen.has(name)) continue;
      seen.add(name);
      add(totalPerSourceFunction, name, profile.timeDeltas[i] ?? 0);
    }
  }
}

const renders = Number(process.env.RENDERS ?? 0);
const perRender = (us) => (renders > 0 ? `${(us / 1000 / renders).toFixed(2).padStart(7)} ms/render ` : "");
const ms = (us) => (us / 1000).toFixed(0).padStart(8);
const pct = (us) => ((100 * us) / total).toFixed(1).padStart(5);
console.log(`total sampled ${ms(total)} ms`);
console.log("\n== self time by module");
for (const [name, time] of [...perModule].sort((a, b) => b[1] - a[1]).slice(0, top)) console.log(`${ms(time)} ms ${pct(time)}% ${perRender(time)} ${name}`);
console.log("\n== self time by function");
for (const [name, time] of [...perFunction].sort((a, b) => b[1] - a[1]).slice(0, top)) console.log(`${ms(time)} ms ${pct(time)}% ${perRender(time)} ${name}`);
if (process.env.SOURCE_MAPS) {
  console.log("\n== self time by source file (source maps)");
  for (const [name, time] of [...perSource].sort((a, b) => b[1] - a[1]).slice(0, top)) console.log(`${ms(time)} ms ${pct(time)}% ${perRender(time)} ${name}`);
  console.log("\n== total (inclusive) time by source function (source maps)");
  for (const [name, time] of [...totalPerSourceFunction].sort((a, b) => b[1] - a[1]).slice(0, top * 3)) console.log(`${ms(time)} ms ${pct(time)}% ${perRender(time)} ${name}`);
}
if (watch.length) {
  console.log("\n== inclusive time");
  for (const [name, time] of inclusive) console.log(`${ms(time)} ms ${pct(time)}%  ${name}`);
}
