import { crc32, deflateSync } from "node:zlib";
import PDFDocument from "pdfkit";
import { describe, expect, it } from "vitest";
import { font } from "./fonts";
import { layoutDocument, renderPdf, textWidth, wrapText, type Block, type PdfDocument } from "./layout";
import { readPdf } from "./read-pdf";

const doc = (blocks: Block[]): PdfDocument => ({
  meta: { title: "Test", lang: "en-US" },
  header: { left: "Voltline", right: "Spec sheet" },
  footer: { left: "DOC-SS-F00001", page: (page, pages) => `Page ${page} of ${pages}` },
  accent: "#c8102e",
  blocks,
});

/** Every text drawn: its start, baseline and end, in points from the bottom left. */
const positions = (document: PdfDocument) =>
  layoutDocument(document).pages.flatMap((marks) =>
    marks.flatMap((mark) => mark.ops.flatMap((op) => (op.op === "text" ? [{ x: op.x, y: op.baseline, right: op.x + textWidth(op.text, op.font, op.size) }] : []))),
  );

/** The width PDFKit itself gives a string in the embedded font (what it draws). */
function pdfkitWidth(text: string, name: "regular" | "bold", size: number): number {
  const doc = new PDFDocument({ autoFirstPage: false });
  doc.registerFont(name, font(name) as unknown as Uint8Array);
  return doc.font(name).fontSize(size).widthOfString(text);
}

describe("text measure and wrap", () => {
  it("measures with Source Sans 3's widths exactly as PDFKit lays the text out, kerning and ligatures included", () => {
    const face = font("regular");
    expect(textWidth("Hello", "regular", 10)).toBeCloseTo((face.layout("Hello").advanceWidth * 10) / face.unitsPerEm, 6);
    expect(textWidth("Hello", "bold", 10)).toBeGreaterThan(textWidth("Hello", "regular", 10));
    for (const text of ["AVA Tolerance ≤ ±5 % office", "Thủ Dầu Một, Bình Dương", "Résistance d'isolement ≥ 100 MΩ à 20 °C", "x  y"]) {
      for (const name of ["regular", "bold"] as const) expect(textWidth(text, name, 9), text).toBeCloseTo(pdfkitWidth(text, name, 9), 6);
    }
  });

  it("breaks at spaces within the width, keeps no-break spaces and cuts words longer than a line", () => {
    const lines = wrapText("The quick brown fox jumps over the lazy dog", "regular", 10, 80);
    expect(lines.length).toBeGreaterThan(2);
    for (const line of lines) expect(textWidth(line, "regular", 10)).toBeLessThanOrEqual(80);
    expect(lines.join(" ")).toBe("The quick brown fox jumps over the lazy dog");
    expect(wrapText("Prix : 12\u202f345,50\u00a0$", "regular", 10, 60).at(-1)).toBe("12\u202f345,50\u00a0$");
    const long = wrapText("X".repeat(100), "regular", 10, 50);
    expect(long.join("")).toBe("X".repeat(100));
    for (const line of long) expect(textWidth(line, "regular", 10)).toBeLessThanOrEqual(50);
    expect(wrapText("one\ntwo", "regular", 10, 500)).toEqual(["one", "two"]);
  });

  it("prints every character of the three languages, Vietnamese place names and spec symbols as written", () => {
    const text = "Thủ Dầu Một · Ω ± ° ≤ ≥ µ ² → · œ Œ ç É ñ ¿¡ « » – — € ™";
    expect(wrapText(text, "regular", 10, 1000)).toEqual([text]);
    // Decomposed input (e + combining marks) prints as the precomposed letters; invisible characters are dropped, and
    // a character the font lacks is a visible "?", never an empty box.
    expect(wrapText("Thu\u0309 Da\u0302\u0300u Mo\u0323\u0302t\u200b\u00ad", "regular", 10, 1000)).toEqual(["Thủ Dầu Một"]);
    expect(wrapText("Plug 🔌 插头", "regular", 10, 1000)).toEqual(["Plug ? ??"]);
  });
});

