// Flows a document's blocks (title, headings, paragraphs, lists, tables, images) onto Letter pages: text wrapped by the
// font's widths, pages broken where blocks run out of room, table headers repeated, running header and "page n of m"
// footer; then draws them with PDFKit. Every text drawn is tagged: content of its block's structure element (H1, H2, P,
// L/LI/Lbl/LBody, Table/TR/TH/TD, Figure) or, for running headers, footers, rules, fills and repeated table headers, an
// artifact a screen reader skips.
import { ascender, capHeight, characterWidths, printable, textWidth as measure, type FontName } from "./fonts";
import { createDocument, documentBytes, isContentRef, PAGE_SIZE, type ContentRef, type PdfMetadata, type StructElement, type StructRole } from "./pdf-file";

export interface TableColumn {
  label: string;
  /** Share of the text width, relative to the other columns. */
  width: number;
  bold?: boolean;
}

export type Block =
  | { type: "title"; text: string; subtitle?: string }
  | { type: "heading"; text: string }
  | { type: "paragraph"; text: string; small?: boolean; bold?: boolean }
  | { type: "list"; items: readonly string[]; ordered?: boolean }
  /** Rows break across pages; the header row (unless `header: false`) repeats on each page. */
  | { type: "table"; columns: readonly TableColumn[]; rows: readonly (readonly string[])[]; header?: boolean }
  /** A PNG or JPEG `width` points wide (at most the text width), its height by its proportions; `alt` is read aloud. */
  | { type: "image"; data: Uint8Array; width: number; alt: string };

export interface PdfDocument {
  meta: PdfMetadata;
  /** Running header of every page: left (the brand) and right (the document). */
  header: { left: string; right: string };
  footer: { left: string; page: (page: number, pages: number) => string };
  /** Colour of the header rule, `#rrggbb` (the brand's). */
  accent?: string;
  blocks: readonly Block[];
}

const MARGIN = 54;
const LEFT = MARGIN;
const RIGHT = PAGE_SIZE.width - MARGIN;
const TEXT_WIDTH = RIGHT - LEFT;
const CONTENT_TOP = PAGE_SIZE.height - 72;
const CONTENT_BOTTOM = 64;

const STYLE = {
  title: { font: "bold", size: 18, leading: 22 },
  subtitle: { font: "regular", size: 11, leading: 15 },
  heading: { font: "bold", size: 12, leading: 16 },
  body: { font: "regular", size: 10, leading: 13.5 },
  small: { font: "regular", size: 8.5, leading: 11 },
  table: { font: "regular", size: 9, leading: 11.5 },
} as const satisfies Record<string, { font: FontName; size: number; leading: number }>;
type Style = { font: FontName; size: number; leading: number };

const LIST_INDENT = 18;
const CELL_PADDING = { x: 4, y: 3 };
const INK = "#212121";
const MUTED = "#616161";
const RULE = "#bfbfbf";
const HEADER_FILL = "#ebebeb";
const DEFAULT_ACCENT = "#0d458c";

/** Width in points of text set in a font and size. */
export function textWidth(text: string, font: FontName, size: number): number {
  return measure(printable(text), font, size);
}

/**
 * Text broken into printable lines no wider than maxWidth: at spaces, "\n" forces a break, and a word wider than the
 * line is cut where it must be. No-break spaces (12 345, 20 A) never break.
 */
export function wrapText(text: string, font: FontName, size: number, maxWidth: number): string[] {
  const fits = (line: string) => measure(line, font, size) <= maxWidth;
  const lines: string[] = [];
  for (const paragraph of printable(text).split("\n")) {
    let line = "";
    for (const word of paragraph.split(" ").filter(Boolean)) {
      const candidate = line ? `${line} ${word}` : word;
      if (fits(candidate)) {
        line = candidate;
        continue;
      }
      if (line) lines.push(line);
      let rest = word;
      while (!fits(rest)) {
        // Cut by characters' own widths, with a point to spare for the kerning those leave out.
        const chars = [...rest];
        const widths = characterWidths(rest, font, size);
        let cut = 1;
        let width = widths[0]!;
        while (cut < chars.length && width + widths[cut]! <= maxWidth - 1) width += widths[cut++]!;
        lines.push(chars.slice(0, cut).join(""));
        rest = chars.slice(cut).join("");
      }
      line = rest;
    }
    lines.push(line);
  }
  return lines;
}

/** A drawing operation of a page, in PDF coordinates (points from the bottom left). */
export type DrawOp =
  | { op: "text"; text: string; x: number; baseline: number; font: FontName; size: number; colour: string }
  | { op: "line"; x1: number; y1: number; x2: number; y2: number; width: number; colour: string }
  | { op: "rect"; x: number; y: number; width: number; height: number; colour: string }
  | { op: "image"; data: Uint8Array; x: number; y: number; width: number; height: number };

