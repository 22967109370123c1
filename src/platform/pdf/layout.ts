// Flows a document's blocks (title, headings, paragraphs, lists, tables) onto Letter pages: text wrapped by the font's
// widths, pages broken where blocks run out of room, table headers repeated, running header and "page n of m" footer.
// Every text drawn is tagged: content of its block's structure element (H1, H2, P, L/LI, Table/TR/TH/TD) or, for
// running headers, footers, rules, fills and repeated table headers, an artifact a screen reader skips.
import { FIRST_CODE, HELVETICA_BOLD_WIDTHS, HELVETICA_WIDTHS } from "./helvetica-widths";
import { artifact, buildPdf, FONTS, markedContent, PAGE_SIZE, pdfString, type FontName, type PdfMetadata, type StructElement, type StructRole } from "./pdf-file";
import { toWinAnsi } from "./winansi";

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
  | { type: "table"; columns: readonly TableColumn[]; rows: readonly (readonly string[])[]; header?: boolean };

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

const LIST_INDENT = 18;
const CELL_PADDING = { x: 4, y: 3 };
const INK = "0.13 0.13 0.13";
const MUTED = "0.38 0.38 0.38";
const RULE = "0.75 0.75 0.75";
const HEADER_FILL = "0.92 0.92 0.92";
const DEFAULT_ACCENT = "0.05 0.27 0.55";

const WIDTHS: Record<FontName, readonly number[]> = { regular: HELVETICA_WIDTHS, bold: HELVETICA_BOLD_WIDTHS };

/** Width in points of a string of WinAnsi codes. */
function codesWidth(codes: string, font: FontName, size: number): number {
  let units = 0;
  for (let i = 0; i < codes.length; i++) units += WIDTHS[font][codes.charCodeAt(i) - FIRST_CODE] ?? 0;
  return (units * size) / 1000;
}

/** Width in points of text set in a font and size. */
export function textWidth(text: string, font: FontName, size: number): number {
  return codesWidth(toWinAnsi(text), font, size);
}

/**
 * Text broken into lines no wider than maxWidth, as WinAnsi codes: at spaces, "\n" forces a break, and a word wider
 * than the line is cut where it must be. No-break spaces (12 345) never break.
 */
export function wrapText(text: string, font: FontName, size: number, maxWidth: number): string[] {
  const fits = (codes: string) => codesWidth(codes, font, size) <= maxWidth;
  const lines: string[] = [];
  for (const paragraph of toWinAnsi(text).split("\n")) {
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
        let cut = 1;
        while (cut < rest.length && fits(rest.slice(0, cut + 1))) cut++;
        lines.push(rest.slice(0, cut));
        rest = rest.slice(cut);
      }
      line = rest;
    }
    lines.push(line);
  }
  return lines;
}

const num = (value: number) => value.toFixed(2).replace(/\.?0+$/, "");

function rgb(hex: string | undefined): string {
  const match = hex ? /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex) : null;
  return match ? match.slice(1, 4).map((pair) => num(parseInt(pair, 16) / 255)).join(" ") : DEFAULT_ACCENT;
}

function textOp(codes: string, x: number, baseline: number, font: FontName, size: number, colour = INK): string {
  return `${colour} rg BT /${FONTS[font]} ${num(size)} Tf 1 0 0 1 ${num(x)} ${num(baseline)} Tm ${pdfString(codes)} Tj ET`;
}

function lineOp(x1: number, y1: number, x2: number, y2: number, width: number, colour = RULE): string {
  return `${colour} RG ${num(width)} w ${num(x1)} ${num(y1)} m ${num(x2)} ${num(y2)} l S`;
}

function rectOp(x: number, y: number, width: number, height: number, colour: string): string {
  return `${colour} rg ${num(x)} ${num(y)} ${num(width)} ${num(height)} re f`;
}

/** Baseline of a line whose box starts at `top`: the cap height of Helvetica sits inside the leading. */
const baselineOf = (top: number, style: { size: number; leading: number }) => top - (style.leading + style.size * 0.7) / 2;

