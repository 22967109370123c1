// Reads back the PDFs pdf-file.ts writes, checking their structure on the way (cross-reference offsets, stream
// lengths, page tree): tests assert what a reader of the document would see, page by page, line by line.
import { fromWinAnsi } from "./winansi";

export interface ReadPdf {
  version: string;
  title: string;
  lang: string;
  /** Fonts the pages use, by BaseFont. */
  fonts: string[];
  /** The text of each page: one entry per text-showing operator, in drawing order. */
  pages: string[][];
  /** The logical structure of a tagged PDF, as a screen reader walks it; undefined when the file is not tagged. */
  structure?: ReadStructElement;
}

/** A structure element: its type, and in reading order its child elements and the text of its marked content. */
export interface ReadStructElement {
  role: string;
  scope?: string;
  kids: (ReadStructElement | string)[];
}

function fail(message: string): never {
  throw new Error(`Malformed PDF: ${message}`);
}

/** Decodes a PDF literal string body (between the outer parentheses). */
function literal(body: string): string {
  let out = "";
  for (let i = 0; i < body.length; i++) {
    const char = body[i]!;
    if (char !== "\\") {
      out += char;
      continue;
    }
    const next = body[++i] ?? "";
    const octal = /^[0-7]{1,3}/.exec(body.slice(i, i + 3));
    if (octal) {
      out += String.fromCharCode(parseInt(octal[0], 8));
      i += octal[0].length - 1;
    } else {
      out += { n: "\n", r: "\r", t: "\t", b: "\b", f: "\f" }[next] ?? next;
    }
  }
  return out;
}

/** Decodes a hex string; UTF-16BE when it opens with a byte order mark. */
function hexString(hex: string): string {
  const bytes = hex.replace(/\s+/g, "").match(/../g)?.map((pair) => parseInt(pair, 16)) ?? [];
  if (bytes[0] === 0xfe && bytes[1] === 0xff) {
    let out = "";
    for (let i = 2; i + 1 < bytes.length; i += 2) out += String.fromCharCode((bytes[i]! << 8) | bytes[i + 1]!);
    return out;
  }
  return String.fromCharCode(...bytes);
}

function textValue(dict: string, key: string): string {
  const hex = new RegExp(`/${key}\\s*<([0-9A-Fa-f\\s]*)>`).exec(dict);
  if (hex) return hexString(hex[1] ?? "");
  const lit = new RegExp(`/${key}\\s*\\(((?:\\\\.|[^\\\\)])*)\\)`).exec(dict);
  return lit ? literal(lit[1] ?? "") : "";
}

function reference(dict: string, key: string): number {
  const match = new RegExp(`/${key}\\s+(\\d+)\\s+0\\s+R`).exec(dict);
  return match ? Number(match[1]) : fail(`no /${key} reference`);
}

export function readPdf(bytes: Uint8Array): ReadPdf {
  const file = Buffer.from(bytes).toString("latin1");
  const version = /^%PDF-(\d\.\d)\n/.exec(file)?.[1] ?? fail("no header");
  if (!file.endsWith("%%EOF\n")) fail("no %%EOF at the end");
  const startxref = Number(/startxref\n(\d+)\n%%EOF\n$/.exec(file)?.[1] ?? fail("no startxref"));
  const xref = /^xref\n0 (\d+)\n/.exec(file.slice(startxref)) ?? fail("startxref does not point at the xref table");
  const size = Number(xref[1]);
  const entriesAt = startxref + xref[0].length;
  const offsets = new Map<number, number>();
  for (let i = 0; i < size; i++) {
    const entry = file.slice(entriesAt + i * 20, entriesAt + (i + 1) * 20);
    const match = /^(\d{10}) (\d{5}) ([nf]) \n$/.exec(entry) ?? fail(`xref entry ${i} is not 20 bytes`);
    if (match[3] === "n") offsets.set(i, Number(match[1]));
  }
  const trailer = file.slice(entriesAt + size * 20);
  if (!trailer.startsWith("trailer")) fail("no trailer after the xref table");
  if (Number(/\/Size (\d+)/.exec(trailer)?.[1]) !== size) fail("trailer /Size differs from the xref table");

  const object = (id: number): { dict: string; stream?: string } => {
    const offset = offsets.get(id) ?? fail(`object ${id} is not in the xref table`);
    const head = `${id} 0 obj\n`;
    if (file.slice(offset, offset + head.length) !== head) fail(`xref offset of object ${id} does not point at it`);
    const end = file.indexOf("\nendobj\n", offset);
    const body = file.slice(offset + head.length, end);
    const streamAt = body.indexOf("\nstream\n");
    if (streamAt < 0) return { dict: body };
    const dict = body.slice(0, streamAt);
    const length = Number(/\/Length (\d+)/.exec(dict)?.[1] ?? fail(`stream ${id} has no /Length`));
    const data = body.slice(streamAt + "\nstream\n".length);
    if (data.slice(length) !== "\nendstream") fail(`stream ${id} /Length is wrong`);
    return { dict, stream: data.slice(0, length) };
  };

  const catalog = object(reference(trailer, "Root")).dict;
  if (!catalog.includes("/Type /Catalog")) fail("root is not a catalog");
  const info = object(reference(trailer, "Info")).dict;
  const tree = object(reference(catalog, "Pages")).dict;
  const kids = [.../\/Kids \[([^\]]*)\]/.exec(tree)?.[1]?.matchAll(/(\d+) 0 R/g) ?? []].map((m) => Number(m[1]));
  if (Number(/\/Count (\d+)/.exec(tree)?.[1]) !== kids.length) fail("page count differs from the kids");
  const fonts = new Set<string>();
  const streams: string[] = [];
  const pages = kids.map((id) => {
    const page = object(id).dict;
    if (!page.includes("/Type /Page")) fail(`object ${id} is not a page`);
    for (const [, fontId] of page.matchAll(/\/F\d+ (\d+) 0 R/g)) {
      const font = object(Number(fontId)).dict;
      if (!font.includes("/Encoding /WinAnsiEncoding")) fail("a font is not WinAnsi encoded");
      fonts.add(/\/BaseFont \/([\w-]+)/.exec(font)?.[1] ?? fail("a font has no BaseFont"));
    }
    const content = object(reference(page, "Contents")).stream ?? fail(`page ${id} has no content stream`);
    streams.push(content);
    return shownText(content);
  });
  const structure = catalog.includes("/StructTreeRoot") ? readStructure(catalog, kids, streams, object) : undefined;
  return { version, title: textValue(info, "Title"), lang: textValue(catalog, "Lang"), fonts: [...fonts].sort(), pages, ...(structure ? { structure } : {}) };
}