/** Operations drawn together: content of a structure element (`ref` names it there), or an artifact. */
export type Mark =
  | { kind: "content"; role: StructRole; ref: ContentRef; ops: DrawOp[] }
  | { kind: "artifact"; pagination: boolean; ops: DrawOp[] };

export interface LaidOutDocument {
  pages: Mark[][];
  structure: StructElement;
}

/** Intrinsic pixel size of an image, for its height at a given width. */
export type ImageSize = (data: Uint8Array) => { width: number; height: number };

function colourOf(hex: string | undefined): string {
  return hex && /^#[0-9a-f]{6}$/i.test(hex) ? hex : DEFAULT_ACCENT;
}

/** Baseline of a line whose box starts at `top`: the capitals centred in the leading. */
const baselineOf = (top: number, style: Style) => top - (style.leading + (style.size * capHeight(style.font)) / 1000) / 2;

const textOp = (text: string, x: number, baseline: number, font: FontName, size: number, colour = INK): DrawOp => ({ op: "text", text, x, baseline, font, size, colour });
const lineOp = (x1: number, y1: number, x2: number, y2: number, width: number, colour = RULE): DrawOp => ({ op: "line", x1, y1, x2, y2, width, colour });

/** Lays the blocks onto pages (each page the list of its marked operations) and builds their structure tree. */
function flow(blocks: readonly Block[], imageSize: ImageSize): { pages: Mark[][]; document: StructElement } {
  const pages: Mark[][] = [[]];
  const document: StructElement = { role: "Document", kids: [] };
  let y = CONTENT_TOP;
  const marks = () => pages[pages.length - 1]!;
  const atTop = () => y === CONTENT_TOP;
  const newPage = () => {
    pages.push([]);
    y = CONTENT_TOP;
  };
  const room = () => y - CONTENT_BOTTOM;
  const gap = (space: number) => {
    if (!atTop()) y -= space;
  };
  const element = (role: StructRole, parent: StructElement, extra: Pick<StructElement, "scope" | "alt" | "bbox"> = {}): StructElement => {
    const child: StructElement = { role, kids: [], ...extra };
    parent.kids.push(child);
    return child;
  };
  /** Draws as content of `target`, or as an artifact when it has none (a repeated table header). */
  const show = (target: StructElement | undefined, ...ops: DrawOp[]) => {
    if (!target) {
      marks().push({ kind: "artifact", pagination: true, ops });
      return;
    }
    const ref: ContentRef = { page: pages.length - 1, content: true };
    marks().push({ kind: "content", role: target.role, ref, ops });
    target.kids.push(ref);
  };
  const decorate = (...ops: DrawOp[]) => marks().push({ kind: "artifact", pagination: false, ops });
  const lines = (texts: readonly string[], style: Style, target: StructElement, x = LEFT, colour = INK) => {
    for (const line of texts) {
      if (room() < style.leading) newPage();
      if (line) show(target, textOp(line, x, baselineOf(y, style), style.font, style.size, colour));
      y -= style.leading;
    }
  };

  for (const block of blocks) {
    switch (block.type) {
      case "title": {
        const title = wrapText(block.text, "bold", STYLE.title.size, TEXT_WIDTH);
        const subtitle = block.subtitle ? wrapText(block.subtitle, "regular", STYLE.subtitle.size, TEXT_WIDTH) : [];
        if (room() < title.length * STYLE.title.leading + subtitle.length * STYLE.subtitle.leading) newPage();
        lines(title, STYLE.title, element("H1", document));
        if (subtitle.length) lines(subtitle, STYLE.subtitle, element("P", document), LEFT, MUTED);
        y -= 10;
        break;
      }
      case "heading": {
        gap(10);
        const heading = wrapText(block.text, "bold", STYLE.heading.size, TEXT_WIDTH);
        // Keep a heading with the first lines of what it heads.
        if (room() < heading.length * STYLE.heading.leading + 3 * STYLE.body.leading) newPage();
        lines(heading, STYLE.heading, element("H2", document));
        y -= 3;
        break;
      }
      case "paragraph": {
        const style = block.small ? STYLE.small : block.bold ? { ...STYLE.body, font: "bold" as const } : STYLE.body;
        lines(wrapText(block.text, style.font, style.size, TEXT_WIDTH), style, element("P", document));
        y -= 6;
        break;
      }
      case "list": {
        const list = element("L", document);
        block.items.forEach((item, index) => {
          const entry = element("LI", list);
          const marker = block.ordered ? `${index + 1}.` : "\u2022";
          const itemLines = wrapText(item, "regular", STYLE.body.size, TEXT_WIDTH - LIST_INDENT);
          if (room() < STYLE.body.leading) newPage();
          const markerX = LEFT + LIST_INDENT - 5 - measure(marker, "regular", STYLE.body.size);
          show(element("Lbl", entry), textOp(marker, markerX, baselineOf(y, STYLE.body), "regular", STYLE.body.size));
          lines(itemLines, STYLE.body, element("LBody", entry), LEFT + LIST_INDENT);
          y -= 2;
        });
        y -= 4;
        break;
      }
      case "table":
        table(block, element("Table", document));
        y -= 8;
        break;
      case "image": {
        const size = imageSize(block.data);
        const width = Math.min(Math.max(1, block.width), TEXT_WIDTH);
        const height = Math.min((width * size.height) / Math.max(1, size.width), CONTENT_TOP - CONTENT_BOTTOM);
        if (room() < height) newPage();
        const image: DrawOp = { op: "image", data: block.data, x: LEFT, y: y - height, width, height };
        // A figure says what it shows and where it is; an image without a text alternative is decoration.
        const bbox: StructElement["bbox"] = [LEFT, PAGE_SIZE.height - y, LEFT + width, PAGE_SIZE.height - y + height];
        if (block.alt.trim()) show(element("Figure", document, { alt: block.alt, bbox }), image);
        else decorate(image);
        y -= height + 8;
        break;
      }
    }
  }
  return { pages, document };

  function table(block: Extract<Block, { type: "table" }>, tableElement: StructElement) {
    const style = STYLE.table;
    const shares = block.columns.reduce((sum, column) => sum + column.width, 0);
    const widths = block.columns.map((column) => (column.width / shares) * TEXT_WIDTH);
    const xs = widths.map((_, i) => LEFT + widths.slice(0, i).reduce((sum, w) => sum + w, 0));
    const wrapRow = (cells: readonly string[], bold: (i: number) => boolean) =>
      block.columns.map((_, i) => wrapText(cells[i] ?? "", bold(i) ? "bold" : "regular", style.size, widths[i]! - 2 * CELL_PADDING.x));
    const header = block.header === false ? undefined : wrapRow(block.columns.map((c) => c.label), () => true);
    const heightOf = (lineCount: number) => lineCount * style.leading + 2 * CELL_PADDING.y;
    const headerHeight = header ? heightOf(Math.max(...header.map((cell) => cell.length))) : 0;
    /** One structure element per cell of a row: the header row's are column headers, a bold column's row headers. */
    const rowCells = (header: boolean) => {
      const row = element("TR", tableElement);
      return block.columns.map((column) =>
        header ? element("TH", row, { scope: "Column" }) : column.bold ? element("TH", row, { scope: "Row" }) : element("TD", row),
      );
    };

    /** `cells` undefined: the drawn row repeats the header, an artifact. */
    const drawRow = (cellLines: string[][], from: number, count: number, bold: (i: number) => boolean, cells: StructElement[] | undefined, fill?: string) => {
      const height = heightOf(count);
      if (fill) decorate({ op: "rect", x: LEFT, y: y - height, width: TEXT_WIDTH, height, colour: fill });
      cellLines.forEach((cell, i) => {
        cell.slice(from, from + count).forEach((line, n) => {
          if (!line) return;
          const top = y - CELL_PADDING.y - n * style.leading;
          show(cells?.[i], textOp(line, xs[i]! + CELL_PADDING.x, baselineOf(top, style), bold(i) ? "bold" : "regular", style.size));
        });
      });
      y -= height;
      decorate(lineOp(LEFT, y, RIGHT, y, 0.5));
    };
    let headerCells = header ? rowCells(true) : undefined;
    const drawHeader = () => {
      if (!header) return;
      drawRow(header, 0, Math.max(...header.map((cell) => cell.length)), () => true, headerCells, HEADER_FILL);
      // Drawn again on later pages as an artifact: a reader hears each heading once.
      headerCells = undefined;
    };
    const pageAndHeader = () => {
      newPage();
      drawHeader();
    };

    const rows = block.rows.map((row) => wrapRow(row, (i) => Boolean(block.columns[i]?.bold)));
    const first = rows[0];
    if (room() < headerHeight + heightOf(first ? Math.min(Math.max(...first.map((c) => c.length)), 2) : 0)) newPage();
    decorate(lineOp(LEFT, y, RIGHT, y, 0.5));
    drawHeader();
    const emptyPageRoom = CONTENT_TOP - CONTENT_BOTTOM - headerHeight;
    for (const cellLines of rows) {
      const cells = rowCells(false);
      const total = Math.max(1, ...cellLines.map((cell) => cell.length));
      const bold = (i: number) => Boolean(block.columns[i]?.bold);
      // A row that fits a page is kept whole; one taller than a page continues line by line.
      if (room() < heightOf(total) && heightOf(total) <= emptyPageRoom) pageAndHeader();
      let from = 0;
      while (from < total) {
        let count = Math.min(total - from, Math.floor((room() - 2 * CELL_PADDING.y) / style.leading));
        if (count < 1) {
          pageAndHeader();
          count = Math.min(total - from, Math.max(1, Math.floor((room() - 2 * CELL_PADDING.y) / style.leading)));
        }
        drawRow(cellLines, from, count, bold, cells);
        from += count;
        if (from < total) pageAndHeader();
      }
    }
  }
}

