// The process `npm start` runs (dist/server.mjs). With one worker (the default) it loads the site's server
// (server/main.ts, bundled as dist/server-main.mjs) and serves. With WEB_CONCURRENCY=n it is the primary of n workers
// (ADR 76): it serves nothing, so it loads only the cluster module, the retained cache tags and the rate limits' counts,
// not Next and the site (about 220 MB of resident memory it held for nothing before); each worker runs this same file
// and loads the server.
import cluster from "node:cluster";
import { retainedSiblingTags } from "@/platform/cache/shared-tags";
import { primaryRateLimits } from "@/platform/rate-limit/cluster";
import { runPrimary, workerCount } from "@/platform/server/cluster";
import { logger } from "@/platform/logging/logger";

const bundled = process.env.SERVER_BUILD === "bundle";
// A path esbuild leaves alone: the server is its own bundle beside this one; under tsx (`npm run dev`) its source.
const SERVER_MODULE = bundled ? "./server-main.mjs" : "./main.ts";

async function start(): Promise<void> {
  // Development (tsx) is always one process: Next's dev server does not share its compiler between workers.
  const workers = bundled ? workerCount() : 1;
  if (workers > 1 && cluster.isPrimary) return runPrimary({ count: workers, retained: [retainedSiblingTags()], services: [primaryRateLimits()] });
  const { main } = (await import(SERVER_MODULE)) as typeof import("./main");
  return main();
}

start().catch((error: unknown) => {
  logger.fatal({ err: error }, "server failed to start");
  process.exit(1);
});
