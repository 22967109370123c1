// A production server of the site started by a journey itself, for what the suite's shared server cannot show: another
// configuration (an outage, a second instance). Needs the suite's build (`dist/server.mjs`, `.next`).
import { spawn, type ChildProcess } from "node:child_process";
import { createServer } from "node:net";

export interface SiteServer {
  process: ChildProcess;
  base: string;
  /** What the server printed so far, for failure messages. */
  log: () => string;
}

/** A loopback port nothing listens on now: free to listen on, and refused to connect to (a service that is down). */
export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as { port: number };
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/**
 * Starts `dist/server.mjs` on `port` (a free one by default) with the micro-cache off and an in-memory database, plus
 * `env`; resolves once it answers, within 60 s.
 */
export async function startSiteServer(env: Record<string, string>, port?: number): Promise<SiteServer> {
  const listenOn = port ?? (await freePort());
  const base = `http://127.0.0.1:${listenOn}`;
  let output = "";
  const child = spawn(process.execPath, ["dist/server.mjs"], {
    env: {
      ...process.env,
      NODE_ENV: "production",
      NEXT_TELEMETRY_DISABLED: "1",
      PORT: String(listenOn),
      HOST: "127.0.0.1",
      MICRO_CACHE_TTL_SECONDS: "0",
      PGLITE_DATA_DIR: "memory://",
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const started = Date.now();
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}: ${output.slice(-2000)}`);
    if (Date.now() - started > 60_000) throw new Error("server did not listen within 60 s");
    if (await fetch(`${base}/robots.txt`).then((r) => r.ok, () => false)) return { process: child, base, log: () => output };
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * Stops the server and waits until it has exited, killing it if it has not within 6 s: the next journey may listen on
 * the same port, and a server still draining there would answer its readiness check and then vanish (seen in CI on a
 * slow machine: the next server's first page was refused).
 */
export async function stopSiteServer(server: SiteServer | undefined): Promise<void> {
  if (!server || server.process.exitCode !== null || server.process.signalCode !== null) return;
  const exited = new Promise((resolve) => server.process.once("exit", resolve));
  server.process.kill("SIGTERM");
  const drained = await Promise.race([exited.then(() => true), new Promise<boolean>((resolve) => setTimeout(() => resolve(false), 6_000))]);
  if (!drained) {
    server.process.kill("SIGKILL");
    await exited;
  }
}
