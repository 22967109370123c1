import PDFDocument from "pdfkit";
import { describe, expect, it } from "vitest";
import { renderPdf, type Block } from "./layout";
import { mergePdfs, MERGE_LIMITS } from "./merge";
import { documentBytes } from "./pdf-file";
import { pdfTools } from "./pdf-tools";
import { readPdf, type ReadStructElement } from "./read-pdf";

const sheet = (title: string, blocks: Block[]) =>
  renderPdf({
    meta: { title, lang: "en-US" },
    header: { left: "Voltline", right: title },
    footer: { left: title, page: (page, pages) => `Page ${page} of ${pages}` },
    blocks: [{ type: "title", text: title }, ...blocks],
  });

const rows = (count: number) => Array.from({ length: count }, (_, i) => [`Row ${i + 1}`, `${i + 1} Ω`]);
const table = (count: number): Block => ({ type: "table", columns: [{ label: "Attribute", width: 1, bold: true }, { label: "Value", width: 1 }], rows: rows(count) });

describe("merging PDFs (submittal packages)", () => {
  it("puts the parts' pages in order, keeps each part's tags as a Part of one Document, and bookmarks each part", async () => {
    const cover = await sheet("Submittal – Thủ Dầu Một plant", [{ type: "paragraph", text: "Project: Bình Dương substation" }]);
    const long = await sheet("Duplex Receptacle", [table(90)]);
    const short = await sheet("GFCI Receptacle", [{ type: "list", items: ["Tested ≤ 5 mA → trips"] }]);
    const parts = await Promise.all([cover, long, short].map(readPdf));
    expect(parts[1]!.pages.length).toBeGreaterThan(1);

    const merged = await mergePdfs(
      [{ bytes: cover }, { bytes: long, bookmark: "DR101 Duplex Receptacle" }, { bytes: short, bookmark: "GF201 GFCI – Thủ Dầu Một" }],
      { title: "Submittal package – Bình Dương", lang: "fr-CA", author: "Voltline" },
    );
    const pdf = await readPdf(merged);
    expect(pdf).toMatchObject({ title: "Submittal package – Bình Dương", lang: "fr-CA", displayDocTitle: true, pdfUa: 1 });
    expect(pdf.pages).toEqual(parts.flatMap((part) => part.pages));
    expect(pdf.outline).toEqual([
      { title: "DR101 Duplex Receptacle", page: 1 },
      { title: "GF201 GFCI – Thủ Dầu Một", page: 1 + parts[1]!.pages.length },
    ]);
    // The reader has checked each marked sequence against the merged parent tree; the tree reads as the parts did.
    expect(pdf.structure).toEqual({
      role: "Document",
      kids: parts.map((part) => ({ role: "Part", kids: (part.structure as ReadStructElement).kids })),
    });

    const report = pdfTools(merged);
    expect(report.qpdf.status, report.qpdf.output).toBe(0);
    expect(report.info).toMatchObject({ Tagged: "yes", Title: "Submittal package – Bình Dương", Pages: String(pdf.pages.length) });
    for (const font of report.fonts) expect(font).toMatchObject({ embedded: true, unicode: true });
    expect(report.text).toContain("Tested ≤ 5 mA → trips");
  });

  it("merges a part that is not tagged (a scanned certificate): its pages come along, the tagged parts keep their tags", async () => {
    const plain = new PDFDocument({ font: "Courier" });
    plain.text("Scanned certificate", 54, 54);
    const merged = await mergePdfs([{ bytes: await sheet("Sheet", []) }, { bytes: await documentBytes(plain), bookmark: "Certificate" }], { title: "t", lang: "en" });
    const report = pdfTools(merged);
    expect(report.qpdf.status, report.qpdf.output).toBe(0);
    expect(report.info).toMatchObject({ Pages: "2", Tagged: "yes" });
    expect(report.text).toContain("Scanned certificate");
    // What the untagged part lacks stays visible to the checks: its font is not embedded.
    await expect(readPdf(merged)).rejects.toThrow(/font Courier is not embedded/);
  });

  it("refuses nothing to merge, a file that is not a PDF and a language that is not a tag", async () => {
    await expect(mergePdfs([], { title: "t", lang: "en" })).rejects.toThrow(/Nothing to merge/);
    await expect(mergePdfs([{ bytes: new TextEncoder().encode("not a pdf") }], { title: "t", lang: "en" })).rejects.toThrow();
    await expect(mergePdfs([{ bytes: await sheet("x", []) }], { title: "t", lang: "en) (" })).rejects.toThrow(/language tag/);
    const many = Array.from({ length: MERGE_LIMITS.parts + 1 }, () => ({ bytes: new Uint8Array() }));
    await expect(mergePdfs(many, { title: "t", lang: "en" })).rejects.toThrow(/More than 500 parts/);
  });
});
