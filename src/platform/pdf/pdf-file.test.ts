import PDFDocument from "pdfkit";
import { describe, expect, it } from "vitest";
import { renderPdf, type Block, type PdfDocument } from "./layout";
import { createDocument, documentBytes, type PdfMetadata } from "./pdf-file";
import { pdfTools } from "./pdf-tools";
import { readPdf } from "./read-pdf";

const SYMBOLS = "Ω ± ° ≤ ≥ µ ² →";
const PLACE = "Thủ Dầu Một";

const doc = (meta: Partial<PdfMetadata> = {}, blocks: Block[] = [{ type: "paragraph", text: "x" }]): PdfDocument => ({
  meta: { title: "Fiche technique – Prise double", lang: "fr-CA", author: "Voltline", ...meta },
  header: { left: "Voltline", right: "Fiche technique" },
  footer: { left: "DOC-SS-F00001", page: (page, pages) => `Page ${page} de ${pages}` },
  blocks,
});

const xmp = (bytes: Uint8Array) => /<x:xmpmeta[\s\S]*<\/x:xmpmeta>/.exec(Buffer.from(bytes).toString("utf8"))?.[0] ?? "";

describe("PDF file (PDFKit, PDF/UA-1)", () => {
  it("writes PDF 1.7 with title, language, DisplayDocTitle, PDF/UA-1 identification and its fonts embedded", async () => {
    const pdf = await readPdf(await renderPdf(doc({}, [{ type: "paragraph", text: `Usine : ${PLACE}, Bình Dương. ${SYMBOLS}` }])));
    expect(pdf).toMatchObject({
      version: "1.7",
      title: "Fiche technique – Prise double",
      lang: "fr-CA",
      displayDocTitle: true,
      pdfUa: 1,
      fonts: ["SourceSans3-Bold", "SourceSans3-Regular"],
      outline: [],
    });
    expect(pdf.pages[0]).toContain(`Usine : ${PLACE}, Bình Dương. ${SYMBOLS}`);
  });

  it("passes qpdf --check; pdfinfo, pdffonts and pdftotext read it: tagged, every font embedded, every character exact", async () => {
    const bytes = await renderPdf(
      doc({ title: `Certificat – ${PLACE}` }, [
        { type: "title", text: `${PLACE}, Bình Dương` },
        { type: "paragraph", text: `Symboles des fiches : ${SYMBOLS}` },
        {
          type: "table",
          columns: [{ label: "Caractéristique", width: 1, bold: true }, { label: "Valeur", width: 1 }],
          rows: [["Température de service", "−40 °C → 90 °C"], ["Résistance de contact", "≤ 10 mΩ"], ["Courant de fuite", "≥ 0,5 µA ± 5 %"], ["Section", "2,5 mm²"]],
        },
      ]),
    );
    const report = pdfTools(bytes);
    expect(report.qpdf.status, report.qpdf.output).toBe(0);
    expect(report.qpdf.output).toContain("No syntax or stream encoding errors found");
    expect(report.info).toMatchObject({ Title: `Certificat – ${PLACE}`, Tagged: "yes", "PDF version": "1.7", Pages: "1", "Metadata Stream": "yes" });
    expect(report.fonts.map((f) => f.name.replace(/^[A-Z]{6}\+/, "")).sort()).toEqual(["SourceSans3-Bold", "SourceSans3-Regular"]);
    for (const font of report.fonts) expect(font).toMatchObject({ type: "CID TrueType", encoding: "Identity-H", embedded: true, subset: true, unicode: true });
    expect(report.text).toContain(`${PLACE}, Bình Dương`);
    expect(report.text).toContain(`Symboles des fiches : ${SYMBOLS}`);
    for (const value of ["−40 °C → 90 °C", "≤ 10 mΩ", "≥ 0,5 µA ± 5 %", "2,5 mm²"]) expect(report.text).toContain(value);
  });

  it("maps every glyph to its text in each document, whatever documents came before (the fonts are shared)", async () => {
    // ộ and ơ are composites of o: embedding them once left o without text in the next document ("Symb les").
    await renderPdf(doc({}, [{ type: "paragraph", text: "Một Dương" }]));
    const after = await renderPdf(doc({}, [{ type: "paragraph", text: "Symboles office ﬁxe" }]));
    expect((await readPdf(after)).pages[0]).toContain("Symboles office fixe");
    expect(pdfTools(after).text).toContain("Symboles office fixe");
  });

  it("is deterministic: the same input gives the same bytes; a date, when given, is written", async () => {
    const same = await Promise.all([renderPdf(doc()), renderPdf(doc())]);
    expect(Buffer.from(same[0]).equals(Buffer.from(same[1]))).toBe(true);
    expect(Buffer.from(same[0]).toString("latin1")).not.toContain("/CreationDate");
    const dated = await renderPdf(doc({ created: new Date("2026-03-04T05:06:07Z") }));
    expect(pdfTools(dated).info.CreationDate).toMatch(/2026/);
    expect(xmp(dated)).toContain("<xmp:CreateDate>2026-03-04T05:06:07Z</xmp:CreateDate>");
  });

  it("keeps the XMP metadata well formed whatever the title (PDFKit writes it unescaped)", async () => {
    const bytes = await renderPdf(doc({ title: "Plugs & Connectors <20 A>", author: "Voltline \"Pro\"" }));
    const packet = xmp(bytes);
    expect(packet).toContain('<rdf:li xml:lang="x-default">Plugs &#38; Connectors &#60;20 A&#62;</rdf:li>');
    expect(packet).toContain('<rdf:li xml:lang="fr-CA">Plugs &#38; Connectors &#60;20 A&#62;</rdf:li>');
    expect(packet).toContain("<pdfuaid:part>1</pdfuaid:part>");
    expect(packet.match(/pdfuaid:part>1</g)).toHaveLength(1);
    expect(packet).not.toMatch(/&(?!#\d+;)|<(?![/?a-zA-Z])/);
    expect((await readPdf(bytes)).title).toBe("Plugs & Connectors <20 A>");
  });

  it("refuses a language that is not a BCP 47 tag", () => {
    expect(() => createDocument({ title: "t", lang: "en) /Evil (" })).toThrow(/language tag/);
  });
});

describe("PDF reader checks", () => {
  it("rejects a file whose cross-reference offsets are wrong", async () => {
    const text = Buffer.from(await renderPdf(doc())).toString("latin1");
    const shifted = Buffer.from(text.replace("%PDF-1.7\n", "%PDF-1.7\n\n"), "latin1");
    await expect(readPdf(shifted)).rejects.toThrow(/Malformed PDF: startxref does not point at the xref table/);
    // One entry off by a byte.
    const entry = /xref\n0 \d+\n0000000000 65535 f \n(\d{10})/.exec(text)!;
    const wrong = text.replace(entry[0], entry[0].slice(0, -10) + String(Number(entry[1]) + 1).padStart(10, "0"));
    await expect(readPdf(Buffer.from(wrong, "latin1"))).rejects.toThrow(/Malformed PDF: xref offset of object 1 does not point at it/);
  });

  it("rejects text drawn outside marked content", async () => {
    const pdf = createDocument({ title: "t", lang: "en" });
    pdf.addPage();
    pdf.font("regular").fontSize(10).text("loose", 54, 54, { lineBreak: false });
    await expect(readPdf(await documentBytes(pdf))).rejects.toThrow(/draws \(TJ\) outside marked content/);
  });

  it("rejects a font that is not embedded", async () => {
    const standard = new PDFDocument();
    standard.markContent("Artifact");
    standard.font("Helvetica").text("Helvetica", 54, 54, { lineBreak: false });
    standard.endMarkedContent();
    await expect(readPdf(await documentBytes(standard))).rejects.toThrow(/font Helvetica is not embedded/);
  });

  it("rejects marked content no structure element claims", async () => {
    const pdf = createDocument({ title: "t", lang: "en" });
    pdf.addPage();
    const root = pdf.struct("Document");
    pdf.addStructure(root);
    pdf.markStructureContent("P");
    pdf.font("regular").fontSize(10).text("orphan", 54, 54, { lineBreak: false });
    pdf.endMarkedContent();
    root.end();
    await expect(readPdf(await documentBytes(pdf))).rejects.toThrow(/1 marked content sequences belong to no element/);
  });
});