describe("page flow", () => {
  it("draws title, headings, paragraphs and lists on one page with the running header and footer", async () => {
    const pdf = await readPdf(
      await renderPdf(
        doc([
          { type: "title", text: "Duplex Receptacle", subtitle: "Wiring Devices > Receptacles" },
          { type: "heading", text: "Features" },
          { type: "list", items: ["Captive screws", "Nickel-plated contacts"] },
          { type: "heading", text: "Steps" },
          { type: "list", items: ["Turn off the power.", "Connect the wires."], ordered: true },
          { type: "paragraph", text: "Keep these instructions.", small: true },
        ]),
      ),
    );
    expect(pdf.pages).toEqual([
      [
        "Voltline", "Spec sheet",
        "Duplex Receptacle", "Wiring Devices > Receptacles",
        "Features", "•", "Captive screws", "•", "Nickel-plated contacts",
        "Steps", "1.", "Turn off the power.", "2.", "Connect the wires.",
        "Keep these instructions.",
        "DOC-SS-F00001", "Page 1 of 1",
      ],
    ]);
  });

  it("breaks a long table across pages, repeating its header row, every row once and in order", async () => {
    const rows = Array.from({ length: 150 }, (_, i) => [`Attribute ${i + 1}`, `Value ${i + 1}`]);
    const document = doc([
      { type: "title", text: "Specifications" },
      { type: "table", columns: [{ label: "Attribute", width: 1, bold: true }, { label: "Value", width: 2 }], rows },
    ]);
    const pdf = await readPdf(await renderPdf(document));
    expect(pdf.pages.length).toBeGreaterThan(2);
    pdf.pages.forEach((lines, i) => {
      expect(lines.filter((line) => line === "Attribute")).toHaveLength(1);
      expect(lines.at(-1)).toBe(`Page ${i + 1} of ${pdf.pages.length}`);
    });
    const drawn = pdf.pages.flat().filter((line) => /^Attribute \d+$/.test(line));
    expect(drawn).toEqual(rows.map((row) => row[0]));
    // Nothing is drawn into the margins.
    for (const { x, y, right } of positions(document)) {
      expect(x).toBeGreaterThanOrEqual(54);
      expect(right).toBeLessThanOrEqual(558);
      expect(y).toBeGreaterThanOrEqual(36);
      expect(y).toBeLessThanOrEqual(752);
    }
  });

  it("wraps long cells and splits a row taller than a page line by line", async () => {
    const tall = Array.from({ length: 120 }, (_, i) => `line ${i + 1}`).join("\n");
    const wide = "A very long value that cannot fit in the name column, three quarters of the table, and so has to wrap onto several lines of the cell";
    const pdf = await readPdf(
      await renderPdf(doc([{ type: "table", columns: [{ label: "Name", width: 3 }, { label: "Value", width: 1 }], rows: [["Tall", tall], [wide, "x"]] }])),
    );
    const all = pdf.pages.flat();
    expect(all.filter((line) => /^line \d+$/.test(line))).toEqual(Array.from({ length: 120 }, (_, i) => `line ${i + 1}`));
    expect(pdf.pages.length).toBeGreaterThan(1);
    const start = all.findIndex((line) => line.startsWith("A very long value"));
    const cell = all.slice(start, all.indexOf("x", start));
    expect(cell.length).toBeGreaterThan(1);
    expect(cell.join(" ")).toBe(wide);
  });

  it("keeps a heading with what follows it", async () => {
    // 32 paragraphs leave room for the heading alone at the foot of page 1, not for the heading and its text.
    const filler: Block[] = Array.from({ length: 32 }, (_, i) => ({ type: "paragraph", text: `Paragraph ${i + 1}` }));
    const pdf = await readPdf(await renderPdf(doc([...filler, { type: "heading", text: "Certifications" }, { type: "paragraph", text: "UL" }])));
    expect(pdf.pages).toHaveLength(2);
    expect(pdf.pages[0]).toContain("Paragraph 32");
    expect(pdf.pages[1]?.slice(2, 4)).toEqual(["Certifications", "UL"]);
  });
});

