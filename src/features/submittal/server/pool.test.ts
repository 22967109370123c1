// The package pool (F15, ADR 59): packages drawn in the bundled worker thread while the event loop stays free; a full
// queue refused at once; a package past its time limit has its thread ended and is refused.
import { mkdirSync, mkdtempSync, rmSync } from "node:fs";
import path from "node:path";
import { build } from "esbuild";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readPdf } from "@/platform/pdf/read-pdf";
import type { Block } from "@/platform/pdf";
import type { PackageJob, PortableDocument } from "../package-job";
import { PackagePool, PoolBusyError, PoolTimeoutError } from "./pool";

let dir = "";
let workerFile = "";

beforeAll(async () => {
  // Inside the project: the bundle imports pdfkit, fontkit and pdf-lib from node_modules.
  mkdirSync(path.resolve("node_modules/.cache"), { recursive: true });
  dir = mkdtempSync(path.resolve("node_modules/.cache/submittal-pool-"));
  workerFile = path.join(dir, "worker.mjs");
  await build({ entryPoints: [path.resolve("src/features/submittal/worker.ts")], bundle: true, platform: "node", format: "esm", packages: "external", target: "node24", outfile: workerFile, logLevel: "warning", tsconfig: path.resolve("tsconfig.json"), absWorkingDir: process.cwd() });
}, 60_000);
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const meta = { title: "Package", lang: "en-US" };
const sheet = (title: string, rows: number): PortableDocument => ({
  meta: { title, lang: "en-US" },
  header: { left: "Voltline", right: title },
  footer: { left: title, pageTemplate: "Page \u0001 of \u0002" },
  blocks: [{ type: "title", text: title }, { type: "table", columns: [{ label: "Attribute", width: 1 }, { label: "Value", width: 1 }], rows: Array.from({ length: rows }, (_, i) => [`Row ${i}`, `${i} Ω`]) } satisfies Block],
});
const job = (parts = 6): PackageJob => ({
  meta,
  coverBookmark: "Cover sheet",
  cover: { meta, header: { left: "Voltline", right: "Package" }, footer: { left: "Voltline", pageTemplate: "Page \u0001 of \u0002" }, title: "Package", subtitle: "Project", facts: [["Project", "Project"]], contentsHeading: "Contents", columns: { product: "Product", document: "Document", page: "Page" }, left: { heading: "Not included", items: [] }, failedLines: {} },
  parts: Array.from({ length: parts }, (_, i) => ({ key: `P${i}`, document: sheet(`Sheet ${i}`, 120) })),
  order: Array.from({ length: parts }, (_, i) => ({ key: `P${i}`, bookmark: `Product ${i}`, product: `Product ${i}`, document: "Spec sheet" })),
});

describe("package pool", () => {
  it("draws in the worker thread while the event loop keeps turning", async () => {
    const pool = new PackagePool({ workers: 1, maxQueue: 4, timeoutMs: 60_000, workerFile });
    let longestGap = 0;
    let last = performance.now();
    const timer = setInterval(() => {
      const now = performance.now();
      longestGap = Math.max(longestGap, now - last);
      last = now;
    }, 5);
    const result = await pool.run(job());
    clearInterval(timer);
    await pool.close();
    const pdf = await readPdf(result.pdf!);
    expect(pdf.outline.map((item) => item.title)).toEqual(["Cover sheet", ...Array.from({ length: 6 }, (_, i) => `Product ${i}`)]);
    expect(result.pages).toBe(pdf.pages.length);
    // The drawing (hundreds of ms of CPU, fonts parsed first) happened elsewhere: no turn of the loop waited long.
    expect(longestGap).toBeLessThan(150);
  }, 60_000);

  it("refuses at once past its queue, and ends a package past its time limit", async () => {
    const pool = new PackagePool({ workers: 1, maxQueue: 1, timeoutMs: 60_000, workerFile });
    const first = pool.run(job(1));
    const second = pool.run(job(1));
    await expect(pool.run(job(1))).rejects.toBeInstanceOf(PoolBusyError);
    await Promise.all([first, second]);
    await pool.close();

    const hasty = new PackagePool({ workers: 1, maxQueue: 1, timeoutMs: 1, workerFile });
    await expect(hasty.run(job(2))).rejects.toBeInstanceOf(PoolTimeoutError);
    // The pool goes on with a fresh thread.
    await hasty.close();
  }, 60_000);
});
