// Lighthouse's mobile throttling with another CPU multiplier (issue 15 §1), for bench/lighthouse.mjs and
// bench/lighthouse-diagnose.mjs. LIGHTHOUSE_CPU_SLOWDOWN (Lighthouse's own default is 4) simulates a slower machine
// than this one: the "slow machine" has a benchmarkIndex of about 1,200-2,000, so on a machine of about 3,200
// a multiplier of 8 puts the simulated phone where 4 puts it on a machine of 1,600.

/** The multiplier asked for, or undefined for Lighthouse's default. */
export const cpuSlowdown = process.env.LIGHTHOUSE_CPU_SLOWDOWN ? Number(process.env.LIGHTHOUSE_CPU_SLOWDOWN) : undefined;

/** Flags to spread into a mobile run's options: Lighthouse's mobile network defaults with that multiplier, or none. */
export const mobileThrottling = cpuSlowdown
  ? { throttling: { rttMs: 150, throughputKbps: 1638.4, requestLatencyMs: 562.5, downloadThroughputKbps: 1474.56, uploadThroughputKbps: 675, cpuSlowdownMultiplier: cpuSlowdown } }
  : {};
