// Where to Buy geo search benchmark (F6, issue 16, ADR 50): the generated distributor network (10,000 branches) in the
// embedded k-d tree (kdbush + geokdbush) against a linear scan, for radius queries as visitors make them: around
// places where people live (a branch's place, moved up to ~50 km), every radius choice, the brand of the country,
// a family filter one time in three, 20 or 100 results. Also the full answer from a typed US ZIP code (gazetteer
// geocode + search), and both searches over ten times the network. Target: p95 <= 20 ms for the radius query at
// 10,000 branches. Prints the figures and the machine's load.
// Run: npm run bench:locator   (LOCATOR_DATA overrides generated/locator/branches.json)
import fs from "node:fs";
import path from "node:path";
import { machineLine, mulberry32, percentile } from "./stats";

const QUERIES = 5_000;
const TARGET_P95_MS = 20;

function summary(label: string, times: number[]): { p95: number } {
  const sorted = [...times].sort((a, b) => a - b);
  const mean = times.reduce((a, b) => a + b, 0) / times.length;
  const f = (n: number) => n.toFixed(3).padStart(8);
  console.log(`${label.padEnd(34)} mean ${f(mean)}  p50 ${f(percentile(sorted, 50))}  p95 ${f(percentile(sorted, 95))}  p99 ${f(percentile(sorted, 99))}  max ${f(sorted.at(-1)!)} ms`);
  return { p95: percentile(sorted, 95) };
}

async function main() {
  // The search's own modules (the server entry also brings the page's React parts, which a bench does not need).
  const { createKdbushSearch, createLinearSearch } = await import("@/features/locator/server/kdbush-search");
  const { RADIUS_CHOICES } = await import("@/features/locator/model");
  const { toKm } = await import("@/features/locator/geo");
  const { geocoder } = await import("@/platform/maps");
  const file = path.resolve(process.env.LOCATOR_DATA || "generated/locator/branches.json");
  if (!fs.existsSync(file)) {
    console.error(`bench:locator: ${file} is missing: run npm run prepare-data first`);
    process.exit(1);
  }
  const readStarted = performance.now();
  const dataset = JSON.parse(fs.readFileSync(file, "utf8")) as import("@/features/locator/model").BranchDataset;
  const readMs = performance.now() - readStarted;
  const heapBefore = process.memoryUsage().heapUsed;
  const buildStarted = performance.now();
  const tree = createKdbushSearch(dataset.branches);
  const buildMs = performance.now() - buildStarted;
  const linear = createLinearSearch(dataset.branches);
  console.log(`branches ${dataset.branches.length}, families ${dataset.families.length}; read+parse ${readMs.toFixed(0)} ms, k-d tree built in ${buildMs.toFixed(1)} ms (heap +${((process.memoryUsage().heapUsed - heapBefore) / 1e6).toFixed(1)} MB)`);
  console.log(machineLine());

  const brandOf: Record<string, string> = { US: "voltline", CA: "voltline-canada", MX: "voltline-mexico", BR: "voltline-brasil" };
  const random = mulberry32(16);
  const queries = Array.from({ length: QUERIES }, () => {
    const at = dataset.branches[Math.floor(random() * dataset.branches.length)]!;
    const country = at.address.country;
    const unit = country === "US" ? "Miles" : "Kilometers";
    const choices = RADIUS_CHOICES[unit];
    return {
      point: { lat: at.lat + (random() - 0.5) * 0.9, lng: at.lng + (random() - 0.5) * 0.9 },
      radiusKm: toKm(choices[Math.floor(random() * choices.length)]!, unit),
      brand: random() < 0.15 && country === "US" ? "homestyle" : brandOf[country]!,
      ...(random() < 0.33 ? { family: dataset.families[Math.floor(random() * dataset.families.length)]! } : {}),
      ...(country === "US" ? {} : { country }),
      limit: random() < 0.8 ? 20 : 100,
    };
  });

  // Warm both paths (JIT), then measure each query alone.
  for (const query of queries.slice(0, 200)) {
    tree.search(query);
    linear.search(query);
  }
  const measure = (search: typeof tree) =>
    queries.map((query) => {
      const started = performance.now();
      search.search(query);
      return performance.now() - started;
    });
  const treeTimes = measure(tree);
  const linearTimes = measure(linear);
  let hits = 0;
  for (const query of queries) hits += tree.search(query).hits.length;
  console.log(`${QUERIES} radius queries (${(hits / QUERIES).toFixed(1)} results on average):`);
  const { p95 } = summary("k-d tree (kdbush + geokdbush)", treeTimes);
  summary("linear scan (reference)", linearTimes);

  // A typed ZIP code to its answer: gazetteer geocode, then the search (the page's path without rendering).
  const geocode = geocoder({ region: (_c, code) => code, country: (code) => code }, {});
  const gazetteerStarted = performance.now();
  await geocode("60601", { locale: "en" });
  console.log(`gazetteer loaded on first use in ${(performance.now() - gazetteerStarted).toFixed(0)} ms`);
  const zips = dataset.branches.filter((b) => b.address.country === "US").slice(0, 1_000).map((b) => b.address.postalCode);
  const fullTimes: number[] = [];
  for (const zip of zips) {
    const started = performance.now();
    const [place] = await geocode(zip, { locale: "en", limit: 4 });
    if (place) tree.search({ point: place.location, radiusKm: toKm(50, "Miles"), brand: "voltline", limit: 20 });
    fullTimes.push(performance.now() - started);
  }
  summary(`typed ZIP -> results (${zips.length})`, fullTimes);
  // Ten times the network (each branch copied nine times, moved up to ~20 km): how each answer grows.
  const spread = mulberry32(100);
  const larger = dataset.branches.flatMap((branch, i) =>
    Array.from({ length: 10 }, (_, copy) => (copy === 0 ? branch : { ...branch, id: `${branch.id}-${copy}-${i}`, lat: branch.lat + (spread() - 0.5) * 0.36, lng: branch.lng + (spread() - 0.5) * 0.36 })),
  );
  const largerTree = createKdbushSearch(larger);
  const largerLinear = createLinearSearch(larger);
  const sample = queries.slice(0, 1_000);
  for (const query of sample.slice(0, 100)) {
    largerTree.search(query);
    largerLinear.search(query);
  }
  const time = (search: typeof tree) =>
    sample.map((query) => {
      const started = performance.now();
      search.search(query);
      return performance.now() - started;
    });
  console.log(`${larger.length} branches, ${sample.length} radius queries:`);
  summary("k-d tree (kdbush + geokdbush)", time(largerTree));
  summary("linear scan (reference)", time(largerLinear));
  console.log(`target: radius query p95 <= ${TARGET_P95_MS} ms at 10,000 branches -> ${p95 <= TARGET_P95_MS ? "met" : "NOT met"}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
