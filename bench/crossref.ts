// Competitor cross reference benchmark (F4, issue 16): the answer to 200 competitor numbers as visitors paste them,
// on the largest brand (voltline), through the same code the page runs: the tolerant search over the generated data
// and one catalogue-port call for the equivalents in the locale. The list mixes numbers as printed, re-typed (case,
// spaces, dots instead of dashes), cut short (no colour or pack suffix), with typing errors (the "did you mean" path,
// the most expensive) and unknown. Target: p95 <= 200 ms per list of 200. Prints the figures and the machine's load.
// Run: npm run bench:crossref   (CROSSREF_DATA overrides generated/crossref; BENCH_BRAND, BENCH_RUNS)
import fs from "node:fs";
import path from "node:path";
import { machineLine, mulberry32, percentile } from "./stats";

const RUNS = Number(process.env.BENCH_RUNS || 60);
const BRAND = process.env.BENCH_BRAND || "voltline";
const TARGET_P95_MS = 200;

function summary(label: string, times: number[]): { p50: number; p95: number } {
  const sorted = [...times].sort((a, b) => a - b);
  const mean = times.reduce((a, b) => a + b, 0) / times.length;
  const f = (n: number) => n.toFixed(1).padStart(7);
  console.log(`${label.padEnd(44)} mean ${f(mean)}  p50 ${f(percentile(sorted, 50))}  p95 ${f(percentile(sorted, 95))}  max ${f(sorted.at(-1)!)} ms`);
  return { p50: percentile(sorted, 50), p95: percentile(sorted, 95) };
}

async function main() {
  // The answer's own modules (the server entry also brings the page's React parts, which a bench does not need).
  const { siteAnswerDeps } = await import("@/features/crossref/server/site");
  const { answerCrossReference } = await import("@/features/crossref/server/answer");
  const { crossRefIndex, dataDir } = await import("@/features/crossref/server/dataset");
  const file = path.join(dataDir(), `${BRAND}.json`);
  if (!fs.existsSync(file)) {
    console.error(`bench:crossref: ${file} is missing: run npm run prepare-data first`);
    process.exit(1);
  }
  console.log(machineLine());
  const heapBefore = process.memoryUsage().heapUsed;
  const loadStarted = performance.now();
  const index = (await crossRefIndex(BRAND))!;
  console.log(`${BRAND}: ${index.file.entries.length} competitor numbers read and indexed in ${(performance.now() - loadStarted).toFixed(0)} ms (heap +${((process.memoryUsage().heapUsed - heapBefore) / 1e6).toFixed(1)} MB)`);

  const random = mulberry32(4);
  const pick = () => index.file.entries[Math.floor(random() * index.file.entries.length)]![0];
  const retype = (n: string) => (random() < 0.5 ? n.toLowerCase() : n.replace(/-/g, random() < 0.5 ? " " : ".").replace(/\//g, " "));
  const typo = (n: string) => {
    const chars = [...n.replace(/[^A-Za-z0-9]/g, "")];
    const at = 2 + Math.floor(random() * (chars.length - 3));
    if (random() < 0.5) [chars[at], chars[at + 1]] = [chars[at + 1]!, chars[at]!];
    else chars[at] = chars[at] === "7" ? "8" : "7";
    return chars.join("");
  };
  const list = (): string[] => {
    const numbers = new Set<string>();
    while (numbers.size < 200) {
      const roll = random();
      const number = pick();
      if (roll < 0.45) numbers.add(number);
      else if (roll < 0.7) numbers.add(retype(number));
      else if (roll < 0.8) numbers.add(number.replace(/[-./]?[A-Z]{1,3}([-./]?\d+(PK)?)?$/, "") || number);
      else if (roll < 0.92) numbers.add(typo(number));
      else numbers.add(`ZX${Math.floor(random() * 1e6)}-Q`);
    }
    return [...numbers];
  };

  const locales = ["en", "fr-ca", "es-mx"] as const;
  // Warm-up: the catalogue's first read and the locales' texts.
  for (const locale of locales) await answerCrossReference(list(), BRAND, locale, siteAnswerDeps);

  const searchTimes: number[] = [];
  const answerTimes: number[] = [];
  let kinds = { found: 0, unknown: 0, invalid: 0, suggested: 0, equivalents: 0 };
  for (let run = 0; run < RUNS; run++) {
    const numbers = list();
    const searchStarted = performance.now();
    for (const number of numbers) index.find(number);
    searchTimes.push(performance.now() - searchStarted);
    const started = performance.now();
    const answer = await answerCrossReference(numbers, BRAND, locales[run % 3]!, siteAnswerDeps);
    answerTimes.push(performance.now() - started);
    if (answer.kind !== "results") throw new Error(`bench:crossref: answer ${answer.kind}`);
    for (const line of answer.lines) {
      kinds = { ...kinds, [line.kind]: kinds[line.kind] + 1 };
      if (line.kind === "unknown" && line.suggestions.length > 0) kinds.suggested++;
      if (line.kind === "found") kinds.equivalents += line.equivalents.length;
    }
  }
  const total = RUNS * 200;
  console.log(`${RUNS} lists of 200 numbers: ${((kinds.found / total) * 100).toFixed(0)} % found (${(kinds.equivalents / kinds.found).toFixed(1)} equivalents each), ${((kinds.unknown / total) * 100).toFixed(0)} % unknown (${((kinds.suggested / Math.max(1, kinds.unknown)) * 100).toFixed(0)} % of them with a suggestion)`);
  summary("search only (200 look-ups)", searchTimes);
  const { p95 } = summary("answer: search + catalogue port (200 numbers)", answerTimes);
  console.log(p95 <= TARGET_P95_MS ? `target met: p95 ${p95.toFixed(1)} ms <= ${TARGET_P95_MS} ms` : `TARGET MISSED: p95 ${p95.toFixed(1)} ms > ${TARGET_P95_MS} ms`);
  process.exitCode = p95 <= TARGET_P95_MS ? 0 : 1;
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
