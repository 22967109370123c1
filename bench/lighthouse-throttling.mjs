// Lighthouse's mobile throttling with another CPU multiplier (issue 15 §1), for bench/lighthouse.mjs and
// bench/lighthouse-diagnose.mjs. Lighthouse's own multiplier is 4: the simulated phone is 4 times slower than the
// machine the audit runs on, so the same page scores differently on machines of different speed (these range from a
// benchmarkIndex of about 1,000 to 4,000). Two ways to choose it:
// - LIGHTHOUSE_CPU_SLOWDOWN: a fixed multiplier. On a machine of about 3,200, 8 puts the simulated phone where 4 puts
//   it on a machine of 1,600.
// - LIGHTHOUSE_AS_INDEX: the benchmarkIndex of the machine to simulate (the "slow machine": 1,200-2,000). Each
//   run's multiplier is 4 x (this machine's index, as the run before measured it) / that index, so figures taken on
//   machines of different speed, or in a slow and a fast hour of one machine, compare. It wins over the fixed one.

/** The fixed multiplier asked for, or undefined for Lighthouse's default. */
export const cpuSlowdown = process.env.LIGHTHOUSE_CPU_SLOWDOWN ? Number(process.env.LIGHTHOUSE_CPU_SLOWDOWN) : undefined;

/** The benchmarkIndex of the machine to simulate, or undefined. */
export const simulatedIndex = process.env.LIGHTHOUSE_AS_INDEX ? Number(process.env.LIGHTHOUSE_AS_INDEX) : undefined;

/** Lighthouse's own mobile multiplier (its `throttling.cpuSlowdownMultiplier` default). */
const LIGHTHOUSE_MOBILE_SLOWDOWN = 4;

/**
 * The multiplier of a mobile run: with a machine to simulate and this machine's index measured (by an earlier run),
 * 4 x measured / simulated to one decimal, at least 1; else the fixed one, or undefined (Lighthouse's default).
 */
export function slowdownFor(measuredIndex, target = simulatedIndex, fixed = cpuSlowdown) {
  if (target && measuredIndex > 0) return Math.max(1, Math.round((10 * LIGHTHOUSE_MOBILE_SLOWDOWN * measuredIndex) / target) / 10);
  return fixed;
}

/** Flags to spread into a mobile run's options: Lighthouse's mobile network defaults with that multiplier, or none. */
export function mobileThrottlingWith(multiplier) {
  return multiplier
    ? { throttling: { rttMs: 150, throughputKbps: 1638.4, requestLatencyMs: 562.5, downloadThroughputKbps: 1474.56, uploadThroughputKbps: 675, cpuSlowdownMultiplier: multiplier } }
    : {};
}

/** The fixed multiplier's flags (LIGHTHOUSE_CPU_SLOWDOWN), for a run before any index is measured. */
export const mobileThrottling = mobileThrottlingWith(cpuSlowdown);
