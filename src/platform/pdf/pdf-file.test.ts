import { describe, expect, it } from "vitest";
import { artifact, buildPdf, markedContent, pdfString, type StructElement } from "./pdf-file";
import { readPdf } from "./read-pdf";
import { toWinAnsi } from "./winansi";

const show = (text: string, y = 700) => `BT /F1 10 Tf 1 0 0 1 54 ${y} Tm ${pdfString(toWinAnsi(text))} Tj ET`;

describe("PDF 1.7 file writer", () => {
  it("writes pages a reader finds through the cross-reference table, with title, language and fonts", () => {
    const bytes = buildPdf([show("Première page"), `${show("Seconde (page) \\ fin")}\n${show("ligne 2", 680)}`], {
      title: "Fiche technique – Prise double",
      lang: "fr-CA",
      author: "Voltline",
    });
    const text = Buffer.from(bytes).toString("latin1");
    expect(text.startsWith("%PDF-1.7\n")).toBe(true);
    expect(text.endsWith("%%EOF\n")).toBe(true);
    // Apart from the binary-marker comment the file is plain ASCII.
    expect(/[^\n\x20-\x7e]/.test(text.slice(text.indexOf("\n", 9)))).toBe(false);
    const pdf = readPdf(bytes);
    expect(pdf).toEqual({
      version: "1.7",
      title: "Fiche technique – Prise double",
      lang: "fr-CA",
      fonts: ["Helvetica", "Helvetica-Bold"],
      pages: [["Première page"], ["Seconde (page) \\ fin", "ligne 2"]],
    });
  });

  it("is deterministic: the same input gives the same bytes", () => {
    const make = () => buildPdf([show("x")], { title: "t", lang: "en-US" });
    expect(Buffer.from(make()).equals(Buffer.from(make()))).toBe(true);
  });

  it("escapes string delimiters and writes bytes above ASCII in octal", () => {
    expect(pdfString(toWinAnsi("a(b)c\\é"))).toBe("(a\\(b\\)c\\\\\\351)");
  });

  it("refuses an empty document, a bad language tag and non-ASCII operators", () => {
    expect(() => buildPdf([], { title: "t", lang: "en" })).toThrow(/at least one page/);
    expect(() => buildPdf([show("x")], { title: "t", lang: "en) /Evil (" })).toThrow(/language tag/);
    expect(() => buildPdf(["BT (é) Tj ET"], { title: "t", lang: "en" })).toThrow(/ASCII/);
  });

  it("the reader rejects a file whose cross-reference offsets are wrong", () => {
    const bytes = buildPdf([show("x")], { title: "t", lang: "en" });
    const text = Buffer.from(bytes).toString("latin1");
    const shifted = Buffer.from(text.replace("%PDF-1.7\n", "%PDF-1.7\n\n"), "latin1");
    expect(() => readPdf(shifted)).toThrow(/Malformed PDF/);
  });

  it("tags a document: marked content tied to structure elements through the parent tree, artifacts left out", () => {
    const structure: StructElement = {
      role: "Document",
      kids: [
        { role: "H1", kids: [{ page: 0, mcid: 0 }] },
        { role: "P", kids: [{ page: 0, mcid: 1 }, { page: 1, mcid: 0 }] },
      ],
    };
    const pages = [
      [artifact(show("Voltline", 760), true), markedContent("H1", 0, show("Fiche")), markedContent("P", 1, show("début", 680))].join("\n"),
      markedContent("P", 0, show("fin")),
    ];
    const bytes = buildPdf(pages, { title: "t", lang: "fr-CA" }, structure);
    const text = Buffer.from(bytes).toString("latin1");
    expect(text).toContain("/MarkInfo << /Marked true >>");
    expect(text).toContain("/StructParents 1");
    expect(readPdf(bytes).structure).toEqual({ role: "Document", kids: [{ role: "H1", kids: ["Fiche"] }, { role: "P", kids: ["début", "fin"] }] });
    // Untagged when no structure is given.
    expect(readPdf(buildPdf(pages, { title: "t", lang: "fr-CA" })).structure).toBeUndefined();
  });

  it("refuses a structure that claims one sequence twice or leaves one unclaimed, and the reader refuses untagged text", () => {
    const twice: StructElement = { role: "Document", kids: [{ role: "P", kids: [{ page: 0, mcid: 0 }, { page: 0, mcid: 0 }] }] };
    expect(() => buildPdf([markedContent("P", 0, show("x"))], { title: "t", lang: "en" }, twice)).toThrow(/claimed twice/);
    const skipped: StructElement = { role: "Document", kids: [{ role: "P", kids: [{ page: 0, mcid: 1 }] }] };
    expect(() => buildPdf([markedContent("P", 1, show("x"))], { title: "t", lang: "en" }, skipped)).toThrow(/no structure element claims/);
    const loose: StructElement = { role: "Document", kids: [{ role: "P", kids: [{ page: 0, mcid: 0 }] }] };
    expect(() => readPdf(buildPdf([`${markedContent("P", 0, show("x"))}\n${show("loose")}`], { title: "t", lang: "en" }, loose))).toThrow(/outside marked content/);
  });
});
