// Where and how long last good answers are kept, from the environment (ADR 30).
import path from "node:path";
import { RETRY_AFTER_SECONDS } from "@/platform/errors/unavailable";

export const LAST_GOOD_ENV = [
  { name: "SNAPSHOT_DIR", default: ".data/snapshots", description: "Folder of the last good answers of Contentful, the products API and Algolia (one subfolder each); `off` keeps them in memory only." },
  { name: "SNAPSHOT_MAX_MB", default: "256", description: "Bound of each service's snapshot folder; the oldest answers are removed past it." },
  { name: "UPSTREAM_DEADLINE_MS", default: "2500", description: "Longest wait for Contentful, the products API or Algolia before the last good answer, or a 503, is served (0: the clients' own timeouts)." },
] as const;

export interface LastGoodConfig {
  /** undefined: memory only. */
  dir?: string;
  maxBytes: number;
  maxEntryBytes: number;
  deadlineMs: number;
  coolDownMs: number;
  memory: { maxEntries: number; maxBytes: number };
}

const positive = (value: string | undefined, fallback: number) => {
  const number = Number(value);
  return value !== undefined && value.trim() !== "" && Number.isFinite(number) && number >= 0 ? number : fallback;
};

export function lastGoodConfig(env: Record<string, string | undefined> = process.env): LastGoodConfig {
  const dir = env.SNAPSHOT_DIR?.trim() || ".data/snapshots";
  // `next build` renders every page once: there a slow CMS must be waited for, not answered with a 503 page.
  const building = env.NEXT_PHASE === "phase-production-build";
  return {
    // read and written at run time only: not a file for the build to trace
    dir: dir === "off" ? undefined : path.resolve(/*turbopackIgnore: true*/ dir),
    maxBytes: positive(env.SNAPSHOT_MAX_MB, 256) * 1024 * 1024,
    maxEntryBytes: 8 * 1024 * 1024,
    deadlineMs: building ? 0 : positive(env.UPSTREAM_DEADLINE_MS, 2_500),
    coolDownMs: RETRY_AFTER_SECONDS * 1000,
    memory: { maxEntries: 2_000, maxBytes: 16 * 1024 * 1024 },
  };
}
