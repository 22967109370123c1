// Load bench of issue 12 ("Load"): a mix of home, category listing, filtered listing, product and search page with a
// query, at 500 connections for 60 s against a running server. Each connection loops over the mix; every answer's
// status and latency is kept per page type. Prints one line per type and a total, then the search page's throughput
// against a category listing's, each measured alone. Exits 1 when a target is missed:
// 0 errors, 0 timeouts, p99 <= 1 s over the mix; search with a query >= half a category listing's throughput.
//
//   BENCH_URL          server (default http://127.0.0.1:3000)
//   BENCH_CONNECTIONS  connections of the mix (default 500); BENCH_SECONDS its length (default 60)
//   BENCH_ALONE_SECONDS length of each alone run (default 10, 50 connections)
//   BENCH_TIMEOUT_MS   a request slower than this is a timeout (default 10000)
//   BENCH_PID          the server's pid: its resident memory is printed before and after
import http from "node:http";
import { readFileSync } from "node:fs";
import { percentile } from "./stats";

const base = new URL(process.env.BENCH_URL ?? "http://127.0.0.1:3000");
const connections = Number(process.env.BENCH_CONNECTIONS ?? 500);
const seconds = Number(process.env.BENCH_SECONDS ?? 60);
const aloneSeconds = Number(process.env.BENCH_ALONE_SECONDS ?? 10);
const timeoutMs = Number(process.env.BENCH_TIMEOUT_MS ?? 10_000);
const pid = process.env.BENCH_PID ? Number(process.env.BENCH_PID) : undefined;

type Kind = "home" | "listing" | "filtered listing" | "product" | "search";

const LISTINGS = [
  "/voltline/en/products/wiring-devices/receptacles/gfci-receptacles/c/gfci-receptacles",
  "/voltline/fr-ca/products/wiring-devices/receptacles/gfci-receptacles/c/gfci-receptacles",
  "/voltline/es-mx/products/wiring-devices/receptacles/gfci-receptacles/c/gfci-receptacles",
];
const HOMES = ["/voltline/en", "/voltline/fr-ca", "/voltline/es-mx", "/voltline-canada/en", "/progress-lighting/en"];
const QUERIES: Record<string, string[]> = {
  en: ["receptacle", "switch", "gfci", "usb", "dimmer", "plate", "20 a", "tamper resistant", "weather", "ivory", "white", "industrial"],
  "fr-ca": ["prise", "interrupteur", "gradateur", "plaque", "usb", "blanc"],
  "es-mx": ["contacto", "apagador", "placa", "atenuador", "usb", "blanco"],
};

function rssMiB(): string {
  if (!pid) return "n/a";
  const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, "utf8"));
  return match ? `${Math.round(Number(match[1]) / 1024)} MiB` : "n/a";
}

const agent = new http.Agent({ keepAlive: true, maxSockets: connections + 10 });

function get(path: string): Promise<{ status: number; ms: number; body?: string; timedOut?: boolean; error?: string }> {
  const started = performance.now();
  return new Promise((resolve) => {
    const request = http.get(
      { host: base.hostname, port: base.port || 80, path, agent, headers: { "accept-encoding": "gzip", accept: "text/html" } },
      (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () => resolve({ status: response.statusCode ?? 0, ms: performance.now() - started, body: Buffer.concat(chunks).toString("latin1") }));
        response.on("error", (error) => resolve({ status: 0, ms: performance.now() - started, error: error.message }));
      },
    );
    request.setTimeout(timeoutMs, () => {
      request.destroy();
      resolve({ status: 0, ms: performance.now() - started, timedOut: true });
    });
    request.on("error", (error) => resolve({ status: 0, ms: performance.now() - started, error: error.message }));
  });
}

