// F15: a submittal package read back from its bytes: cover sheet (project, submitted by, date, contents with the page
// each document starts on), each product's spec sheet (and instructions / certificates when chosen), a bookmark per
// product, tagged, fonts embedded, qpdf-clean; a withdrawn document is left out and named, the rest still builds.
import { beforeAll, describe, expect, it } from "vitest";
import type { Locale } from "@/config/locales";
import { inAssortment } from "@/features/catalog";
import { brandAssortment, smallCatalogDir } from "@/features/catalog/testing";
import { loadCatalog, siteCatalogSource, type CatalogSource, type Product } from "@/features/catalog/server";
import { pdfTools } from "@/platform/pdf/pdf-tools";
import { pdfText, readPdf } from "@/platform/pdf/read-pdf";
import { runPackageJob } from "../package-job";
import type { SubmittalRequest } from "../model";
import { buildPackage } from "./build";

let catalog: CatalogSource;
const numbers: string[] = [];
/** The family whose documents the test withdraws: its product is the one failure. */
let withdrawnFamily = "";

beforeAll(() => {
  process.env.CATALOG_DIR = smallCatalogDir();
  catalog = siteCatalogSource({ CATALOG_DIR: smallCatalogDir() });
  const loaded = loadCatalog(smallCatalogDir());
  const voltline = brandAssortment("voltline")!;
  const seen = new Set<number>();
  for (const product of loaded.products) {
    if (seen.has(product.family) || !inAssortment(product, voltline)) continue;
    seen.add(product.family);
    numbers.push(product.catalogNumber);
    if (numbers.length === 20) break;
  }
  withdrawnFamily = loaded.families[loaded.products.find((p) => p.catalogNumber === numbers[4])!.family]!.id;
});

const brand = { brandDirectory: "voltline", brandName: "Voltline", primaryColor: "#0d458c" };
const request = (overrides: Partial<SubmittalRequest> = {}): SubmittalRequest => ({
  numbers,
  projectName: "Thủ Dầu Một substation – Ω ≤ 10",
  submittedBy: "Ana Núñez, Bình Dương Electric",
  date: "2026-11-27",
  instructions: false,
  certificates: false,
  ...overrides,
});
const withdrawn = (id: string) => id.endsWith(`-${withdrawnFamily}`);

async function products(locale: Locale, asked: readonly string[] = numbers): Promise<Product[]> {
  const found = await catalog.getProductsByCatalogNumbers("voltline", [...asked], locale);
  return asked.map((number) => found.find((product) => product.catalogNumber === number)!);
}