/** The document's pages, running header and footer included, as marked drawing operations, and its structure tree. */
export function layoutDocument(document: PdfDocument, imageSize: ImageSize = () => ({ width: 1, height: 1 })): LaidOutDocument {
  const { pages, document: structure } = flow(document.blocks, imageSize);
  const accent = colourOf(document.accent);
  const headerLeft = printable(document.header.left);
  const headerRight = printable(document.header.right);
  const footerLeft = printable(document.footer.left);
  const top = PAGE_SIZE.height - 40;
  const running = (ops: DrawOp[]): Mark => ({ kind: "artifact", pagination: true, ops });
  return {
    structure,
    pages: pages.map((marks, index) => {
      const pageLabel = printable(document.footer.page(index + 1, pages.length));
      return [
        running([
          textOp(headerLeft, LEFT, top, "bold", 11),
          textOp(headerRight, RIGHT - measure(headerRight, "regular", 9), top, "regular", 9, MUTED),
          lineOp(LEFT, top - 8, RIGHT, top - 8, 1.5, accent),
        ]),
        ...marks,
        running([
          lineOp(LEFT, 48, RIGHT, 48, 0.5),
          textOp(footerLeft, LEFT, 36, "regular", 8, MUTED),
          textOp(pageLabel, RIGHT - measure(pageLabel, "regular", 8), 36, "regular", 8, MUTED),
        ]),
      ];
    }),
  };
}