/** The mix's addresses, found on the running site: products and filter links from the listings' own HTML. */
async function discover(): Promise<[Kind, string][]> {
  const mix: [Kind, string][] = [];
  for (const path of HOMES) mix.push(["home", path]);
  for (const path of LISTINGS) {
    mix.push(["listing", path]);
    const html = (await plainGet(path)) ?? "";
    const products = [...new Set([...html.matchAll(/href="(\/[^"]+\/p\/[^"]+)"/g)].map((m) => decodeEntities(m[1]!)))].slice(0, 8);
    const filters = [...new Set([...html.matchAll(/href="(\/[^"]+\?[^"]*f\.[^"]+)"/g)].map((m) => decodeEntities(m[1]!)))].slice(0, 8);
    for (const product of products) mix.push(["product", product]);
    for (const filter of filters) mix.push(["filtered listing", filter]);
  }
  for (const [locale, words] of Object.entries(QUERIES)) for (const word of words) mix.push(["search", `/voltline/${locale}/search?q=${encodeURIComponent(word)}`]);
  return mix;
}

/** An href of the page as a request target: entities decoded, non-ASCII percent-encoded as a browser sends it. */
const decodeEntities = (href: string) => {
  const url = new URL(href.replace(/&amp;/g, "&"), base);
  return `${url.pathname}${url.search}`;
};

async function plainGet(path: string): Promise<string | undefined> {
  const response = await fetch(new URL(path, base), { headers: { accept: "text/html" } });
  return response.ok ? response.text() : undefined;
}

interface Tally { latencies: number[]; errors: number; timeouts: number; non2xx: number; statuses: Map<number, number> }
const tally = (): Tally => ({ latencies: [], errors: 0, timeouts: 0, non2xx: 0, statuses: new Map() });

/** Closed loop: `count` connections, each sending its next address as soon as the last one answered. */
async function drive(addresses: [Kind, string][], count: number, durationS: number): Promise<Map<Kind | "all", Tally>> {
  const tallies = new Map<Kind | "all", Tally>([["all", tally()]]);
  const until = performance.now() + durationS * 1000;
  await Promise.all(
    Array.from({ length: count }, async (_, connection) => {
      for (let i = connection; performance.now() < until; i++) {
        const [kind, path] = addresses[i % addresses.length]!;
        const answer = await get(path);
        for (const key of [kind, "all"] as const) {
          const t = tallies.get(key) ?? tallies.set(key, tally()).get(key)!;
          if (answer.timedOut) t.timeouts++;
          else if (answer.error) t.errors++;
          else if (answer.status < 200 || answer.status >= 300) {
            t.non2xx++;
            t.statuses.set(answer.status, (t.statuses.get(answer.status) ?? 0) + 1);
          }
          t.latencies.push(answer.ms);
        }
      }
    }),
  );
  return tallies;
}

function line(name: string, t: Tally, durationS: number): string {
  const sorted = [...t.latencies].sort((a, b) => a - b);
  const rate = t.latencies.length / durationS;
  return `mix ${name.padEnd(17)} requests=${String(t.latencies.length).padStart(7)} req/s=${rate.toFixed(0).padStart(6)} p50=${percentile(sorted, 50).toFixed(0).padStart(5)}ms p99=${percentile(sorted, 99).toFixed(0).padStart(5)}ms max=${(sorted.at(-1) ?? 0).toFixed(0).padStart(5)}ms errors=${t.errors} timeouts=${t.timeouts} non2xx=${t.non2xx}${t.statuses.size ? ` (${[...t.statuses].map(([status, n]) => `${status}: ${n}`).join(", ")})` : ""}`;
}

async function main() {
  const mix = await discover();
  const counts = mix.reduce((m, [kind]) => m.set(kind, (m.get(kind) ?? 0) + 1), new Map<Kind, number>());
  console.log(`mix: ${mix.length} addresses (${[...counts].map(([k, n]) => `${k} ${n}`).join(", ")}), ${connections} connections, ${seconds} s, against ${base.origin}`);
  // Every address once first: the bench measures a warm site, not first renders (issue 15's bench measures those).
  for (const [, path] of mix) await get(path);
  console.log(`mix: server RSS before ${rssMiB()}`);
  const results = await drive(mix, connections, seconds);
  for (const [name, t] of results) console.log(line(name, t, seconds));
  console.log(`mix: server RSS after ${rssMiB()}`);

  const all = results.get("all")!;
  const p99 = percentile([...all.latencies].sort((a, b) => a - b), 99);
  const mixPass = all.errors === 0 && all.timeouts === 0 && all.non2xx === 0 && p99 <= 1000;

  // Search with a query against a category listing, each alone at 50 connections.
  const searchAlone = await drive(mix.filter(([kind]) => kind === "search"), 50, aloneSeconds);
  const listingAlone = await drive(mix.filter(([kind]) => kind === "listing"), 50, aloneSeconds);
  const searchRate = searchAlone.get("all")!.latencies.length / aloneSeconds;
  const listingRate = listingAlone.get("all")!.latencies.length / aloneSeconds;
  console.log(line("search alone", searchAlone.get("all")!, aloneSeconds));
  console.log(line("listing alone", listingAlone.get("all")!, aloneSeconds));
  const ratio = searchRate / listingRate;
  console.log(`mix: target 0 errors, 0 timeouts, p99 <= 1000 ms: ${mixPass ? "PASS" : "FAIL"} (p99 ${p99.toFixed(0)} ms)`);
  console.log(`mix: search with a query at ${(ratio * 100).toFixed(0)}% of a category listing's throughput (target >= 50%): ${ratio >= 0.5 ? "PASS" : "FAIL"}`);
  agent.destroy();
  process.exit(mixPass && ratio >= 0.5 ? 0 : 1);
}

main().catch((error) => {
  console.error(error);
  process.exit(2);
});
