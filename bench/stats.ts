// What the benches share: a seeded random stream (the same queries on every run and machine), the nearest-rank
// percentile of sorted timings, and the machine's line (cores and load) printed with the figures.
import os from "node:os";

/** mulberry32: a small seeded PRNG. */
export function mulberry32(seed: number) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** The p-th percentile of ascending timings (0 when there are none). */
export function percentile(sorted: readonly number[], p: number): number {
  return sorted.length === 0 ? 0 : sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

/** "machine: N cores, load average a / b / c". */
export const machineLine = () => `machine: ${os.cpus().length} cores, load average ${os.loadavg().map((n) => n.toFixed(2)).join(" / ")}`;
