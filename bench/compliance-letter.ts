// Compliance letter benchmark (F10-F13, issue 17: a letter of 50 products <= 1 s): builds and renders a Buy American /
// FAR letter of 50 of the generated catalogue's US products (plus 3 unknown numbers), as the route does (ADR 60): the
// verification QR code, the officer's signature image, rendered, then signed (PKCS#7, the embedded default key); prints
// the time (p50/p95/max over the runs, after a warm-up), the first (cold) letter and the file size.
// Run: npm run bench:compliance   (BENCH_LETTER_RUNS the runs, default 20)
import { readFileSync } from "node:fs";
import path from "node:path";
import { performance } from "node:perf_hooks";

const RUNS = Math.max(1, Math.min(500, Number(process.env.BENCH_LETTER_RUNS) || 20));

async function main() {
  const { letterDocument } = await import("@/features/compliance/letter");
  const { renderPdf } = await import("@/platform/pdf");
  const { letterQrPng } = await import("@/features/compliance/server/qr");
  const { signingKey, signPdf } = await import("@/features/compliance/server/signing");
  const signature = new Uint8Array(readFileSync(path.resolve("public/content/images/signature-voltline.png")));
  const url = "https://www.voltline.example/voltline/en/letter-verification/CL-BENC-H000/0123456789ABCDEF";
  const key = await signingKey();
  const letter = async () => {
    const qr = await letterQrPng(url);
    const pdf = await renderPdf(letterDocument({ ...input(), verification: { url, qr } }));
    return signPdf(pdf, { name: "Voltline", reason: "Buy American Act and FAR compliance letter CL-BENC-H000", location: "Columbus, OH", contactInfo: url, date: new Date() }, key);
  };
  type Input = Parameters<typeof letterDocument>[0];
  const dir = process.env.CATALOG_DIR ?? path.resolve("generated/catalog");
  const products = JSON.parse(readFileSync(path.join(dir, "products.json"), "utf8")) as { catalogNumber: string; family: number; salesOrgs: string[] }[];
  const families = JSON.parse(readFileSync(path.join(dir, "families.json"), "utf8")) as { compliance: Input["products"][number]["facts"] }[];
  const chosen = products.filter((product) => product.salesOrgs.includes("US01")).slice(0, 50);
  const input = (): Input => ({
    form: "buy-american-far",
    locale: "en",
    brand: { name: "Voltline Electrical Products, Inc.", color: "#0B4F9C", addressLines: ["2400 Meridian Parkway", "Columbus, OH 43219"] },
    officer: { name: "Margaret A. Okafor", title: "Director of Trade Compliance", signature },
    request: { company: "Acme Electric", projectName: "Riverside Water Plant", projectAddress: "1 River Rd, Dayton, OH", contractNumber: "W912QR-26-C-0042", farClause: "52.225-1" },
    reference: "CL-BENC-H000",
    date: new Date(),
    products: chosen.map((product) => ({ catalogNumber: product.catalogNumber, description: `Product ${product.catalogNumber}`, facts: families[product.family]!.compliance })),
    unknown: ["NOPE-1", "NOPE-2", "NOPE-3"],
    duplicates: [],
  });
  let start = performance.now();
  const first = await letter();
  const cold = performance.now() - start;
  const times: number[] = [];
  for (let run = 0; run < RUNS; run += 1) {
    start = performance.now();
    await letter();
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))]!.toFixed(1);
  console.log(`letter of ${chosen.length} products + 3 unknown: ${first.length} bytes`);
  console.log(`cold (fonts loaded) ${cold.toFixed(1)} ms; warm over ${RUNS} runs: p50 ${at(0.5)} ms, p95 ${at(0.95)} ms, max ${times.at(-1)!.toFixed(1)} ms (target <= 1000 ms)`);
}

void main();
