// A minimal PDF 1.4 file writer: pages of content-stream operators over the standard Helvetica fonts, WinAnsi
// encoded, uncompressed and byte-for-byte deterministic (no dates, no ids), so generated documents cache and test well.
import { toWinAnsi } from "./winansi";

/** US Letter in points: the paper size of the United States, Canada and Mexico's trade documents. */
export const PAGE_SIZE = { width: 612, height: 792 } as const;

/** Resource names of the two fonts every page may use. */
export const FONTS = { regular: "F1", bold: "F2" } as const;
export type FontName = keyof typeof FONTS;

export interface PdfMetadata {
  title: string;
  /** BCP 47 language of the text (fr-CA): screen readers and search engines read it. */
  lang: string;
  author?: string;
  subject?: string;
}

/** A PDF literal string of WinAnsi codes: delimiters escaped, bytes above ASCII as octal so the file stays ASCII. */
export function pdfString(codes: string): string {
  let out = "(";
  for (const char of codes) {
    const code = char.charCodeAt(0);
    if (char === "(" || char === ")" || char === "\\") out += `\\${char}`;
    else if (code < 0x20 || code > 0x7e) out += `\\${code.toString(8).padStart(3, "0")}`;
    else out += char;
  }
  return `${out})`;
}

/** A text string of the document information dictionary: UTF-16BE with a byte order mark, as hex. */
function infoString(text: string): string {
  let hex = "FEFF";
  for (let i = 0; i < text.length; i++) hex += text.charCodeAt(i).toString(16).padStart(4, "0").toUpperCase();
  return `<${hex}>`;
}

/** A BCP 47 language tag, the only shape /Lang accepts here. */
const LANG = /^[A-Za-z]{2,3}(?:-[A-Za-z0-9]{2,8})*$/;

/**
 * The bytes of a PDF whose pages carry the given content streams (ASCII operators, text in WinAnsi literal strings).
 * Objects: 1 catalog, 2 page tree, 3-4 fonts, 5 info, then a page and its content stream per page.
 */
export function buildPdf(pageContents: readonly string[], meta: PdfMetadata): Uint8Array {
  if (pageContents.length === 0) throw new Error("A PDF needs at least one page");
  if (!LANG.test(meta.lang)) throw new Error(`Not a language tag: ${meta.lang}`);
  const firstPage = 6;
  const pageIds = pageContents.map((_, i) => firstPage + i * 2);
  const info = [
    `/Title ${infoString(meta.title)}`,
    meta.author ? `/Author ${infoString(meta.author)}` : "",
    meta.subject ? `/Subject ${infoString(meta.subject)}` : "",
    `/Producer ${pdfString(toWinAnsi("Voltline sites"))}`,
  ].filter(Boolean);
  const objects: string[] = [
    `<< /Type /Catalog /Pages 2 0 R /Lang ${pdfString(meta.lang)} /ViewerPreferences << /DisplayDocTitle true >> >>`,
    `<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(" ")}] /Count ${pageIds.length} >>`,
    "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>",
    "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>",
    `<< ${info.join(" ")} >>`,
  ];
  const resources = `<< /Font << /${FONTS.regular} 3 0 R /${FONTS.bold} 4 0 R >> >>`;
  pageContents.forEach((content, i) => {
    if (/[^\n\x20-\x7e]/.test(content)) throw new Error("Content streams must be ASCII");
    objects.push(
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${PAGE_SIZE.width} ${PAGE_SIZE.height}] /Resources ${resources} /Contents ${pageIds[i]! + 1} 0 R >>`,
      `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
    );
  });

  // A comment with bytes above 127 right after the header tells transfer tools the file is binary.
  let body = "%PDF-1.4\n%\u00e2\u00e3\u00cf\u00d3\n";
  const offsets: number[] = [];
  objects.forEach((object, i) => {
    offsets.push(body.length);
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, "0")} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info 5 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  // Every char is one byte (ASCII, plus the Latin-1 comment), so string offsets are byte offsets.
  return Uint8Array.from(body, (char) => char.charCodeAt(0));
}
