// Worker thread of the submittal package builder (F15, ADR 59): takes package jobs one at a time from the pool
// (server/pool.ts) and answers each with its result. Bundled to dist/submittal-worker.mjs by `npm run build:server`.
import { parentPort } from "node:worker_threads";
import { runPackageJob, type PackageJob } from "./package-job";

parentPort?.on("message", async (message: { id: number; job: PackageJob }) => {
  try {
    const result = await runPackageJob(message.job);
    parentPort?.postMessage({ id: message.id, ok: true, result });
  } catch (error) {
    parentPort?.postMessage({ id: message.id, ok: false, error: error instanceof Error ? error.message : String(error) });
  }
});
