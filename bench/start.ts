// Start-to-ready benchmark (issue 3): starts the production server (`dist/server.mjs`, after `npm run build`) with the
// full catalogue and times how long until it answers a category listing, a product page and a typo-tolerant search
// in every locale. Prints one figure line; target <= 10 s. BENCH_START_TIMEOUT_SECONDS (default 60) is how long it waits
// for the server to listen (a 250,000-product catalogue needs more, ADR 44).
import { spawn } from "node:child_process";
import { LOCALES } from "../src/config/locales";

const port = Number(process.env.BENCH_START_PORT ?? 3990);
const base = `http://127.0.0.1:${port}`;
const TARGET_MS = 10_000;
const listenTimeoutMs = Number(process.env.BENCH_START_TIMEOUT_SECONDS ?? 60) * 1000;
const paths = [
  "/voltline/en/products/wiring-devices/receptacles/gfci-receptacles/c/gfci-receptacles",
  "/voltline/en/products/homeline-industrial-grade-15-a-125-v-usb-charger-receptacle-ivory/p/1000738",
  ...LOCALES.map((locale) => `/voltline/${locale}/search?q=recepticle`),
];

async function answers(path: string): Promise<boolean> {
  try {
    const response = await fetch(`${base}${path}`, { signal: AbortSignal.timeout(30_000) });
    await response.arrayBuffer();
    return response.ok;
  } catch {
    return false;
  }
}

async function main() {
  const started = performance.now();
  const server = spawn(process.execPath, ["dist/server.mjs"], {
    env: { ...process.env, NODE_ENV: "production", NEXT_TELEMETRY_DISABLED: "1", PORT: String(port), HOST: "127.0.0.1" },
    stdio: ["ignore", "ignore", "inherit"],
  });
  try {
    let listening = 0;
    while (!(await answers("/robots.txt"))) {
      if (server.exitCode !== null) throw new Error(`server exited with ${server.exitCode}`);
      if (performance.now() - started > listenTimeoutMs) throw new Error(`server did not listen within ${listenTimeoutMs / 1000} s`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    listening = performance.now() - started;
    for (const path of paths) if (!(await answers(path))) throw new Error(`${path} did not answer 200`);
    const ready = performance.now() - started;
    console.log(
      `start listening=${(listening / 1000).toFixed(1)}s ready=${(ready / 1000).toFixed(1)}s (listing, product, search in ${LOCALES.length} locales) ${ready <= TARGET_MS ? "PASS" : "FAIL"} target<=10s`,
    );
  } finally {
    server.kill("SIGTERM");
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
