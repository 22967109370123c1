// Fairness of the search endpoints (issue 12, ADR 27): light queries measured with autocannon while heavy multi-queries
// run beside them on a few connections. Prints one line per scenario: the light queries' latency and the heavy calls' answers.
// Run against a started server: BENCH_URL=http://127.0.0.1:3000 npx tsx bench/search-fairness.ts
import autocannon from "autocannon";

const base = (process.env.BENCH_URL ?? "http://127.0.0.1:3000").replace(/\/$/, "");
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const lightConnections = Number(process.env.BENCH_CONNECTIONS ?? 10);
const heavyConnections = Number(process.env.BENCH_HEAVY_CONNECTIONS ?? 2);
const QUERIES = `${base}/api/search/1/indexes/*/queries`;

const light = JSON.stringify({ requests: [{ indexName: "products_en", query: "switch", hitsPerPage: 20 }] });
/** The issue's call: 50 queries of 1000 hits with every facet (3.4 KB asking for about 110 MB). */
const issueCall = JSON.stringify({ requests: Array.from({ length: 50 }, () => ({ indexName: "products_en", hitsPerPage: 1000, facets: ["*"] })) });
/** About the heaviest call the limits accept: 1000 hits in all and four queries counting every facet. */
const heaviestAllowed = JSON.stringify({ requests: Array.from({ length: 4 }, (_, i) => ({ indexName: "products_en", query: ["a", "s", "c", "p"][i], hitsPerPage: 250, facets: ["*"] })) });

interface HeavyTally { calls: number; statuses: Map<number, number>; bytes: number; slowestMs: number }

/** Sends one heavy call after another on each connection until `until`. */
async function heavyLoop(body: string, until: number, tally: HeavyTally): Promise<void> {
  while (Date.now() < until) {
    const started = performance.now();
    const response = await fetch(QUERIES, { method: "POST", body, headers: { "content-type": "application/json" } });
    const bytes = (await response.arrayBuffer()).byteLength;
    tally.calls++;
    tally.bytes += bytes;
    tally.statuses.set(response.status, (tally.statuses.get(response.status) ?? 0) + 1);
    tally.slowestMs = Math.max(tally.slowestMs, performance.now() - started);
  }
}

function lightRun(): Promise<autocannon.Result> {
  return new Promise((resolve, reject) => {
    autocannon({ url: QUERIES, method: "POST", body: light, headers: { "content-type": "application/json" }, connections: lightConnections, duration: seconds }, (error, result) =>
      error ? reject(error) : resolve(result),
    );
  });
}

async function scenario(name: string, heavyBody: string | undefined) {
  const tally: HeavyTally = { calls: 0, statuses: new Map(), bytes: 0, slowestMs: 0 };
  const until = Date.now() + seconds * 1000;
  const heavy = heavyBody ? Array.from({ length: heavyConnections }, () => heavyLoop(heavyBody, until, tally)) : [];
  const result = await lightRun();
  await Promise.all(heavy);
  const statuses = [...tally.statuses].map(([status, n]) => `${status}x${n}`).join(",") || "-";
  console.log(
    `fairness ${name.padEnd(16)} light req/s=${result.requests.average.toFixed(0).padStart(5)} p50=${String(result.latency.p50).padStart(5)}ms p99=${String(result.latency.p99).padStart(5)}ms ` +
      `max=${String(result.latency.max).padStart(5)}ms errors=${result.errors + result.non2xx} | heavy calls=${tally.calls} statuses=${statuses} MB=${(tally.bytes / 1e6).toFixed(1)} slowest=${tally.slowestMs.toFixed(0)}ms`,
  );
}

async function main() {
  for (let i = 0; i < 5; i++) await (await fetch(QUERIES, { method: "POST", body: light })).arrayBuffer();
  await scenario("alone", undefined);
  await scenario("issue call", issueCall);
  await scenario("heaviest allowed", heaviestAllowed);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
