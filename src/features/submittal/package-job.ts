// The CPU-heavy half of a submittal package (F15): drawing each document, then the cover sheet with the pages its
// table of contents points at, then merging them with a bookmark per product (ADR 59). Runs in a worker thread
// (worker.ts) so that page serving never waits behind it; everything it takes and gives is structured-clone data:
// layouts are plain blocks, and the footer's "page n of m" is a template instead of a function.
import { mergePdfs, renderPdf, type Block, type PdfDocument, type PdfMetadata } from "@/platform/pdf";
import { PDFDocument } from "pdf-lib";

const PAGE = "\u0001";
const PAGES = "\u0002";

/** A PdfDocument without functions: the footer's page label as a template of PAGE and PAGES markers. */
export type PortableDocument = Omit<PdfDocument, "footer"> & { footer: { left: string; pageTemplate: string } };

export function portable(document: PdfDocument): PortableDocument {
  return { ...document, footer: { left: document.footer.left, pageTemplate: document.footer.page(PAGE as never, PAGES as never) } };
}

export function drawable(document: PortableDocument): PdfDocument {
  const template = document.footer.pageTemplate;
  return { ...document, footer: { left: document.footer.left, page: (page, pages) => template.replace(PAGE, String(page)).replace(PAGES, String(pages)) } };
}

/** The cover sheet's text, translated by the caller; the worker adds the page numbers of the contents. */
export interface CoverInput {
  meta: PdfMetadata;
  header: { left: string; right: string };
  footer: { left: string; pageTemplate: string };
  accent?: string;
  title: string;
  subtitle: string;
  facts: [string, string][];
  contentsHeading: string;
  columns: { product: string; document: string; page: string };
  /** Documents left out, with their reasons (the errors page has the same list). */
  left: { heading: string; items: string[] };
  /** The line each part's products add to `left` if the part fails to draw. */
  failedLines: Record<string, string[]>;
}

export interface PackageEntry {
  key: string;
  bookmark?: string;
  /** The contents row: the product (catalogue number and name) and the document. */
  product: string;
  document: string;
}

export interface PackageJob {
  meta: PdfMetadata;
  cover: CoverInput;
  coverBookmark: string;
  /** Each distinct document once (two products of one family share a spec sheet). */
  parts: { key: string; document: PortableDocument }[];
  /** The package's order: parts by key, a bookmark on each product's first document, and its contents row. */
  order: PackageEntry[];
}

export interface PackageResult {
  /** Undefined when no document could be drawn: never a package of a cover sheet alone. */
  pdf?: Uint8Array;
  /** Parts that failed to draw. */
  failed: string[];
  pages: number;
}

/** The cover sheet, its contents listing each entry with its first page (`pages[i]` pages after the cover). */
export function coverDocument(cover: CoverInput, entries: readonly PackageEntry[], starts: readonly number[], coverPages: number): PortableDocument {
  const blocks: Block[] = [
    { type: "title", text: cover.title, subtitle: cover.subtitle },
    { type: "table", header: false, columns: [{ label: "", width: 1, bold: true }, { label: "", width: 2.5 }], rows: cover.facts.filter(([, value]) => value) },
    { type: "heading", text: cover.contentsHeading },
    {
      type: "table",
      columns: [
        { label: cover.columns.product, width: 2.6, bold: true },
        { label: cover.columns.document, width: 2 },
        { label: cover.columns.page, width: 0.6 },
      ],
      rows: entries.map((entry, index) => [entry.product, entry.document, String(coverPages + starts[index]!)]),
    },
  ];
  if (cover.left.items.length > 0) blocks.push({ type: "heading", text: cover.left.heading }, { type: "list", items: cover.left.items });
  return { meta: cover.meta, header: cover.header, footer: cover.footer, ...(cover.accent ? { accent: cover.accent } : {}), blocks };
}

async function pageCount(bytes: Uint8Array): Promise<number> {
  return (await PDFDocument.load(bytes, { updateMetadata: false })).getPageCount();
}

export async function runPackageJob(job: PackageJob): Promise<PackageResult> {
  const drawn = new Map<string, { bytes: Uint8Array; pages: number }>();
  const failed: string[] = [];
  for (const part of job.parts) {
    try {
      const bytes = await renderPdf(drawable(part.document));
      drawn.set(part.key, { bytes, pages: await pageCount(bytes) });
    } catch {
      failed.push(part.key);
    }
  }
  const order = job.order.filter((item) => drawn.has(item.key));
  if (order.length === 0) return { failed, pages: 0 };
  const coverInput: CoverInput = { ...job.cover, left: { ...job.cover.left, items: [...job.cover.left.items, ...failed.flatMap((key) => job.cover.failedLines[key] ?? [])] } };

  // The first page of each entry after the cover sheet (a spec sheet two products share is printed for each).
  const starts: number[] = [];
  let at = 1;
  for (const item of order) {
    starts.push(at);
    at += drawn.get(item.key)!.pages;
  }

  // The cover's own length moves every page number: drawn until its page count is stable (once or twice).
  let coverPages = 1;
  let cover = await renderPdf(drawable(coverDocument(coverInput, order, starts, coverPages)));
  for (let round = 0; round < 3; round += 1) {
    const actual = await pageCount(cover);
    if (actual === coverPages) break;
    coverPages = actual;
    cover = await renderPdf(drawable(coverDocument(coverInput, order, starts, coverPages)));
  }
  const pdf = await mergePdfs(
    [{ bytes: cover, bookmark: job.coverBookmark }, ...order.map((item) => ({ bytes: drawn.get(item.key)!.bytes, ...(item.bookmark ? { bookmark: item.bookmark } : {}) }))],
    job.meta,
  );
  return { pdf, failed, pages: coverPages + at - 1 };
}
