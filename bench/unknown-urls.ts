// Unknown addresses bench (issue 12 item 1, ADR 26): N distinct addresses no content or catalogue entry knows, of every
// route family under /{brand}/{locale}/, sent at bounded concurrency to a running server on the loopback (it starts
// nothing). Prints the answers by shape and status, the files and bytes under the build folder's server/ and cache/
// before and after, and the server's resident memory before, during and after.
//
//   BENCH_URL           server (default http://127.0.0.1:3000; loopback only)
//   BENCH_N             addresses (default 4000)
//   BENCH_CONCURRENCY   requests in flight (default 8)
//   BENCH_PID           the server's process id: VmRSS / VmHWM read from /proc/PID/status
//   BENCH_NEXT_DIR      the server's build folder (default .next)
//   BENCH_RUN           token that makes this run's addresses distinct (default: the time)
//   BENCH_SHAPES        only these shapes, comma-separated (default all; e.g. leave out the alias- shapes)
import { promises as fs, readFileSync } from "node:fs";
import path from "node:path";
import { UNKNOWN_ADDRESS_SHAPES, unknownAddress, type UnknownAddress } from "./unknown-addresses";

const base = new URL(process.env.BENCH_URL ?? "http://127.0.0.1:3000");
const total = Math.max(1, Number(process.env.BENCH_N ?? 4000));
const concurrency = Math.max(1, Math.min(64, Number(process.env.BENCH_CONCURRENCY ?? 8)));
const pid = process.env.BENCH_PID ? Number(process.env.BENCH_PID) : undefined;
const nextDir = process.env.BENCH_NEXT_DIR ?? ".next";
const run = process.env.BENCH_RUN ?? Date.now().toString(36);
const shapes = process.env.BENCH_SHAPES?.split(",").map((shape) => shape.trim()).filter(Boolean);
const unknownShape = shapes?.find((shape) => !UNKNOWN_ADDRESS_SHAPES.includes(shape));
if (unknownShape) {
  console.error(`unknown-urls: no shape "${unknownShape}"; shapes: ${UNKNOWN_ADDRESS_SHAPES.join(", ")}`);
  process.exit(2);
}

/** The run's addresses of the chosen shapes, `total` of them, in turn. */
function* addresses(): Generator<UnknownAddress> {
  for (let j = 0, count = 0; count < total; j++) {
    const candidate = unknownAddress(run, j);
    if (shapes && !shapes.includes(candidate.shape)) continue;
    count++;
    yield candidate;
  }
}

interface Tally {
  files: number;
  bytes: number;
}

async function tally(dir: string): Promise<Tally> {
  const result = { files: 0, bytes: 0 };
  const walk = async (folder: string): Promise<void> => {
    const entries = await fs.readdir(folder, { withFileTypes: true }).catch(() => []);
    await Promise.all(
      entries.map(async (entry) => {
        const full = path.join(folder, entry.name);
        if (entry.isDirectory()) return walk(full);
        const stat = await fs.stat(full).catch(() => undefined);
        if (!stat) return;
        result.files++;
        result.bytes += stat.size;
      }),
    );
  };
  await walk(dir);
  return result;
}

function memory(): { rss: number; hwm: number } | undefined {
  if (pid === undefined) return undefined;
  try {
    const status = readFileSync(`/proc/${pid}/status`, "utf8");
    const kib = (name: string) => Number(new RegExp(`^${name}:\\s+(\\d+) kB`, "m").exec(status)?.[1] ?? NaN);
    return { rss: kib("VmRSS") / 1024, hwm: kib("VmHWM") / 1024 };
  } catch {
    return undefined;
  }
}

const mib = (bytes: number) => (bytes / 1024 / 1024).toFixed(1);
const fmt = (m: { rss: number; hwm: number } | undefined) => (m ? `RSS ${m.rss.toFixed(0)} MiB (peak ${m.hwm.toFixed(0)} MiB)` : "n/a (set BENCH_PID)");