describe("submittal package (F15)", () => {
  it("merges a cover sheet and 20 products' spec sheets, one withdrawn: named, the rest built", async () => {
    const asked = request();
    const outcome = await buildPackage({ brand, locale: "en", request: asked, products: await products("en") }, catalog, runPackageJob, withdrawn);
    expect(outcome.failures).toEqual([expect.objectContaining({ catalogNumber: numbers[4], kind: "specSheet", reason: "withdrawn", documentId: `DOC-SS-${withdrawnFamily}` })]);
    expect(outcome.included).toEqual(numbers.filter((_, i) => i !== 4));
    const pdf = await readPdf(outcome.pdf!);
    expect(pdf).toMatchObject({ title: `Submittal package – ${asked.projectName}`, lang: "en-US", displayDocTitle: true, pdfUa: 1 });
    // A bookmark for the cover sheet, then one per product, each opening its spec sheet's first page.
    expect(pdf.outline.map((item) => item.title)).toEqual(["Cover sheet", ...(await products("en", outcome.included)).map((p) => `${p.catalogNumber} – ${p.name}`)]);
    const cover = pdf.pages.slice(0, 2).flat().join(" ");
    for (const text of ["Submittal package", "Project", asked.projectName, "Submitted by", asked.submittedBy, "November 27, 2026", "Contents", "Not included"]) expect(cover).toContain(text);
    // The contents name the page each product starts on, and that page is where its bookmark opens.
    for (const item of pdf.outline.slice(1)) {
      const number = item.title.split(" – ")[0]!;
      expect(pdfText(pdf)).toContain(number);
      expect(pdf.pages[item.page]!.join(" ")).toContain("Spec sheet · DOC-SS-");
    }
    const tools = pdfTools(outcome.pdf!);
    expect(tools.qpdf.status, tools.qpdf.output).toBe(0);
    expect(tools.info.Tagged).toBe("yes");
    expect(Number(tools.info.Pages)).toBe(pdf.pages.length);
    expect(tools.fonts.length).toBeGreaterThan(0);
    expect(tools.fonts.every((font) => font.embedded && font.subset && font.unicode)).toBe(true);
    expect(tools.text).toContain("Thủ Dầu Một substation – Ω ≤ 10");
  }, 120_000);

  it("adds installation instructions and certificates when chosen, under one bookmark per product, in the page's locale", async () => {
    const few = numbers.slice(0, 3);
    const outcome = await buildPackage({ brand, locale: "fr-ca", request: request({ numbers: few, instructions: true, certificates: true }), products: await products("fr-ca", few) }, catalog, runPackageJob, () => false);
    expect(outcome.failures).toEqual([]);
    const pdf = await readPdf(outcome.pdf!);
    expect(pdf.lang).toBe("fr-CA");
    expect(pdf.outline.map((item) => item.title)).toEqual(["Page couverture", ...(await products("fr-ca", few)).map((p) => `${p.catalogNumber} – ${p.name}`)]);
    const text = pdfText(pdf);
    for (const word of ["Dossier de soumission", "Table des matières", "Fiche technique", "27 novembre 2026", "Certificat"]) expect(text).toContain(word);
    expect(text).toMatch(/Instructions d.installation/u);
  }, 120_000);

  it("lists in the contents the page each product's spec sheet starts on, where its bookmark opens", async () => {
    const few = numbers.slice(0, 6);
    const outcome = await buildPackage({ brand, locale: "en", request: request({ numbers: few }), products: await products("en", few) }, catalog, runPackageJob, () => false);
    const pdf = await readPdf(outcome.pdf!);
    const cover = pdf.pages[0]!.join("\n");
    for (const item of pdf.outline.slice(1)) {
      // The contents row: "number – name", "Spec sheet", then its page number.
      const number = item.title.split(" – ")[0]!;
      const lines = pdf.pages[0]!;
      const at = lines.findIndex((line) => line.startsWith(number));
      expect(at, cover).toBeGreaterThan(-1);
      // Bookmarks name 0-based page indexes; the contents print page numbers.
      expect(lines.slice(at, at + 6)).toContain(String(item.page + 1));
      expect(pdf.pages[item.page]!.join(" ")).toContain("Spec sheet · DOC-SS-");
    }
  }, 120_000);

  it("names a document that fails to draw, and still builds the rest", async () => {
    const few = numbers.slice(0, 3);
    const broken = (job: Parameters<typeof runPackageJob>[0]) => {
      const [, second] = job.parts;
      // Not an image: PDFKit throws on it, as it would on any document it cannot draw.
      second!.document = { ...second!.document, blocks: [{ type: "image", data: new Uint8Array([1, 2, 3, 4]), width: 100, alt: "broken" }] };
      return runPackageJob(job);
    };
    const outcome = await buildPackage({ brand, locale: "en", request: request({ numbers: few }), products: await products("en", few) }, catalog, broken, () => false);
    expect(outcome.failures).toEqual([expect.objectContaining({ catalogNumber: few[1], kind: "specSheet", reason: "failed" })]);
    expect(outcome.included).toEqual([few[0], few[2]]);
    const pdf = await readPdf(outcome.pdf!);
    expect(pdf.outline).toHaveLength(3);
    expect(pdfText(pdf)).toContain(`${few[1]} – Spec sheet: The document could not be produced.`);
  }, 120_000);

  it("builds nothing when no document can be added (never a cover sheet alone)", async () => {
    const outcome = await buildPackage({ brand, locale: "es-mx", request: request({ numbers: numbers.slice(0, 2) }), products: await products("es-mx", numbers.slice(0, 2)) }, catalog, runPackageJob, () => true);
    expect(outcome.pdf).toBeUndefined();
    expect(outcome.included).toEqual([]);
    expect(outcome.failures.map((failure) => failure.reason)).toEqual(["withdrawn", "withdrawn"]);
  }, 60_000);
});
