// Load benchmark: 50 connections against the running server; each warm page's throughput is
// compared with the same server's prerendered robots.txt. Prints one figure line per URL.
import autocannon from "autocannon";

const base = (process.env.BENCH_URL ?? "http://127.0.0.1:3000").replace(/\/$/, "");
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const duration = Number(process.env.BENCH_SECONDS ?? 10);
const pages = (process.env.BENCH_PATHS ?? "/voltline/en,/voltline/en/about,/voltline/en/news,/voltline/en/news/news-voltline-ev-charger-launch,/voltline/en/products/wiring-devices/receptacles/gfci-receptacles/c/gfci-receptacles,/voltline/en/products/homeline-industrial-grade-15-a-125-v-usb-charger-receptacle-ivory/p/1000738").split(",");

function run(path: string): Promise<autocannon.Result> {
  return new Promise((resolve, reject) => {
    autocannon({ url: `${base}${path}`, connections, duration, headers: { "accept-encoding": "gzip" } }, (err, result) =>
      err ? reject(err) : resolve(result),
    );
  });
}

async function warm(path: string) {
  for (let i = 0; i < 5; i++) {
    const response = await fetch(`${base}${path}`);
    if (!response.ok) throw new Error(`${path} answered ${response.status}`);
    await response.arrayBuffer();
  }
}

async function main() {
  const targets = ["/robots.txt", ...pages];
  for (const path of targets) await warm(path);
  const baseline = await run("/robots.txt");
  const line = (path: string, r: autocannon.Result, ratio?: number) =>
    console.log(
      `load ${path.padEnd(58)} req/s=${r.requests.average.toFixed(0).padStart(6)} p50=${String(r.latency.p50).padStart(4)}ms p99=${String(r.latency.p99).padStart(4)}ms errors=${r.errors + r.non2xx}${ratio === undefined ? " (baseline)" : ` ratio=${(ratio * 100).toFixed(0)}% ${ratio >= 0.8 && r.latency.p99 <= 150 ? "PASS" : "FAIL"}`}`,
    );
  line("/robots.txt", baseline);
  for (const path of pages) {
    const result = await run(path);
    line(path, result, result.requests.average / baseline.requests.average);
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