/** Lays the blocks onto pages (each page the list of its drawing operators) and builds their structure tree. */
function flow(blocks: readonly Block[]): { pages: string[][]; document: StructElement } {
  const pages: string[][] = [[]];
  const nextMcid: number[] = [0];
  const document: StructElement = { role: "Document", kids: [] };
  let y = CONTENT_TOP;
  const ops = () => pages[pages.length - 1]!;
  const atTop = () => y === CONTENT_TOP;
  const newPage = () => {
    pages.push([]);
    nextMcid.push(0);
    y = CONTENT_TOP;
  };
  const room = () => y - CONTENT_BOTTOM;
  const gap = (space: number) => {
    if (!atTop()) y -= space;
  };
  const element = (role: StructRole, parent: StructElement, scope?: StructElement["scope"]): StructElement => {
    const child: StructElement = { role, kids: [], ...(scope ? { scope } : {}) };
    parent.kids.push(child);
    return child;
  };
  /** Draws text as content of `target`, or as an artifact when it has none (a repeated table header). */
  const show = (target: StructElement | undefined, operators: string) => {
    if (!target) {
      ops().push(artifact(operators, true));
      return;
    }
    const page = pages.length - 1;
    const mcid = nextMcid[page]!++;
    ops().push(markedContent(target.role, mcid, operators));
    target.kids.push({ page, mcid });
  };
  const decorate = (operators: string) => ops().push(artifact(operators));
  const lines = (codes: readonly string[], style: { font: FontName; size: number; leading: number }, target: StructElement, x = LEFT, colour = INK) => {
    for (const line of codes) {
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
          const marker = toWinAnsi(block.ordered ? `${index + 1}.` : "\u2022");
          const itemLines = wrapText(item, "regular", STYLE.body.size, TEXT_WIDTH - LIST_INDENT);
          if (room() < STYLE.body.leading) newPage();
          const markerX = LEFT + LIST_INDENT - 5 - codesWidth(marker, "regular", STYLE.body.size);
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
      return block.columns.map((column) => (header ? element("TH", row, "Column") : column.bold ? element("TH", row, "Row") : element("TD", row)));
    };

    /** `cells` undefined: the drawn row repeats the header, an artifact. */
    const drawRow = (cellLines: string[][], from: number, count: number, bold: (i: number) => boolean, cells: StructElement[] | undefined, fill?: string) => {
      const height = heightOf(count);
      if (fill) decorate(rectOp(LEFT, y - height, TEXT_WIDTH, height, fill));
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

/** The content streams of the document's pages, running header and footer included, and their structure tree. */
export function layoutDocument(document: PdfDocument): { contents: string[]; structure: StructElement } {
  const { pages, document: structure } = flow(document.blocks);
  const accent = rgb(document.accent);
  const headerLeft = toWinAnsi(document.header.left);
  const headerRight = toWinAnsi(document.header.right);
  const footerLeft = toWinAnsi(document.footer.left);
  const top = PAGE_SIZE.height - 40;
  const contents = pages.map((ops, index) => {
    const pageLabel = toWinAnsi(document.footer.page(index + 1, pages.length));
    const running = (operators: string[]) => artifact(operators.join("\n"), true);
    return [
      running([
        textOp(headerLeft, LEFT, top, "bold", 11),
        textOp(headerRight, RIGHT - codesWidth(headerRight, "regular", 9), top, "regular", 9, MUTED),
        lineOp(LEFT, top - 8, RIGHT, top - 8, 1.5, accent),
      ]),
      ...ops,
      running([
        lineOp(LEFT, 48, RIGHT, 48, 0.5),
        textOp(footerLeft, LEFT, 36, "regular", 8, MUTED),
        textOp(pageLabel, RIGHT - codesWidth(pageLabel, "regular", 8), 36, "regular", 8, MUTED),
      ]),
    ].join("\n");
  });
  return { contents, structure };
}

/** The document as tagged PDF bytes. */
export function renderPdf(document: PdfDocument): Uint8Array {
  const { contents, structure } = layoutDocument(document);
  return buildPdf(contents, document.meta, structure);
}
