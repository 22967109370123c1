// A PDFKit document set up as every generated PDF is (ADR 55): PDF 1.7, tagged (structure tree, marked content), the
// PDF/UA-1 identification in its XMP metadata, title shown by viewers (DisplayDocTitle), natural language, Source Sans 3
// embedded as subsets, streams compressed. Byte-for-byte deterministic (no date unless given, the file id from the
// metadata), so a document's ETag stays the same from one request or server to the next.
import PDFDocument from "pdfkit";
import { font, type FontName } from "./fonts";

/** US Letter in points: the paper size of the United States, Canada and Mexico's trade documents. */
export const PAGE_SIZE = { width: 612, height: 792 } as const;

export interface PdfMetadata {
  title: string;
  /** BCP 47 language of the text (fr-CA): screen readers and search engines read it. */
  lang: string;
  author?: string;
  subject?: string;
  /** When the document was made (a letter's date); left out of documents that must be the same bytes every time. */
  created?: Date;
}

/** Standard structure types the layout uses (ISO 32000-1, 14.8.4). */
export type StructRole = "Document" | "H1" | "H2" | "P" | "L" | "LI" | "Lbl" | "LBody" | "Table" | "TR" | "TH" | "TD" | "Figure";

/** A marked-content sequence the layout draws: its page and its place among that page's operations. */
export interface ContentRef {
  page: number;
  content: true;
}

/** An element of the logical structure: its content sequences and child elements, in reading order. */
export interface StructElement {
  role: StructRole;
  kids: (StructElement | ContentRef)[];
  /** Table header cells: what they head. */
  scope?: "Column" | "Row";
  /** Figures: the text alternative a screen reader speaks. */
  alt?: string;
  /** Figures: where on its page, in points from the top left (left, top, right, bottom). */
  bbox?: [number, number, number, number];
}

export const isContentRef = (kid: StructElement | ContentRef): kid is ContentRef => "content" in kid;

/** A BCP 47 language tag, the only shape /Lang accepts here. */
const LANG = /^[A-Za-z]{2,3}(?:-[A-Za-z0-9]{2,8})*$/;

export const PRODUCER = "Voltline sites (PDFKit)";

/** A BCP 47 language tag check, shared with the merger. */
export const isLanguageTag = (lang: string) => LANG.test(lang);

const xml = (text: string) => text.replace(/[<>&"']/g, (char) => `&#${char.charCodeAt(0)};`);

/**
 * The XMP packet's descriptions (PDF/UA-1 wants its identification and dc:title there). Replaces PDFKit's own, which
 * writes the title and author into the XML unescaped (a product "Plugs & Connectors" made the packet malformed) and
 * always a date.
 */
export function xmpDescriptions(meta: PdfMetadata): string {
  const alt = (value: string) => `<rdf:Alt><rdf:li xml:lang="x-default">${xml(value)}</rdf:li><rdf:li xml:lang="${meta.lang}">${xml(value)}</rdf:li></rdf:Alt>`;
  return [
    `<rdf:Description rdf:about="" xmlns:pdfuaid="http://www.aiim.org/pdfua/ns/id/"><pdfuaid:part>1</pdfuaid:part></rdf:Description>`,
    `<rdf:Description rdf:about="" xmlns:dc="http://purl.org/dc/elements/1.1/">`,
    `<dc:format>application/pdf</dc:format>`,
    `<dc:title>${alt(meta.title)}</dc:title>`,
    `<dc:language><rdf:Bag><rdf:li>${meta.lang}</rdf:li></rdf:Bag></dc:language>`,
    meta.author ? `<dc:creator><rdf:Seq><rdf:li>${xml(meta.author)}</rdf:li></rdf:Seq></dc:creator>` : "",
    meta.subject ? `<dc:description>${alt(meta.subject)}</dc:description>` : "",
    `</rdf:Description>`,
    `<rdf:Description rdf:about="" xmlns:xmp="http://ns.adobe.com/xap/1.0/">`,
    meta.created ? `<xmp:CreateDate>${meta.created.toISOString().replace(/\.\d{3}Z$/, "Z")}</xmp:CreateDate>` : "",
    `<xmp:CreatorTool>${PRODUCER}</xmp:CreatorTool>`,
    `</rdf:Description>`,
    `<rdf:Description rdf:about="" xmlns:pdf="http://ns.adobe.com/pdf/1.3/"><pdf:Producer>${PRODUCER}</pdf:Producer></rdf:Description>`,
  ]
    .filter(Boolean)
    .join("\n");
}

/** A whole XMP metadata packet (for files not written by PDFKit: merged ones). */
export function xmpPacket(meta: PdfMetadata): string {
  return [
    `<?xpacket begin="\ufeff" id="W5M0MpCehiHzreSzNTczkc9d"?>`,
    `<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#">`,
    xmpDescriptions(meta),
    `</rdf:RDF></x:xmpmeta>`,
    `<?xpacket end="w"?>`,
  ].join("\n");
}

/** PDFKit's internals this module relies on, which its type definitions leave out. */
interface PdfKitInternals {
  info: Record<string, unknown>;
  appendXML(xml: string): void;
  _addInfo(): void;
}

/** A new document with the two fonts registered as `regular` and `bold`; add pages, then {@link documentBytes}. */
export function createDocument(meta: PdfMetadata): PDFKit.PDFDocument {
  if (!isLanguageTag(meta.lang)) throw new Error(`Not a language tag: ${meta.lang}`);
  // The file id is a digest of the info dictionary at creation, date included: a fixed one when none is given.
  const idDate = meta.created ?? new Date(0);
  const doc = new PDFDocument({
    pdfVersion: "1.7",
    subset: "PDF/UA" as PDFKit.Mixins.PDFSubsets,
    tagged: true,
    displayTitle: true,
    lang: meta.lang,
    autoFirstPage: false,
    size: [PAGE_SIZE.width, PAGE_SIZE.height],
    margin: 0,
    info: {
      Title: meta.title,
      ...(meta.author ? { Author: meta.author } : {}),
      ...(meta.subject ? { Subject: meta.subject } : {}),
      Producer: PRODUCER,
      Creator: PRODUCER,
      CreationDate: idDate,
    },
    // No default font: PDFKit would otherwise load Helvetica, a font it cannot embed.
    font: null as unknown as string,
  });
  const internals = doc as unknown as PdfKitInternals;
  if (!meta.created) delete internals.info.CreationDate;
  // PDFKit adds its own PDF/UA identification; ours comes with the other descriptions, so its is left out.
  internals._addInfo = () => internals.appendXML(xmpDescriptions(meta).replace(/^.*pdfuaid.*\n/, ""));
  for (const name of ["regular", "bold"] as const satisfies FontName[]) {
    // PDFKit takes the parsed font (fontkit, read once per process) and embeds the subset this document uses.
    doc.registerFont(name, font(name) as unknown as Uint8Array);
  }
  return doc;
}

/** Ends the document and resolves to its bytes. */
export function documentBytes(doc: PDFKit.PDFDocument): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const chunks: Uint8Array[] = [];
    doc.on("data", (chunk: Uint8Array) => chunks.push(chunk));
    doc.on("error", reject);
    doc.on("end", () => resolve(new Uint8Array(Buffer.concat(chunks))));
    doc.end();
  });
}
