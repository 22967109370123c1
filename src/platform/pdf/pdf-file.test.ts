import { describe, expect, it } from "vitest";
import { buildPdf, pdfString } from "./pdf-file";
import { readPdf } from "./read-pdf";
import { toWinAnsi } from "./winansi";

const show = (text: string, y = 700) => `BT /F1 10 Tf 1 0 0 1 54 ${y} Tm ${pdfString(toWinAnsi(text))} Tj ET`;

describe("PDF 1.4 file writer", () => {
  it("writes pages a reader finds through the cross-reference table, with title, language and fonts", () => {
    const bytes = buildPdf([show("Première page"), `${show("Seconde (page) \\ fin")}\n${show("ligne 2", 680)}`], {
      title: "Fiche technique – Prise double",
      lang: "fr-CA",
      author: "Voltline",
    });
    const text = Buffer.from(bytes).toString("latin1");
    expect(text.startsWith("%PDF-1.4\n")).toBe(true);
    expect(text.endsWith("%%EOF\n")).toBe(true);
    // Apart from the binary-marker comment the file is plain ASCII.
    expect(/[^\n\x20-\x7e]/.test(text.slice(text.indexOf("\n", 9)))).toBe(false);
    const pdf = readPdf(bytes);
    expect(pdf).toEqual({
      version: "1.4",
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
    const shifted = Buffer.from(text.replace("%PDF-1.4\n", "%PDF-1.4\n\n"), "latin1");
    expect(() => readPdf(shifted)).toThrow(/Malformed PDF/);
  });
});
