// Long-tail bench (issue 15 §1, ADR 45): N distinct product pages of the default brand, 50 connections, against a
// running server on the loopback (it starts nothing but its own bare Node ceiling). Prints, in one run:
//   (a) first visit of each page (each is rendered),
//   (b) second visit of each page (whatever cache answers),
//   (c) one page over and over (the micro-cache),
//   (d) a bare Node server, started by this bench in its own process, answering the same bytes as (c) (the ceiling),
//   (e) a bare Node server answering each page of (b) with the bytes (b) got, visited as (b) visits them: the same
//       addresses once each, in the same order, on connections already open (after an untimed visit, as (b) comes
//       after (a)). (b) is a burst of a fraction of a second (2,000 requests), (d) ten seconds of one page: the ramp of
//       50 connections and the last answers' tail weigh on a burst and not on a steady state, so (e) is the ceiling (b)
//       is held to; (b) against (d) is printed beside it,
// and the size of the product pages' HTML: one page's raw and gzip, then every page of (a) uncompressed (median, p90,
// largest). Exits 1 when a target is missed: (a) >= 60 req/s with p99 <= 1.5 s, (b) >= 50% of (e), the HTML of every
// page of (a) under 60 KB, and of every product page a CMS product page adds content to (the longest kind, whichever
// pages the seed draws).
//
//   BENCH_URL          server (default http://127.0.0.1:3000)
//   BENCH_PAGES        distinct product pages (default 2000), spread over the three locales
//   BENCH_WARMUP       other product pages visited first (default 500; 0: none): a server that just started compiles its
//                      code as it renders (V8's JIT), which is not what a running site's long tail costs. Their row, (w),
//                      is printed as the cold figure, not held to a target
//   BENCH_CONNECTIONS  connections (default 50)
//   BENCH_SECONDS      length of (c) and (d) (default 10)
//   BENCH_SEED         which pages (default: the time, so each run meets pages no earlier run rendered)
//   BENCH_BRAND        brand directory (default voltline)
//   BENCH_PID          the server's pid: its resident memory is printed before and after, and the CPU time it spent per
//                      request in (a) and (b) (from /proc, so a figure that holds on a loaded machine); with
//                      WEB_CONCURRENCY workers, the primary's pid: its workers are counted with it
//   CATALOG_DIR        the generated catalogue the product ids come from (default generated/catalog)
import http from "node:http";
import { spawn } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { gunzipSync } from "node:zlib";
import { percentile } from "./stats";
import { assortmentOf, inAssortment, type Assortment } from "@/features/catalog/assortment";

const base = new URL(process.env.BENCH_URL ?? "http://127.0.0.1:3000");
const pages = Math.max(1, Number(process.env.BENCH_PAGES ?? 2000));
const warmup = Math.max(0, Number(process.env.BENCH_WARMUP ?? 500));
const connections = Math.max(1, Number(process.env.BENCH_CONNECTIONS ?? 50));
const seconds = Math.max(1, Number(process.env.BENCH_SECONDS ?? 10));
const seed = Number(process.env.BENCH_SEED ?? Date.now() % 2 ** 31);
const brand = process.env.BENCH_BRAND ?? "voltline";
const pid = process.env.BENCH_PID ? Number(process.env.BENCH_PID) : undefined;
const catalogDir = process.env.CATALOG_DIR ?? "generated/catalog";
const LOCALES = ["en", "fr-ca", "es-mx"] as const;
const TIMEOUT_MS = 30_000;

const TARGET_RENDER_RATE = 60;
const TARGET_RENDER_P99_MS = 1500;
const TARGET_CACHE_SHARE = 0.5;
const TARGET_HTML_BYTES = 60 * 1024;

interface CatalogProduct {
  id: string;
  algoliaBrands: string[];
  salesOrgs: string[];
  owningDivisions: string[];
}

