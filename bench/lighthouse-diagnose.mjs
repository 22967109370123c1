// Why a page scores what it scores: Lighthouse mobile runs of one URL, each printed with its simulated metrics and
// the paint Chromium actually observed, then the last run's LCP element, its phases, the longest main-thread tasks
// (simulated) and, from the trace, what the longest observed tasks were made of (trace-tasks.mjs).
//   npx node bench/lighthouse-diagnose.mjs http://127.0.0.1:3000/voltline/en [runs=3]
// An observed first paint after the load event (the "paint stall" of ADR 23) drags all page JavaScript into
// Lighthouse's simulated LCP; an early one moves the same tasks into its TBT window instead.
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
// LIGHTHOUSE_CPU_SLOWDOWN or LIGHTHOUSE_AS_INDEX simulates a slower machine, as in bench/lighthouse.mjs.
import { mobileThrottlingWith, slowdownFor } from "./lighthouse-throttling.mjs";
import { longestTasks } from "./trace-tasks.mjs";

const url = process.argv[2];
const runs = Number(process.argv[3] ?? 3);
if (!url) {
  console.error("usage: npx node bench/lighthouse-diagnose.mjs <url> [runs]");
  process.exit(2);
}
const METRICS = ["first-contentful-paint", "largest-contentful-paint", "total-blocking-time", "cumulative-layout-shift", "speed-index"];

const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  chromeFlags: ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run"],
});
try {
  let lastIndex = 0;
  for (let i = 0; i < runs; i++) {
    const slowdown = slowdownFor(lastIndex);
    const { lhr, artifacts } = await lighthouse(url, { port: chrome.port, output: "json", logLevel: "error", onlyCategories: ["performance"], ...mobileThrottlingWith(slowdown) });
    lastIndex = lhr.environment?.benchmarkIndex ?? lastIndex;
    const audits = lhr.audits;
    if (lhr.runtimeError || !audits.metrics?.details) {
      // A run Lighthouse could not finish (its own error code and message): reported, not a crash of the diagnosis.
      console.log(`run ${i + 1} failed: ${lhr.runtimeError?.code ?? "no metrics"} ${lhr.runtimeError?.message ?? ""}`);
      continue;
    }
    const simulated = METRICS.map((id) => `${id.replace(/-/g, " ")} ${Math.round(audits[id].numericValue)}`).join(", ");
    const observed = audits.metrics.details.items[0];
    console.log(
      `performance ${Math.round(lhr.categories.performance.score * 100)}: ${simulated}; observed first paint ${observed.observedFirstContentfulPaint} ms, load ${observed.observedLoad} ms; benchmarkIndex ${Math.round(lhr.environment.benchmarkIndex)}${slowdown ? `, cpuSlowdown ${slowdown}` : ""}`,
    );
    if (i < runs - 1) continue;
    // Lighthouse 13 replaced the largest-contentful-paint-element audit with this insight: a subparts table and the node.
    const lcp = audits["lcp-breakdown-insight"]?.details?.items ?? [];
    console.log("LCP element:", lcp.find((d) => d.type === "node")?.snippet ?? "-");
    const subparts = lcp.find((d) => d.type === "table")?.items ?? [];
    console.log("LCP phases:", subparts.map((p) => `${p.subpart} ${Math.round(p.duration)} ms`).join(", "));
    const tasks = (audits["long-tasks"]?.details?.items ?? []).slice(0, 8);
    console.log("longest tasks (simulated):", tasks.map((t) => `${t.url.replace(/^https?:\/\/[^/]+/, "")} at ${Math.round(t.startTime)} for ${Math.round(t.duration)} ms`).join("; "));
    const work = audits["mainthread-work-breakdown"]?.details?.items ?? [];
    console.log("main thread (simulated):", work.map((w) => `${w.group} ${Math.round(w.duration)} ms`).join(", "));
    for (const task of longestTasks(artifacts?.Trace?.traceEvents ?? [])) {
      console.log(`observed task at ${task.startMs} ms for ${task.durationMs} ms${task.cpuMs === undefined ? "" : ` (CPU ${task.cpuMs} ms)`}: ${task.parts.map((part) => `${part.name} ${part.ms}`).join(", ")}`);
    }
  }
} finally {
  chrome.kill();
}
