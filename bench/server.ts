// The production server a bench measures (dist/server.mjs, after `npm run build`), on a database of its own: a fresh
// embedded PGlite folder, or with DATABASE_URL a schema of its own that is dropped afterwards. Shared by the benches
// that start their own server (forms, lists).
//
// Measured in steady state: a server that answers is not yet a warm one. For its first seconds it loads the search
// indices and opens the database in the background (src/instrumentation.ts), and a burst sent meanwhile measures that
// start, not the route. The bench therefore waits until the process has been idle for a second (its CPU time read from
// /proc), as a visitor meets it once it has run a while; BENCH_NODE_ARGS passes options to the server's Node (e.g.
// "--cpu-prof --cpu-prof-dir=/tmp/prof" to see where the time goes).
import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";

export interface BenchServer {
  base: string;
  stop(): Promise<void>;
  /** CPU seconds the server process has used so far, when the bench started it (and /proc can tell). */
  cpuSeconds?(): number | undefined;
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Whether `url` answers 2xx. */
export async function answers(url: string): Promise<boolean> {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(30_000) });
    await response.arrayBuffer();
    return response.ok;
  } catch {
    return false;
  }
}

/** CPU seconds the process has used (user + system), or undefined where /proc cannot tell. */
function cpuSeconds(pid: number): number | undefined {
  try {
    // After the command's closing parenthesis: state is field 3, utime and stime fields 14 and 15 (in clock ticks).
    const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]!.split(" ");
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return undefined;
  }
}

/**
 * Waits until the process used under 5 % of a core for two half-second samples in a row (at most `limitMs`).
 * Returns the seconds waited, or undefined when /proc is not there (then it waited `fallbackMs`).
 */
export async function waitUntilIdle(pid: number, limitMs = 60_000, fallbackMs = 10_000): Promise<number | undefined> {
  const started = performance.now();
  let previous = cpuSeconds(pid);
  if (previous === undefined) {
    await sleep(fallbackMs);
    return undefined;
  }
  let quiet = 0;
  while (quiet < 2 && performance.now() - started < limitMs) {
    await sleep(500);
    const now = cpuSeconds(pid);
    if (now === undefined) break;
    quiet = now - previous < 0.025 ? quiet + 1 : 0;
    previous = now;
  }
  return (performance.now() - started) / 1000;
}

/** Starts dist/server.mjs with `env` on `port`, waits until it answers and is warm, and says how long that took. */
export async function startBenchServer(name: string, port: number, env: Record<string, string> = {}): Promise<BenchServer> {
  const postgres = process.env.DATABASE_URL?.trim();
  const schema = process.env.DATABASE_SCHEMA?.trim() || `bench_${name}_${process.pid}`;
  const dataDir = postgres ? undefined : mkdtempSync(path.join(os.tmpdir(), `voltline-bench-${name}-`));
  const base = `http://127.0.0.1:${port}`;
  const nodeArgs = (process.env.BENCH_NODE_ARGS ?? "").split(" ").filter(Boolean);
  const server: ChildProcess = spawn(process.execPath, [...nodeArgs, "dist/server.mjs"], {
    env: {
      ...process.env,
      NODE_ENV: "production",
      NEXT_TELEMETRY_DISABLED: "1",
      PORT: String(port),
      HOST: "127.0.0.1",
      ...(postgres ? { DATABASE_SCHEMA: schema } : { PGLITE_DATA_DIR: dataDir }),
      LOG_LEVEL: process.env.LOG_LEVEL ?? "error",
      ...env,
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const started = performance.now();
  while (!(await answers(`${base}/robots.txt`))) {
    if (server.exitCode !== null) throw new Error(`server exited with ${server.exitCode} (did \`npm run build\` run?)`);
    if (performance.now() - started > 90_000) throw new Error("server did not listen within 90 s");
    await sleep(100);
  }
  const listening = (performance.now() - started) / 1000;
  const warm = server.pid === undefined ? undefined : await waitUntilIdle(server.pid);
  console.log(`${name} server answering after ${listening.toFixed(1)} s, idle (warm-up done) ${warm === undefined ? "after a fixed 10 s wait" : `${warm.toFixed(1)} s later`}`);
  return {
    base,
    cpuSeconds: () => (server.pid === undefined ? undefined : cpuSeconds(server.pid)),
    async stop() {
      const exited = new Promise((resolve) => server.once("exit", resolve));
      server.kill("SIGTERM");
      await Promise.race([exited, sleep(10_000)]);
      if (server.exitCode === null) server.kill("SIGKILL");
      if (dataDir) rmSync(dataDir, { recursive: true, force: true });
      if (postgres) {
        const { Client } = await import("pg");
        const client = new Client({ connectionString: postgres });
        await client.connect();
        await client.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`).finally(() => client.end());
      }
    },
  };
}