/** A small seeded generator (mulberry32), so a seed names the same pages again. */
function random(state: number): () => number {
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function shuffled<T>(items: T[], next: () => number): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(next() * (i + 1));
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

interface PackEntry {
  sys: { id: string; contentType: { sys: { id: string } } };
  fields: Record<string, Record<string, unknown> | undefined>;
}

let packEntries: PackEntry[] | undefined;
/** The content pack's entries, read once a run (the assortment and the CMS product pages both need them). */
const contentPack = (): PackEntry[] =>
  (packEntries ??= (JSON.parse(readFileSync(process.env.CONTENT_PACK_PATH ?? "generated/content-pack.json", "utf8")) as { entries: PackEntry[] }).entries);

/** The brand's assortment as its CMS brand entry in the content pack states it (B6, ADR 48). */
function brandAssortment(directory: string): Assortment | undefined {
  const entry = contentPack().find((e) => e.sys.contentType.sys.id === "globalBrand" && e.fields.brandDirectory?.["en-US"] === directory);
  const list = (field: string) => ((entry?.fields[field]?.["en-US"] as string[] | undefined) ?? []);
  return entry ? assortmentOf({ algoliaBrands: list("algoliaBrands"), salesOrgs: list("salesOrgs"), owningDivisions: list("owningDivisions") }) : undefined;
}

/** `count` product pages the brand sells, drawn by the seed, each in one locale. */
function productPages(count: number): string[] {
  const assortment = brandAssortment(brand);
  if (!assortment) throw new Error(`no brand ${brand}`);
  const products = JSON.parse(readFileSync(path.join(catalogDir, "products.json"), "utf8")) as CatalogProduct[];
  const sold = products.filter((product) => inAssortment(product, assortment));
  const next = random(seed);
  // Every (product, locale) pair is a distinct page; the seed picks `pages` of them.
  const pairs = shuffled(sold, next).slice(0, Math.ceil(count / LOCALES.length) + 1);
  const out: string[] = [];
  for (const product of pairs) for (const locale of LOCALES) if (out.length < count) out.push(`/${brand}/${locale}/products/p/${product.id}`);
  return shuffled(out, next);
}

/**
 * The brand's product pages a CMS product page adds content to (its `pimIds`: a hero, an installation video, promotion
 * cards), in every locale: the longest product pages, checked against the HTML target whichever pages the seed draws.
 */
function contentProductPages(): string[] {
  const entries = contentPack();
  const brandId = entries.find((e) => e.sys.contentType.sys.id === "globalBrand" && e.fields.brandDirectory?.["en-US"] === brand)?.sys.id;
  const ids = entries
    .filter((e) => e.sys.contentType.sys.id === "page" && e.fields.kind?.["en-US"] === "product")
    .filter((e) => (e.fields.brand?.["en-US"] as { sys?: { id?: string } } | undefined)?.sys?.id === brandId)
    .flatMap((e) => (e.fields.pimIds?.["en-US"] as string[] | undefined) ?? []);
  return [...new Set(ids)].flatMap((id) => LOCALES.map((locale) => `/${brand}/${locale}/products/p/${id}`));
}

const agent = new http.Agent({ keepAlive: true, maxSockets: connections + 10 });

interface Answer {
  status: number;
  ms: number;
  bytes: number;
  cache: string;
  body?: Buffer;
  headers?: http.IncomingHttpHeaders;
  failed?: string;
}

function get(target: URL, pathname: string, keep = false, encoding = "gzip"): Promise<Answer> {
  const started = performance.now();
  return new Promise((resolve) => {
    const request = http.get(
      { host: target.hostname, port: target.port || 80, path: pathname, agent, headers: { "accept-encoding": encoding, accept: "text/html" } },
      (response) => {
        const chunks: Buffer[] = [];
        let bytes = 0;
        response.on("data", (chunk: Buffer) => {
          bytes += chunk.length;
          if (keep) chunks.push(chunk);
        });
        response.on("end", () =>
          resolve({
            status: response.statusCode ?? 0,
            ms: performance.now() - started,
            bytes,
            cache: String(response.headers["x-micro-cache"] ?? "-") + "/" + String(response.headers["x-nextjs-cache"] ?? "-"),
            ...(keep ? { body: Buffer.concat(chunks), headers: response.headers } : {}),
          }),
        );
        response.on("error", (error) => resolve({ status: 0, ms: performance.now() - started, bytes, cache: "", failed: error.message }));
      },
    );
    request.setTimeout(TIMEOUT_MS, () => {
      request.destroy();
      resolve({ status: 0, ms: performance.now() - started, bytes: 0, cache: "", failed: "timeout" });
    });
    request.on("error", (error) => resolve({ status: 0, ms: performance.now() - started, bytes: 0, cache: "", failed: error.message }));
  });
}

interface Row {
  requests: number;
  rate: number;
  p50: number;
  p99: number;
  failed: number;
  caches: Map<string, number>;
  meanBytes: number;
}

function summarize(answers: Answer[], elapsedMs: number): Row {
  const sorted = answers.map((a) => a.ms).sort((a, b) => a - b);
  const caches = new Map<string, number>();
  for (const answer of answers) caches.set(answer.cache, (caches.get(answer.cache) ?? 0) + 1);
  return {
    requests: answers.length,
    rate: answers.length / (elapsedMs / 1000),
    p50: percentile(sorted, 50),
    p99: percentile(sorted, 99),
    failed: answers.filter((a) => a.failed || a.status !== 200).length,
    caches,
    meanBytes: answers.reduce((sum, a) => sum + a.bytes, 0) / Math.max(1, answers.length),
  };
}

/** The uncompressed HTML size of each address, smallest first (after the timed rows: the answers come from caches). */
async function htmlSizes(addresses: readonly string[]): Promise<{ path: string; bytes: number }[]> {
  const answers = await answersOf(addresses, "identity");
  return answers.map(({ path, body }) => ({ path, bytes: body.length })).sort((a, b) => a.bytes - b.bytes);
}

/** Each address once, `connections` at a time, each connection taking the next address as soon as it is answered. */
async function visitEach(addresses: string[], target: URL = base): Promise<Row> {
  const answers: Answer[] = [];
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (next < addresses.length) answers.push(await get(target, addresses[next++]!));
    }),
  );
  return summarize(answers, performance.now() - started);
}