const shownText = (operators: string) => [...operators.matchAll(/\(((?:\\.|[^\\)])*)\)\s*Tj/g)].map((m) => fromWinAnsi(literal(m[1] ?? "")));

const MARKED = /\/(\w+) <<\/MCID (\d+)>> BDC\n([\s\S]*?)\nEMC/g;
const ARTIFACT = /\/Artifact (?:<<[^>]*>> BDC|BMC)\n[\s\S]*?\nEMC/g;

/**
 * The structure tree, checked as a reader relies on it: every text of every page is marked content or an artifact,
 * each marked sequence belongs to exactly one element of its own type, and the parent tree names that element.
 */
function readStructure(
  catalog: string,
  pageIds: number[],
  streams: string[],
  object: (id: number) => { dict: string },
): ReadStructElement {
  if (!/\/MarkInfo << \/Marked true >>/.test(catalog)) fail("a structure tree without /MarkInfo /Marked true");
  const marked = streams.map((stream, page) => {
    const sequences = new Map<number, { role: string; text: string }>();
    for (const [, role, mcid, operators] of stream.matchAll(MARKED)) {
      if (sequences.has(Number(mcid))) fail(`MCID ${mcid} appears twice on page ${page}`);
      sequences.set(Number(mcid), { role: role ?? "", text: shownText(operators ?? "").join("") });
    }
    if (/Tj/.test(stream.replace(MARKED, "").replace(ARTIFACT, ""))) fail(`page ${page} shows text outside marked content`);
    return sequences;
  });
  const root = object(reference(catalog, "StructTreeRoot")).dict;
  const parentTree = object(reference(root, "ParentTree")).dict;
  const owners = new Map<string, number>();
  const nums = /\/Nums \[([\s\S]*)\]/.exec(parentTree)?.[1] ?? fail("no parent tree /Nums");
  for (const [, page, refs] of nums.matchAll(/(\d+) \[([^\]]*)\]/g)) {
    [...(refs ?? "").matchAll(/(\d+) 0 R/g)].forEach((ref, mcid) => owners.set(`${page}:${mcid}`, Number(ref[1])));
  }
  const claimed = new Set<string>();
  const element = (id: number): ReadStructElement => {
    const dict = object(id).dict;
    if (!dict.includes("/Type /StructElem")) fail(`object ${id} is not a structure element`);
    const role = /\/S \/(\w+)/.exec(dict)?.[1] ?? fail(`element ${id} has no type`);
    const scope = /\/Scope \/(\w+)/.exec(dict)?.[1];
    const list = /\/K \[(.*)\]/.exec(dict)?.[1] ?? "";
    const kids = [...list.matchAll(/<< \/Type \/MCR \/Pg (\d+) 0 R \/MCID (\d+) >>|(\d+) 0 R/g)].map((kid): ReadStructElement | string => {
      if (kid[3]) return element(Number(kid[3]));
      const page = pageIds.indexOf(Number(kid[1]));
      const key = `${page}:${kid[2]}`;
      const sequence = marked[page]?.get(Number(kid[2])) ?? fail(`element ${id} points at missing marked content ${key}`);
      if (sequence.role !== role) fail(`marked content ${key} is tagged ${sequence.role} inside a ${role}`);
      if (owners.get(key) !== id) fail(`the parent tree does not name element ${id} for ${key}`);
      if (claimed.has(key)) fail(`marked content ${key} belongs to two elements`);
      claimed.add(key);
      return sequence.text;
    });
    return { role, ...(scope ? { scope } : {}), kids };
  };
  const top = /\/K \[(\d+) 0 R\]/.exec(root)?.[1] ?? fail("the structure tree has no root element");
  const document = element(Number(top));
  const total = marked.reduce((sum, sequences) => sum + sequences.size, 0);
  if (claimed.size !== total) fail(`${total - claimed.size} marked content sequences belong to no element`);
  return document;
}

/** All text of a read PDF, lines joined with "\n" and pages with "\n\f\n". */
export function pdfText(pdf: ReadPdf): string {
  return pdf.pages.map((lines) => lines.join("\n")).join("\n\f\n");
}
