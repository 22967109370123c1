// Submittal package bench (F15, issue 17): "a package of 20 spec sheets <= 3 s" and "10 concurrent package builds
// never block page serving (p99 of a page meanwhile <= 300 ms)". Prints one figure line per measure.
//
// Against the production server (dist/server.mjs, started here on BENCH_SUBMITTAL_PORT, default 3993, with a fresh
// embedded database; or BASE_URL):
// 1. A package of 20 spec sheets (20 Voltline products of distinct families, cover sheet, merged) posted as the form
//    posts it and answered as a PDF: the first (cold: the worker thread starts and parses its fonts), then
//    BENCH_SUBMITTAL_RUNS more one after another (default 5): p50 and max of the whole request.
// 2. A page (BENCH_PAGE, default /voltline/en/pdf-builder, rendered per request) is
//    loaded by BENCH_CONNECTIONS connections (default 4) for BENCH_SECONDS (default 10) alone, then again while 10
//    packages of 20 spec sheets are posted at once (POST /api/submittal); p50/p99 of the page each time, and when the
//    10 packages arrived. Run `npm run build` first.
import os from "node:os";
import { performance } from "node:perf_hooks";
import autocannon from "autocannon";
import { answers, type BenchServer, startBenchServer } from "./server";

const RUNS = Math.max(1, Math.min(50, Number(process.env.BENCH_SUBMITTAL_RUNS) || 5));
const PORT = Number(process.env.BENCH_SUBMITTAL_PORT ?? 3993);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 4);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const PAGE = process.env.BENCH_PAGE ?? "/voltline/en/pdf-builder";
const CONCURRENT = 10;
const TARGET_PACKAGE_MS = 3000;
const TARGET_P99_MS = 300;

/** 20 Voltline products of distinct families whose documents are all available (none withdrawn). */
const NUMBERS = [
  "DR101-IV-25PK", "DR104-WH", "DR107-RD-100PK", "DR110-BR-50PK", "DR113-LA-100PK", "DR116-IV-10PK", "DR119-WH-10PK",
  "DR124-GY-10PK", "DR128-LA-100PK", "DR131-IV-50PK", "DR134-GY-25PK", "DR137-LA-100PK", "DR140-GY-50PK", "DR143-WH-10PK",
  "SR102-WH-25PK", "SR106-LA-25PK", "SR109-LA", "SR113-IV-25PK", "SR117-WH", "DR102-BR-50PK",
];

const quantile = (sorted: number[], q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
const verdict = (ok: boolean) => (ok ? "ok" : "OVER TARGET");



async function pageLoad(base: string, seconds: number): Promise<autocannon.Result> {
  return autocannon({ url: `${base}${PAGE}`, connections: CONNECTIONS, duration: seconds });
}

async function postPackage(base: string): Promise<{ status: number; ms: number; bytes: number }> {
  const body = new FormData();
  for (const [name, value] of Object.entries({ brand: "voltline", locale: "en", numbers: NUMBERS.join("\n"), projectName: "Bench project", submittedBy: "Bench" })) body.append(name, value);
  const start = performance.now();
  const response = await fetch(`${base}/api/submittal`, { method: "POST", body, redirect: "manual" });
  const bytes = (await response.arrayBuffer()).byteLength;
  return { status: response.status, ms: performance.now() - start, bytes };
}

async function run(): Promise<void> {
  const target: BenchServer = process.env.BASE_URL ? { base: process.env.BASE_URL.replace(/\/$/u, ""), stop: async () => {} } : await startBenchServer("submittal", PORT, { FORMS_RATE_LIMIT: "off" });
  try {
    for (let i = 0; i < 5; i += 1) await answers(`${target.base}${PAGE}`);
    const cold = await postPackage(target.base);
    if (cold.status !== 200) throw new Error(`POST /api/submittal answered ${cold.status}`);
    const times: number[] = [];
    for (let i = 0; i < RUNS; i += 1) {
      const one = await postPackage(target.base);
      if (one.status !== 200) throw new Error(`POST /api/submittal answered ${one.status}`);
      times.push(one.ms);
    }
    times.sort((a, b) => a - b);
    console.log(
      `package of 20 spec sheets (POST /api/submittal, drawn in the worker thread): cold ${cold.ms.toFixed(0)} ms, p50 ${quantile(times, 0.5).toFixed(0)} ms, max ${times.at(-1)!.toFixed(0)} ms over ${RUNS} runs, ${(cold.bytes / 1024).toFixed(0)} kB — target <= ${TARGET_PACKAGE_MS} ms: ${verdict(times.at(-1)! <= TARGET_PACKAGE_MS)}`,
    );
    const alone = await pageLoad(target.base, SECONDS);
    const started = performance.now();
    const builds = Promise.all(Array.from({ length: CONCURRENT }, () => postPackage(target.base)));
    const loaded = await pageLoad(target.base, SECONDS);
    const done = await builds;
    const total = performance.now() - started;
    const statuses = [...new Set(done.map((build) => build.status))].join(",");
    const slowest = Math.max(...done.map((build) => build.ms));
    console.log(`page ${PAGE} alone: p50 ${alone.latency.p50} ms, p99 ${alone.latency.p99} ms, ${alone.requests.average} req/s (${CONNECTIONS} connections, ${SECONDS} s)`);
    console.log(`page ${PAGE} during ${CONCURRENT} concurrent packages of 20: p50 ${loaded.latency.p50} ms, p99 ${loaded.latency.p99} ms, ${loaded.requests.average} req/s, errors ${loaded.errors + loaded.non2xx} — target p99 <= ${TARGET_P99_MS} ms: ${verdict(loaded.latency.p99 <= TARGET_P99_MS)}`);
    console.log(`${CONCURRENT} packages: statuses ${statuses}, all answered in ${(total / 1000).toFixed(1)} s (slowest ${(slowest / 1000).toFixed(1)} s, queued behind SUBMITTAL_WORKERS threads)`);
  } finally {
    await target.stop();
  }
}

async function main() {
  console.log(`load average ${os.loadavg().map((value) => value.toFixed(1)).join(" ")}, ${os.cpus().length} cores`);
  await run();
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