/** One address over and over for `seconds`, `connections` at a time. */
async function hammer(target: URL, address: string): Promise<Row> {
  const answers: Answer[] = [];
  const started = performance.now();
  const until = started + seconds * 1000;
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (performance.now() < until) answers.push(await get(target, address));
    }),
  );
  return summarize(answers, performance.now() - started);
}

/** A stored answer the bare Node server gives: its address ("*": any address), body and headers. */
interface BareAnswer {
  path: string;
  body: Buffer;
  headers: http.IncomingHttpHeaders;
}

/**
 * A bare Node HTTP server in its own process answering each address with its stored body and headers (the ceiling):
 * one page for every address in (d), each page of (b) at its own address in (e).
 */
async function bareNode(answers: readonly BareAnswer[]): Promise<{ url: URL; stop: () => void }> {
  const kept = (headers: http.IncomingHttpHeaders) => {
    const out: Record<string, string> = {};
    for (const name of ["content-type", "content-encoding", "cache-control", "etag", "vary"]) {
      const value = headers[name];
      if (typeof value === "string") out[name] = value;
    }
    return out;
  };
  const script = `
    const http = require("node:http");
    process.on("message", (m) => {
      const pages = new Map(m.pages.map((p) => {
        const body = Buffer.from(p.body, "base64");
        return [p.path, { body, headers: { ...p.headers, "content-length": body.length } }];
      }));
      const any = pages.get("*");
      const server = http.createServer((req, res) => {
        const page = pages.get(req.url) ?? any;
        if (!page) { res.writeHead(404); res.end(); return; }
        res.writeHead(200, page.headers); res.end(page.body);
      });
      server.keepAliveTimeout = 65000;
      server.listen(0, "127.0.0.1", () => process.send({ port: server.address().port }));
    });`;
  const child = spawn(process.execPath, ["-e", script], { stdio: ["ignore", "inherit", "inherit", "ipc"] });
  const port = await new Promise<number>((resolve, reject) => {
    child.once("message", (m: { port: number }) => resolve(m.port));
    child.once("exit", (code) => reject(new Error(`bare server exited ${code}`)));
    child.send({ pages: answers.map((answer) => ({ path: answer.path, body: answer.body.toString("base64"), headers: kept(answer.headers) })) });
  });
  return { url: new URL(`http://127.0.0.1:${port}`), stop: () => child.kill() };
}