/** An image PDFKit has opened (embedded once however often it is drawn); its type definitions leave it out. */
interface OpenedImage {
  width: number;
  height: number;
}

interface ImageOpener {
  openImage(src: Buffer): OpenedImage;
}

function draw(doc: PDFKit.PDFDocument, op: DrawOp, image: (data: Uint8Array) => OpenedImage) {
  const flip = (y: number) => PAGE_SIZE.height - y;
  switch (op.op) {
    case "text":
      // PDFKit places a line by the top of its box, the ascender above the baseline.
      doc
        .font(op.font)
        .fontSize(op.size)
        .fillColor(op.colour)
        .text(op.text, op.x, flip(op.baseline) - (ascender(op.font) * op.size) / 1000, { lineBreak: false });
      break;
    case "line":
      doc.save().moveTo(op.x1, flip(op.y1)).lineTo(op.x2, flip(op.y2)).lineWidth(op.width).strokeColor(op.colour).stroke().restore();
      break;
    case "rect":
      doc.save().rect(op.x, flip(op.y + op.height), op.width, op.height).fillColor(op.colour).fill().restore();
      break;
    case "image":
      doc.image(image(op.data) as unknown as Buffer, op.x, flip(op.y + op.height), { width: op.width, height: op.height });
      break;
  }
}

/** The document as tagged PDF bytes (PDF/UA-1 identified, fonts embedded). */
export async function renderPdf(document: PdfDocument): Promise<Uint8Array> {
  const doc = createDocument(document.meta);
  const opened = new Map<Uint8Array, OpenedImage>();
  const image = (data: Uint8Array) => {
    let found = opened.get(data);
    if (!found) {
      found = (doc as unknown as ImageOpener).openImage(Buffer.from(data));
      opened.set(data, found);
    }
    return found;
  };
  const { pages, structure } = layoutDocument(document, image);

  const contents = new Map<ContentRef, PDFKit.PDFStructureContent>();
  for (const marks of pages) {
    doc.addPage();
    for (const mark of marks) {
      if (mark.kind === "artifact") doc.markContent("Artifact", mark.pagination ? ({ type: "Pagination" } as PDFKit.Mixins.MarkingOptions) : undefined);
      else contents.set(mark.ref, doc.markStructureContent(mark.role));
      for (const op of mark.ops) draw(doc, op, image);
      doc.endMarkedContent();
    }
  }

  // The structure tree, each element's marked content in drawing order (its reading order).
  const build = (element: StructElement): PDFKit.PDFStructureElement => {
    const options = { ...(element.alt ? { alt: element.alt } : {}), ...(element.scope ? { scope: element.scope } : {}), ...(element.bbox ? { bbox: element.bbox } : {}) };
    const kids = element.kids.map((kid) => (isContentRef(kid) ? contents.get(kid)! : build(kid)));
    return doc.struct(element.role, options, kids);
  };
  doc.addStructure(build(structure));
  return documentBytes(doc);
}