describe("tagged structure (accessible documents)", () => {
  it("gives a reader the title, headings, paragraphs and lists in order, without running headers and footers", async () => {
    const pdf = await readPdf(
      await renderPdf(
        doc([
          { type: "title", text: "Duplex Receptacle", subtitle: "Wiring Devices > Receptacles" },
          { type: "heading", text: "Steps" },
          { type: "list", items: ["Turn off the power.", "Connect the wires."], ordered: true },
          { type: "paragraph", text: "Keep these instructions." },
        ]),
      ),
    );
    expect(pdf.structure).toEqual({
      role: "Document",
      kids: [
        { role: "H1", kids: ["Duplex Receptacle"] },
        { role: "P", kids: ["Wiring Devices > Receptacles"] },
        { role: "H2", kids: ["Steps"] },
        {
          role: "L",
          kids: [
            { role: "LI", kids: [{ role: "Lbl", kids: ["1."] }, { role: "LBody", kids: ["Turn off the power."] }] },
            { role: "LI", kids: [{ role: "Lbl", kids: ["2."] }, { role: "LBody", kids: ["Connect the wires."] }] },
          ],
        },
        { role: "P", kids: ["Keep these instructions."] },
      ],
    });
  });

  it("tags a table across pages as one Table: column headers once, row headers, each row once, a split cell whole", async () => {
    const rows = Array.from({ length: 150 }, (_, i) => [`Attribute ${i + 1}`, `Value ${i + 1}`]);
    const tall = Array.from({ length: 120 }, (_, i) => `line ${i + 1}`).join("\n");
    const pdf = await readPdf(
      await renderPdf(doc([{ type: "table", columns: [{ label: "Attribute", width: 1, bold: true }, { label: "Value", width: 2 }], rows: [...rows, ["Tall", tall]] }])),
    );
    expect(pdf.pages.length).toBeGreaterThan(3);
    const [table, ...rest] = pdf.structure?.kids ?? [];
    expect(rest).toEqual([]);
    if (!table || typeof table === "string") throw new Error("no table element");
    expect(table.role).toBe("Table");
    const [head, ...body] = table.kids as { role: string; kids: { role: string; scope?: string; kids: string[] }[] }[];
    expect(head).toEqual({ role: "TR", kids: [{ role: "TH", scope: "Column", kids: ["Attribute"] }, { role: "TH", scope: "Column", kids: ["Value"] }] });
    expect(body).toHaveLength(151);
    // The bold column heads its rows.
    expect(body.slice(0, 150).map((row) => row.kids.map((cell) => [cell.role, cell.scope, ...cell.kids]))).toEqual(
      rows.map(([a, v]) => [["TH", "Row", a], ["TD", undefined, v]]),
    );
    expect(body[150]?.kids[1]?.kids).toEqual(Array.from({ length: 120 }, (_, i) => `line ${i + 1}`));
  });
});

/** A PNG of width x height pixels, all one colour. */
function png(width: number, height: number): Uint8Array {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, "latin1"), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const rows = Buffer.concat(Array.from({ length: height }, () => Buffer.concat([Buffer.from([0]), Buffer.alloc(width * 3, 0x40)])));
  return new Uint8Array(
    Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk("IHDR", header), chunk("IDAT", deflateSync(rows)), chunk("IEND", Buffer.alloc(0))]),
  );
}

describe("images", () => {
  it("draws an image at its width and proportions as a Figure with its text alternative; one without is decoration", async () => {
    const logo = png(40, 10);
    const document = doc([
      { type: "image", data: logo, width: 120, alt: "Voltline logo" },
      { type: "paragraph", text: "After" },
      { type: "image", data: logo, width: 2000, alt: "" },
    ]);
    const bytes = await renderPdf(document);
    const pdf = await readPdf(bytes);
    expect(pdf.structure?.kids).toEqual([{ role: "Figure", alt: "Voltline logo", kids: [""] }, { role: "P", kids: ["After"] }]);
    const images = (layoutDocument(document, () => ({ width: 40, height: 10 }))).pages[0]!.flatMap((mark) => mark.ops.filter((op) => op.op === "image"));
    expect(images.map((op) => op.op === "image" && [op.width, op.height])).toEqual([[120, 30], [504, 126]]);
    expect(Buffer.from(bytes).toString("latin1").match(/\/Subtype \/Image/g)).toHaveLength(1);
  });
});