/** Each address's 200 answer as the server gives it now, `connections` at a time, untimed (the sizes; what (e) serves). */
async function answersOf(addresses: readonly string[], encoding = "gzip"): Promise<BareAnswer[]> {
  const answers: BareAnswer[] = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (next < addresses.length) {
        const path = addresses[next++]!;
        const answer = await get(base, path, true, encoding);
        if (answer.status === 200 && answer.body && answer.headers) answers.push({ path, body: answer.body, headers: answer.headers });
      }
    }),
  );
  return answers;
}

/** The server's processes: BENCH_PID and its children (the workers of a WEB_CONCURRENCY server). */
function serverPids(): number[] {
  if (!pid) return [];
  const children = (id: number) => {
    try {
      return readdirSync(`/proc/${id}/task`).flatMap((task) => readFileSync(`/proc/${id}/task/${task}/children`, "utf8").split(" ").filter(Boolean).map(Number));
    } catch {
      return [];
    }
  };
  return [pid, ...children(pid)];
}

function rssMiB(): string {
  if (!pid) return "n/a";
  let kb = 0;
  for (const id of serverPids()) kb += Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${id}/status`, "utf8"))?.[1] ?? 0);
  return `${Math.round(kb / 1024)} MiB`;
}

/** The server's CPU time (user + system) so far, in ms, from /proc (undefined without BENCH_PID). */
function cpuMs(): number | undefined {
  if (!pid) return undefined;
  let ms = 0;
  for (const id of serverPids()) {
    // Fields after the command name: state is 3rd, utime 14th and stime 15th of the whole line (in clock ticks, 100/s).
    const stat = readFileSync(`/proc/${id}/stat`, "utf8");
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    ms += (Number(fields[11]) + Number(fields[12])) * 10;
  }
  return ms;
}

function cpuPerRequest(before: number | undefined, after: number | undefined, requests: number): string {
  return before === undefined || after === undefined ? "" : `, server CPU ${((after - before) / Math.max(1, requests)).toFixed(1)} ms/request`;
}

function line(name: string, row: Row): string {
  const caches = [...row.caches].map(([cache, n]) => `${cache} ${n}`).join(", ");
  return `| ${name.padEnd(36)} | ${row.rate.toFixed(0).padStart(6)} | ${row.p50.toFixed(0).padStart(6)} ms | ${row.p99.toFixed(0).padStart(6)} ms | ${String(row.requests).padStart(6)} | ${String(row.failed).padStart(4)} | ${(row.meanBytes / 1024).toFixed(1).padStart(6)} KB | ${caches}`;
}

async function main() {
  const drawn = productPages(pages + warmup);
  const warming = drawn.slice(0, warmup);
  const addresses = drawn.slice(warmup);
  const load = () => readFileSync("/proc/loadavg", "utf8").split(" ").slice(0, 3).join(" ");
  console.log(`longtail: ${addresses.length} distinct ${brand} product pages (seed ${seed}) after ${warming.length} others, ${connections} connections, against ${base.origin}; load ${load()}; server RSS ${rssMiB()}`);

  const cpuw = cpuMs();
  const warm = warming.length > 0 ? await visitEach(warming) : undefined;
  const cpu0 = cpuMs();
  const first = await visitEach(addresses);
  const cpu1 = cpuMs();
  const secondOrder = shuffled(addresses, random(seed + 1));
  const second = await visitEach(secondOrder);
  const cpu2 = cpuMs();
  // (e): the same pages' bytes, each once, in (b)'s order, from bare Node: the ceiling of a burst like (b). As (b) comes
  // after (a), on open connections to a server that has run, (e) comes after an untimed visit of the same pages.
  const bareEach = await bareNode(await answersOf(addresses));
  await visitEach(shuffled(addresses, random(seed + 2)), bareEach.url);
  const burst = await visitEach(secondOrder, bareEach.url);
  bareEach.stop();
  const one = addresses[0]!;
  const sample = await get(base, one, true);
  const raw = await get(base, one, true, "identity");
  const micro = await hammer(base, one);
  const bare = await bareNode([{ path: "*", body: sample.body!, headers: sample.headers! }]);
  const ceiling = await hammer(bare.url, "/");
  bare.stop();

  const html = raw.body?.length ?? 0;
  const sizes = await htmlSizes(addresses);
  const largest = sizes.at(-1);
  const withContent = contentProductPages();
  const contentSizes = await htmlSizes(withContent);
  const largestContent = contentSizes.at(-1);
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
  const gzip = sample.headers?.["content-encoding"] === "gzip" ? sample.body!.length : 0;
  if (gzip && gunzipSync(sample.body!).length !== html) console.log("longtail: note: the gzip and identity answers differ in length");
  console.log(`| ${"".padEnd(36)} |  req/s |       p50 |       p99 |   reqs | fail |   mean body | x-micro-cache/x-nextjs-cache`);
  if (warm) console.log(line("(w) warm-up: first visits, other pages", warm) + cpuPerRequest(cpuw, cpu0, warm.requests));
  console.log(line("(a) first visit of each page (render)", first) + cpuPerRequest(cpu0, cpu1, first.requests));
  console.log(line("(b) second visit of each page", second) + cpuPerRequest(cpu1, cpu2, second.requests));
  console.log(line("(c) one page (micro-cache)", micro));
  console.log(line("(d) bare Node, same bytes (ceiling)", ceiling));
  console.log(line("(e) bare Node, (b)'s pages as (b) asks", burst));
  console.log(`longtail: product page HTML ${(html / 1024).toFixed(1)} KB, gzip ${(gzip / 1024).toFixed(1)} KB (${one}); load ${load()}; server RSS ${rssMiB()}`);
  const at = (p: number) => kb(percentile(sizes.map((size) => size.bytes), p));
  const under = sizes.filter((size) => size.bytes < TARGET_HTML_BYTES).length;
  console.log(`longtail: HTML of the ${sizes.length} pages of (a): median ${at(50)}, p90 ${at(90)}, largest ${largest ? `${kb(largest.bytes)} (${largest.path})` : "-"}; ${under} under ${TARGET_HTML_BYTES / 1024} KB`);

  const contentUnder = contentSizes.filter((size) => size.bytes < TARGET_HTML_BYTES).length;
  console.log(
    `longtail: HTML of the ${contentSizes.length} product pages with CMS content: median ${kb(percentile(contentSizes.map((size) => size.bytes), 50))}, largest ${largestContent ? `${kb(largestContent.bytes)} (${largestContent.path})` : "-"}; ${contentUnder} under ${TARGET_HTML_BYTES / 1024} KB`,
  );

  const checks: [string, boolean][] = [
    [`(a) >= ${TARGET_RENDER_RATE} req/s with p99 <= ${TARGET_RENDER_P99_MS} ms (${first.rate.toFixed(0)} req/s, p99 ${first.p99.toFixed(0)} ms)`, first.rate >= TARGET_RENDER_RATE && first.p99 <= TARGET_RENDER_P99_MS && first.failed === 0],
    [
      `(b) >= ${TARGET_CACHE_SHARE * 100}% of the bare-Node ceiling of the same visit, (e) (${((second.rate / burst.rate) * 100).toFixed(0)}%; of (d), one page for ${seconds} s: ${((second.rate / ceiling.rate) * 100).toFixed(0)}%)`,
      second.rate >= TARGET_CACHE_SHARE * burst.rate && second.failed === 0 && burst.failed === 0,
    ],
    [`HTML < ${TARGET_HTML_BYTES / 1024} KB on every page of (a) (${under} of ${addresses.length}; largest ${largest ? kb(largest.bytes) : "-"})`, html > 0 && sizes.length === addresses.length && under === sizes.length],
    [`HTML < ${TARGET_HTML_BYTES / 1024} KB on the product pages with CMS content (${contentUnder} of ${withContent.length}; largest ${largestContent ? kb(largestContent.bytes) : "-"})`, contentSizes.length === withContent.length && contentUnder === contentSizes.length],
  ];
  for (const [name, pass] of checks) console.log(`longtail: target ${name}: ${pass ? "PASS" : "FAIL"}`);
  agent.destroy();
  process.exit(checks.every(([, pass]) => pass) ? 0 : 1);
}

main().catch((error) => {
  console.error(error);
  process.exit(2);
});
