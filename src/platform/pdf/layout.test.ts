import { describe, expect, it } from "vitest";
import { layoutDocument, renderPdf, textWidth, wrapText, type Block, type PdfDocument } from "./layout";
import { readPdf } from "./read-pdf";

const doc = (blocks: Block[]): PdfDocument => ({
  meta: { title: "Test", lang: "en-US" },
  header: { left: "Voltline", right: "Spec sheet" },
  footer: { left: "DOC-SS-F00001", page: (page, pages) => `Page ${page} of ${pages}` },
  accent: "#c8102e",
  blocks,
});

/** Every text position drawn, from the content streams. */
const positions = (streams: string[]) =>
  streams.flatMap((stream) => [...stream.matchAll(/1 0 0 1 ([\d.]+) ([\d.]+) Tm/g)].map((m) => ({ x: Number(m[1]), y: Number(m[2]) })));

describe("text measure and wrap", () => {
  it("measures with Helvetica's widths", () => {
    // H e l l o = 722 + 556 + 222 + 222 + 556 thousandths of an em.
    expect(textWidth("Hello", "regular", 10)).toBeCloseTo(22.78, 2);
    expect(textWidth("Hello", "bold", 10)).toBeGreaterThan(textWidth("Hello", "regular", 10));
    expect(textWidth("é", "regular", 10)).toBe(textWidth("e", "regular", 10));
  });

  it("breaks at spaces within the width, keeps no-break spaces and cuts words longer than a line", () => {
    const lines = wrapText("The quick brown fox jumps over the lazy dog", "regular", 10, 80);
    expect(lines.length).toBeGreaterThan(2);
    for (const line of lines) expect(textWidth(line, "regular", 10)).toBeLessThanOrEqual(80);
    expect(lines.join(" ")).toBe("The quick brown fox jumps over the lazy dog");
    expect(wrapText("Prix : 12\u202f345,50\u00a0$", "regular", 10, 60).at(-1)).toBe("12\u00a0345,50\u00a0$");
    const long = wrapText("X".repeat(100), "regular", 10, 50);
    expect(long.join("")).toBe("X".repeat(100));
    for (const line of long) expect(textWidth(line, "regular", 10)).toBeLessThanOrEqual(50);
    expect(wrapText("one\ntwo", "regular", 10, 500)).toEqual(["one", "two"]);
  });
});

describe("page flow", () => {
  it("draws title, headings, paragraphs and lists on one page with the running header and footer", () => {
    const pdf = readPdf(
      renderPdf(
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

  it("breaks a long table across pages, repeating its header row, every row once and in order", () => {
    const rows = Array.from({ length: 150 }, (_, i) => [`Attribute ${i + 1}`, `Value ${i + 1}`]);
    const document = doc([
      { type: "title", text: "Specifications" },
      { type: "table", columns: [{ label: "Attribute", width: 1, bold: true }, { label: "Value", width: 2 }], rows },
    ]);
    const pdf = readPdf(renderPdf(document));
    expect(pdf.pages.length).toBeGreaterThan(2);
    pdf.pages.forEach((lines, i) => {
      expect(lines.filter((line) => line === "Attribute")).toHaveLength(1);
      expect(lines.at(-1)).toBe(`Page ${i + 1} of ${pdf.pages.length}`);
    });
    const drawn = pdf.pages.flat().filter((line) => /^Attribute \d+$/.test(line));
    expect(drawn).toEqual(rows.map((row) => row[0]));
    // Nothing is drawn into the margins.
    for (const { x, y } of positions(layoutDocument(document).contents)) {
      expect(x).toBeGreaterThanOrEqual(54);
      expect(x).toBeLessThanOrEqual(558);
      expect(y).toBeGreaterThanOrEqual(36);
      expect(y).toBeLessThanOrEqual(752);
    }
  });

  it("wraps long cells and splits a row taller than a page line by line", () => {
    const tall = Array.from({ length: 120 }, (_, i) => `line ${i + 1}`).join("\n");
    const wide = "A very long value that cannot fit in the narrow value column and has to wrap onto several lines";
    const pdf = readPdf(
      renderPdf(doc([{ type: "table", columns: [{ label: "Name", width: 3 }, { label: "Value", width: 1 }], rows: [["Tall", tall], [wide, "x"]] }])),
    );
    const all = pdf.pages.flat();
    expect(all.filter((line) => /^line \d+$/.test(line))).toEqual(Array.from({ length: 120 }, (_, i) => `line ${i + 1}`));
    expect(pdf.pages.length).toBeGreaterThan(1);
    const start = all.findIndex((line) => line.startsWith("A very long value"));
    const cell = all.slice(start, all.indexOf("x", start));
    expect(cell.length).toBeGreaterThan(1);
    expect(cell.join(" ")).toBe(wide);
  });

  it("keeps a heading with what follows it", () => {
    // 32 paragraphs leave room for the heading alone at the foot of page 1, not for the heading and its text.
    const filler: Block[] = Array.from({ length: 32 }, (_, i) => ({ type: "paragraph", text: `Paragraph ${i + 1}` }));
    const pdf = readPdf(renderPdf(doc([...filler, { type: "heading", text: "Certifications" }, { type: "paragraph", text: "UL" }])));
    expect(pdf.pages).toHaveLength(2);
    expect(pdf.pages[0]).toContain("Paragraph 32");
    expect(pdf.pages[1]?.slice(2, 4)).toEqual(["Certifications", "UL"]);
  });
});

describe("tagged structure (accessible documents)", () => {
  it("gives a reader the title, headings, paragraphs and lists in order, without running headers and footers", () => {
    const pdf = readPdf(
      renderPdf(
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

  it("tags a table across pages as one Table: column headers once, row headers, each row once, a split cell whole", () => {
    const rows = Array.from({ length: 150 }, (_, i) => [`Attribute ${i + 1}`, `Value ${i + 1}`]);
    const tall = Array.from({ length: 120 }, (_, i) => `line ${i + 1}`).join("\n");
    const pdf = readPdf(
      renderPdf(doc([{ type: "table", columns: [{ label: "Attribute", width: 1, bold: true }, { label: "Value", width: 2 }], rows: [...rows, ["Tall", tall]] }])),
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
