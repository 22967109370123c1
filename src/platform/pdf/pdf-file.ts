// A minimal PDF 1.7 file writer: pages of content-stream operators over the standard Helvetica fonts, WinAnsi
// encoded, uncompressed and byte-for-byte deterministic (no dates, no ids), so generated documents cache and test well.
// Tagged when given a structure tree: headings, paragraphs, lists and tables a screen reader can follow, in order.
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

/** Standard structure types the layout uses (ISO 32000-1, 14.8.4). */
export type StructRole = "Document" | "H1" | "H2" | "P" | "L" | "LI" | "Lbl" | "LBody" | "Table" | "TR" | "TH" | "TD";

/** A marked-content sequence of a page, by its MCID there. */
export interface ContentRef {
  page: number;
  mcid: number;
}

/** An element of the logical structure: its content sequences and child elements, in reading order. */
export interface StructElement {
  role: StructRole;
  kids: (StructElement | ContentRef)[];
  /** Table header cells: what they head. */
  scope?: "Column" | "Row";
}

/** Operators shown as the marked content `mcid` of a structure element of type `role`. */
export function markedContent(role: StructRole, mcid: number, operators: string): string {
  return `/${role} <</MCID ${mcid}>> BDC\n${operators}\nEMC`;
}

/** Operators that carry no content (rules, fills; running headers and footers: `pagination`). */
export function artifact(operators: string, pagination = false): string {
  return `${pagination ? "/Artifact <</Type /Pagination>> BDC" : "/Artifact BMC"}\n${operators}\nEMC`;
}

const isContentRef = (kid: StructElement | ContentRef): kid is ContentRef => "mcid" in kid;

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
 * Objects: 1 catalog, 2 page tree, 3-4 fonts, 5 info, then a page and its content stream per page, then, when a
 * structure tree is given, its root, parent tree and elements (the streams' marked content must match it).
 */
export function buildPdf(pageContents: readonly string[], meta: PdfMetadata, structure?: StructElement): Uint8Array {
  if (pageContents.length === 0) throw new Error("A PDF needs at least one page");
  if (!LANG.test(meta.lang)) throw new Error(`Not a language tag: ${meta.lang}`);
  const firstPage = 6;
  const pageIds = pageContents.map((_, i) => firstPage + i * 2);
  const structRoot = firstPage + pageContents.length * 2;
  const info = [
    `/Title ${infoString(meta.title)}`,
    meta.author ? `/Author ${infoString(meta.author)}` : "",
    meta.subject ? `/Subject ${infoString(meta.subject)}` : "",
    `/Producer ${pdfString(toWinAnsi("Voltline sites"))}`,
  ].filter(Boolean);
  const tagged = structure ? ` /MarkInfo << /Marked true >> /StructTreeRoot ${structRoot} 0 R` : "";
  const objects: string[] = [
    `<< /Type /Catalog /Pages 2 0 R /Lang ${pdfString(meta.lang)} /ViewerPreferences << /DisplayDocTitle true >>${tagged} >>`,
    `<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(" ")}] /Count ${pageIds.length} >>`,
    "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>",
    "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>",
    `<< ${info.join(" ")} >>`,
  ];
  const resources = `<< /Font << /${FONTS.regular} 3 0 R /${FONTS.bold} 4 0 R >> >>`;
  pageContents.forEach((content, i) => {
    if (/[^\n\x20-\x7e]/.test(content)) throw new Error("Content streams must be ASCII");
    objects.push(
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${PAGE_SIZE.width} ${PAGE_SIZE.height}] /Resources ${resources} /Contents ${pageIds[i]! + 1} 0 R${structure ? ` /StructParents ${i} /Tabs /S` : ""} >>`,
      `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
    );
  });
  if (structure) objects.push(...structureObjects(structure, structRoot, pageIds));

  // A comment with bytes above 127 right after the header tells transfer tools the file is binary.
  let body = "%PDF-1.7\n%\u00e2\u00e3\u00cf\u00d3\n";
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

/**
 * The structure tree's objects from id `rootId` on: the StructTreeRoot, the parent tree (for each page, the element
 * of each of its MCIDs) and every element, numbered depth-first. Each MCID of a page may be claimed once.
 */
function structureObjects(document: StructElement, rootId: number, pageIds: readonly number[]): string[] {
  const parentTreeId = rootId + 1;
  const elements: { element: StructElement; parent: number }[] = [];
  const idOf = new Map<StructElement, number>();
  const visit = (element: StructElement, parent: number) => {
    idOf.set(element, rootId + 2 + elements.length);
    elements.push({ element, parent });
    for (const kid of element.kids) if (!isContentRef(kid)) visit(kid, idOf.get(element)!);
  };
  visit(document, rootId);

  const owners = pageIds.map((): (number | undefined)[] => []);
  const objects = elements.map(({ element, parent }) => {
    const id = idOf.get(element)!;
    const kids = element.kids.map((kid) => {
      if (!isContentRef(kid)) return `${idOf.get(kid)} 0 R`;
      const pageOwners = owners[kid.page];
      if (!pageOwners) throw new Error(`Marked content on page ${kid.page}, which does not exist`);
      if (pageOwners[kid.mcid] !== undefined) throw new Error(`MCID ${kid.mcid} of page ${kid.page} is claimed twice`);
      pageOwners[kid.mcid] = id;
      return `<< /Type /MCR /Pg ${pageIds[kid.page]} 0 R /MCID ${kid.mcid} >>`;
    });
    const attributes = element.scope ? ` /A << /O /Table /Scope /${element.scope} >>` : "";
    return `<< /Type /StructElem /S /${element.role} /P ${parent} 0 R /K [${kids.join(" ")}]${attributes} >>`;
  });
  const nums = owners.map((pageOwners, page) => {
    // Spread, so holes (MCIDs skipped) count as unclaimed.
    if ([...pageOwners].some((owner) => owner === undefined)) {
      throw new Error(`Page ${page} has MCIDs no structure element claims`);
    }
    return `${page} [${pageOwners.map((owner) => `${owner} 0 R`).join(" ")}]`;
  });
  return [
    `<< /Type /StructTreeRoot /K [${idOf.get(document)} 0 R] /ParentTree ${parentTreeId} 0 R /ParentTreeNextKey ${pageIds.length} >>`,
    `<< /Nums [${nums.join(" ")}] >>`,
    ...objects,
  ];
}