async function send(address: UnknownAddress): Promise<number> {
  try {
    // An RSC request is first sent to its `_rsc` address (307): followed, as the client router does.
    const redirect = address.headers ? "follow" : "manual";
    const response = await fetch(new URL(address.path, base), { redirect, headers: address.headers, signal: AbortSignal.timeout(60_000) });
    await response.arrayBuffer();
    return response.status;
  } catch {
    return 0;
  }
}

async function main() {
  const folders = { server: path.join(nextDir, "server"), cache: path.join(nextDir, "cache") };
  const before = { server: await tally(folders.server), cache: await tally(folders.cache), memory: memory() };
  console.log(`unknown-urls: ${total} addresses (run ${run}) to ${base.origin}, ${concurrency} in flight`);
  console.log(`before: ${nextDir}/server ${before.server.files} files ${mib(before.server.bytes)} MiB, ${nextDir}/cache ${before.cache.files} files ${mib(before.cache.bytes)} MiB, ${fmt(before.memory)}`);

  const byShape = new Map<string, Map<number, number>>();
  const latencies: number[] = [];
  const queue = addresses();
  let done = 0;
  const started = Date.now();
  const step = Math.max(1, Math.floor(total / 8));
  const worker = async () => {
    for (let item = queue.next(); !item.done; item = queue.next()) {
      const address = item.value;
      const t0 = performance.now();
      const status = await send(address);
      latencies.push(performance.now() - t0);
      const statuses = byShape.get(address.shape) ?? new Map<number, number>();
      statuses.set(status, (statuses.get(status) ?? 0) + 1);
      byShape.set(address.shape, statuses);
      if (++done % step === 0) console.log(`  ${done}/${total} after ${((Date.now() - started) / 1000).toFixed(0)} s, ${fmt(memory())}`);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  const seconds = (Date.now() - started) / 1000;
  // Next writes its cache entries after answering: give the last writes a moment.
  await new Promise((resolve) => setTimeout(resolve, 2_000));
  const after = { server: await tally(folders.server), cache: await tally(folders.cache), memory: memory() };

  console.log("\nanswers by shape (status: count; 0 = no answer):");
  const statusTotals = new Map<number, number>();
  for (const [shape, statuses] of byShape) {
    console.log(`  ${shape.padEnd(18)} ${[...statuses].map(([s, n]) => `${s}: ${n}`).join(", ")}`);
    for (const [s, n] of statuses) statusTotals.set(s, (statusTotals.get(s) ?? 0) + n);
  }
  console.log(`  ${"all".padEnd(18)} ${[...statusTotals].sort((a, b) => a[0] - b[0]).map(([s, n]) => `${s}: ${n}`).join(", ")}`);
  latencies.sort((a, b) => a - b);
  const pct = (p: number) => latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))]!.toFixed(0);
  console.log(`\n${total} requests in ${seconds.toFixed(1)} s: ${(total / seconds).toFixed(1)} req/s, p50 ${pct(50)} ms, p99 ${pct(99)} ms`);
  for (const name of ["server", "cache"] as const) {
    const [b, a] = [before[name], after[name]];
    console.log(`${nextDir}/${name}: ${b.files} -> ${a.files} files (${a.files - b.files >= 0 ? "+" : ""}${a.files - b.files}), ${mib(b.bytes)} -> ${mib(a.bytes)} MiB (${a.bytes - b.bytes >= 0 ? "+" : ""}${mib(a.bytes - b.bytes)})`);
  }
  console.log(`memory: ${fmt(before.memory)} -> ${fmt(after.memory)}`);
  const failed = [...statusTotals].filter(([s]) => s === 0 || s >= 500).reduce((sum, [, n]) => sum + n, 0);
  if (failed > 0) {
    console.error(`unknown-urls: ${failed} requests got no answer or a 5xx`);
    process.exitCode = 1;
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
