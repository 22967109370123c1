// Lighthouse 13 on each page type, mobile and desktop, median of 3 runs; prints one line each.
// Each page first gets one discarded Lighthouse run: it warms the server's caches for the page's subresources
// (optimised images, micro-cache) and Chromium's own, so a run measures the warm site, as the load bench does.
// Without it the first run in a fresh browser sometimes paints a second late (observed FCP ~1.25 s with an idle
// main thread), a cold-start effect of this machine rather than of the page. LIGHTHOUSE_WARMUP=0 turns it off.
// Plain JavaScript: Lighthouse serializes functions into the page, which a TypeScript loader would rewrite.
// LIGHTHOUSE_CPU_SLOWDOWN (mobile only) simulates a slower machine: see ./lighthouse-throttling.mjs.
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import desktopConfig from "lighthouse/core/config/desktop-config.js";
import { mobileThrottlingWith, simulatedIndex, slowdownFor } from "./lighthouse-throttling.mjs";

const base = (process.env.BENCH_URL ?? "http://127.0.0.1:3000").replace(/\/$/, "");
const runs = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const warmupRuns = Number(process.env.LIGHTHOUSE_WARMUP ?? 1);
const formFactors = (process.env.LIGHTHOUSE_FORM_FACTORS ?? "mobile,desktop").split(",");
const pages = (process.env.BENCH_PATHS ?? "/voltline/en,/voltline/en/about,/voltline/en/support/installation/gfci-receptacles,/voltline/en/news,/voltline/en/news/news-voltline-ev-charger-launch,/voltline/en/videos/list,/voltline/en/products/wiring-devices/receptacles/gfci-receptacles/c/gfci-receptacles,/voltline/en/products/homeline-industrial-grade-15-a-125-v-usb-charger-receptacle-ivory/p/1000738").split(",");
const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"];

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

async function main() {
  /** This machine's benchmarkIndex as the last run measured it (LIGHTHOUSE_AS_INDEX scales the next run's multiplier). */
  let lastIndex = 0;
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    chromeFlags: ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run"],
  });
  try {
    for (const formFactor of formFactors) {
      for (const path of pages) {
        await fetch(`${base}${path}`);
        const scores = Object.fromEntries(CATEGORIES.map((c) => [c, []]));
        const speed = [];
        const slowdowns = [];
        for (let i = -warmupRuns; i < runs; i++) {
          // A mobile run's CPU multiplier: fixed, or from this machine's index as the run before measured it.
          const slowdown = formFactor === "desktop" ? undefined : slowdownFor(lastIndex);
          const result = await lighthouse(
            `${base}${path}`,
            { port: chrome.port, output: "json", logLevel: "error", onlyCategories: [...CATEGORIES], ...mobileThrottlingWith(slowdown) },
            formFactor === "desktop" ? desktopConfig : undefined,
          );
          lastIndex = result?.lhr.environment.benchmarkIndex ?? lastIndex;
          if (i < 0) continue;
          if (slowdown) slowdowns.push(slowdown);
          speed.push(Math.round(result?.lhr.environment.benchmarkIndex ?? 0));
          for (const c of CATEGORIES) scores[c].push(Math.round((result?.lhr.categories[c]?.score ?? 0) * 100));
        }
        const figures = CATEGORIES.map((c) => `${c}=${median(scores[c])}`).join(" ");
        // Lighthouse's CPU benchmark of this machine: scores from machines of different speed are not comparable.
        console.log(`lighthouse ${formFactor.padEnd(7)} ${path.padEnd(56)} ${figures} benchmarkIndex=${median(speed)}${slowdowns.length ? ` cpuSlowdown=${median(slowdowns)}` : ""}${simulatedIndex && formFactor !== "desktop" ? ` (as a machine of ${simulatedIndex})` : ""}`);
      }
    }
  } finally {
    chrome.kill();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
