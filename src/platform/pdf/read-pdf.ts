// Reads back the PDFs the writer makes (objects through pdf-lib, content streams inflated and interpreted here), checking
// their structure on the way: cross-reference offsets, fonts embedded with a ToUnicode map, every drawing inside marked
// content or an artifact, the structure tree and its parent tree agreeing. Tests assert what a reader of the document
// would see, page by page, line by line, and what a screen reader would walk.
import {
  decodePDFRawStream, PDFArray, PDFBool, PDFDict, PDFDocument, PDFHexString, PDFName, PDFNumber, PDFObject, PDFRawStream, PDFRef, PDFString,
} from "pdf-lib";

export interface ReadPdf {
  version: string;
  title: string;
  lang: string;
  /** Viewers show the title, not the file name (ViewerPreferences /DisplayDocTitle). */
  displayDocTitle: boolean;
  /** The PDF/UA part the XMP metadata claims (1), if any. */
  pdfUa?: number;
  /** Fonts the pages use, by BaseFont without the subset tag; every one is embedded (the reader refuses others). */
  fonts: string[];
  /** The text of each page: one entry per text-showing operator, in drawing order. */
  pages: string[][];
  /** The logical structure of a tagged PDF, as a screen reader walks it; undefined when the file is not tagged. */
  structure?: ReadStructElement;
  /** Top-level bookmarks: title and the index of the page each opens. */
  outline: { title: string; page: number }[];
}

/** A structure element: its type, and in reading order its child elements and the text of its marked content. */
export interface ReadStructElement {
  role: string;
  scope?: string;
  alt?: string;
  kids: (ReadStructElement | string)[];
}

function fail(message: string): never {
  throw new Error(`Malformed PDF: ${message}`);
}

/** The classic cross-reference table agrees with the file: each entry's offset is where its object starts. */
function checkCrossReferences(file: string) {
  if (!/%%EOF\s*$/.test(file)) fail("no %%EOF at the end");
  const startxref = Number(/startxref\s+(\d+)\s+%%EOF\s*$/.exec(file)?.[1] ?? fail("no startxref"));
  const xref = /^xref\s+0 (\d+)\s+/.exec(file.slice(startxref)) ?? fail("startxref does not point at the xref table");
  const entriesAt = startxref + xref[0].length;
  for (let i = 0; i < Number(xref[1]); i++) {
    const entry = /^(\d{10}) (\d{5}) ([nf])[ \r\n]{2}/.exec(file.slice(entriesAt + i * 20, entriesAt + (i + 1) * 20)) ?? fail(`xref entry ${i} is not 20 bytes`);
    if (entry[3] === "n" && !file.startsWith(`${i} ${Number(entry[2])} obj`, Number(entry[1]))) fail(`xref offset of object ${i} does not point at it`);
  }
}

const text = (object: PDFObject | undefined): string =>
  object instanceof PDFString || object instanceof PDFHexString ? object.decodeText() : object instanceof PDFName ? object.decodeText() : "";

// ---- content streams ------------------------------------------------------------------------------------------

type Operand = number | string | { name: string } | { hex: string } | Operand[] | { dict: Record<string, Operand> };

const DELIMITER = /[\s()<>[\]{}/%]/;

/** Tokens of a content stream: operands and operators, in order. */
function* tokens(source: string): Generator<{ operator: string } | { operand: Operand }> {
  let i = 0;
  const stack: (Operand[] | { dict: Operand[] })[] = [];
  const emit = function* (operand: Operand): Generator<{ operand: Operand }> {
    const top = stack.at(-1);
    if (!top) yield { operand };
    else if (Array.isArray(top)) top.push(operand);
    else top.dict.push(operand);
  };
  while (i < source.length) {
    const char = source[i]!;
    if (/\s/.test(char)) {
      i++;
    } else if (char === "%") {
      while (i < source.length && source[i] !== "\n" && source[i] !== "\r") i++;
    } else if (char === "/") {
      let end = i + 1;
      while (end < source.length && !DELIMITER.test(source[end]!)) end++;
      yield* emit({ name: source.slice(i + 1, end) });
      i = end;
    } else if (char === "(") {
      let depth = 1;
      let out = "";
      i++;
      while (i < source.length && depth > 0) {
        const c = source[i++]!;
        if (c === "\\") {
          const next = source[i++] ?? "";
          const octal = /^[0-7]{1,3}/.exec(next + source.slice(i, i + 2));
          if (octal) {
            out += String.fromCharCode(parseInt(octal[0], 8));
            i += octal[0].length - 1;
          } else out += { n: "\n", r: "\r", t: "\t", b: "\b", f: "\f" }[next] ?? next;
        } else if (c === "(") {
          depth++;
          out += c;
        } else if (c === ")") {
          if (--depth > 0) out += c;
        } else out += c;
      }
      yield* emit(out);
    } else if (char === "<" && source[i + 1] === "<") {
      stack.push({ dict: [] });
      i += 2;
    } else if (char === ">" && source[i + 1] === ">") {
      const top = stack.pop();
      if (!top || Array.isArray(top)) fail("unbalanced >> in a content stream");
      const dict: Record<string, Operand> = {};
      for (let k = 0; k + 1 < top.dict.length; k += 2) {
        const key = top.dict[k];
        if (key && typeof key === "object" && "name" in key) dict[key.name] = top.dict[k + 1]!;
      }
      yield* emit({ dict });
      i += 2;
    } else if (char === "<") {
      const end = source.indexOf(">", i);
      if (end < 0) fail("unterminated hex string");
      yield* emit({ hex: source.slice(i + 1, end).replace(/\s+/g, "") });
      i = end + 1;
    } else if (char === "[") {
      stack.push([]);
      i++;
    } else if (char === "]") {
      const top = stack.pop();
      if (!Array.isArray(top)) fail("unbalanced ] in a content stream");
      yield* emit(top);
      i++;
    } else {
      let end = i + 1;
      while (end < source.length && !DELIMITER.test(source[end]!)) end++;
      const word = source.slice(i, end);
      i = end;
      if (/^[+-]?(\d+\.?\d*|\.\d+)$/.test(word)) yield* emit(Number(word));
      else if (word === "true" || word === "false" || word === "null") yield* emit(word);
      else if (stack.length) fail(`operator ${word} inside an array or dictionary`);
      else yield { operator: word };
    }
  }
}

/** A font's codes to text, from its ToUnicode CMap (bfchar and bfrange entries). */
function toUnicodeMap(cmap: string): Map<number, string> {
  const map = new Map<number, string>();
  const utf16 = (hex: string) => {
    const units = hex.replace(/\s+/g, "").match(/.{4}/g)?.map((unit) => parseInt(unit, 16)) ?? [];
    return String.fromCharCode(...units);
  };
  for (const [, body] of cmap.matchAll(/beginbfchar([\s\S]*?)endbfchar/g)) {
    for (const [, code, target] of (body ?? "").matchAll(/<([0-9a-fA-F]+)>\s*<([0-9a-fA-F\s]*)>/g)) map.set(parseInt(code!, 16), utf16(target!));
  }
  for (const [, body] of cmap.matchAll(/beginbfrange([\s\S]*?)endbfrange/g)) {
    for (const [, from, to, list, start] of (body ?? "").matchAll(/<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]+)>\s*(?:\[([^\]]*)\]|<([0-9a-fA-F]+)>)/g)) {
      const first = parseInt(from!, 16);
      const last = parseInt(to!, 16);
      if (last - first > 0xffff) fail("a ToUnicode range is too large");
      if (list !== undefined) {
        [...list.matchAll(/<([0-9a-fA-F\s]*)>/g)].forEach((target, n) => map.set(first + n, utf16(target[1]!)));
      } else {
        const base = utf16(start!);
        for (let code = first; code <= last; code++) map.set(code, base.slice(0, -1) + String.fromCharCode(base.charCodeAt(base.length - 1) + code - first));
      }
    }
  }
  return map;
}

interface PageFont {
  name: string;
  /** Bytes per code: 2 for Identity-H composite fonts, 1 for simple fonts. */
  width: 1 | 2;
  unicode: Map<number, string>;
}

/** Marked content of a page: role and text of each MCID. */
type Marked = Map<number, { role: string; text: string }>;

const PAINTING = new Set(["Tj", "TJ", "'", '"', "S", "s", "f", "F", "f*", "B", "B*", "b", "b*", "Do", "sh"]);

/** Interprets a page's content: its lines of text, and its marked content, refusing anything drawn outside both. */
function interpret(source: string, fonts: Map<string, PageFont>, page: number): { lines: string[]; marked: Marked } {
  const lines: string[] = [];
  const marked: Marked = new Map();
  const markings: { tag: string; mcid?: number }[] = [];
  let font: PageFont | undefined;
  let operands: Operand[] = [];
  const decode = (operand: Operand): string => {
    const bytes = typeof operand === "string" ? [...operand].map((c) => c.charCodeAt(0)) : typeof operand === "object" && "hex" in operand ? (operand.hex.match(/../g) ?? []).map((b) => parseInt(b, 16)) : [];
    if (!font) fail(`text shown without a font on page ${page}`);
    let out = "";
    for (let i = 0; i + font.width <= bytes.length; i += font.width) {
      const code = font.width === 2 ? (bytes[i]! << 8) | bytes[i + 1]! : bytes[i]!;
      out += font.unicode.get(code) ?? fail(`code ${code} of ${font.name} has no Unicode mapping`);
    }
    return out;
  };
  for (const token of tokens(source)) {
    if ("operand" in token) {
      operands.push(token.operand);
      continue;
    }
    const { operator } = token;
    if (operator === "BMC" || operator === "BDC") {
      const tag = operands[0] as { name: string };
      const properties = operator === "BDC" ? (operands[1] as { dict: Record<string, Operand> }).dict : {};
      const mcid = typeof properties.MCID === "number" ? properties.MCID : undefined;
      if (mcid !== undefined && markings.some((m) => m.mcid !== undefined)) fail(`marked content nested in marked content on page ${page}`);
      if (mcid !== undefined) {
        if (marked.has(mcid)) fail(`MCID ${mcid} appears twice on page ${page}`);
        marked.set(mcid, { role: tag.name, text: "" });
      }
      markings.push({ tag: tag.name, ...(mcid !== undefined ? { mcid } : {}) });
    } else if (operator === "EMC") {
      if (!markings.pop()) fail(`EMC without a marked content sequence on page ${page}`);
    } else if (operator === "Tf") {
      const name = (operands[0] as { name: string }).name;
      font = fonts.get(name) ?? fail(`font ${name} is not in the resources of page ${page}`);
    }
    if (PAINTING.has(operator) && !markings.some((m) => m.mcid !== undefined || m.tag === "Artifact")) {
      fail(`page ${page} draws (${operator}) outside marked content`);
    }
    if (operator === "Tj" || operator === "'" || operator === '"' || operator === "TJ") {
      const shown = operator === "TJ" ? (operands[0] as Operand[]).filter((o) => typeof o !== "number").map(decode).join("") : decode(operands.at(-1)!);
      lines.push(shown);
      const mcid = markings.find((m) => m.mcid !== undefined)?.mcid;
      if (mcid !== undefined) marked.get(mcid)!.text += shown;
    }
    operands = [];
  }
  if (markings.length) fail(`page ${page} leaves marked content open`);
  return { lines, marked };
}

// ---- the document ---------------------------------------------------------------------------------------------

export async function readPdf(bytes: Uint8Array): Promise<ReadPdf> {
  const file = Buffer.from(bytes).toString("latin1");
  const version = /^%PDF-(\d\.\d)\r?\n/.exec(file)?.[1] ?? fail("no header");
  checkCrossReferences(file);
  const pdf = await PDFDocument.load(bytes, { updateMetadata: false, throwOnInvalidObject: true });
  const { context, catalog } = pdf;
  const lookup = (object: PDFObject | undefined): PDFObject | undefined => (object instanceof PDFRef ? context.lookup(object) : object);
  const dict = (object: PDFObject | undefined): PDFDict | undefined => {
    const found = lookup(object);
    return found instanceof PDFDict ? found : found instanceof PDFRawStream ? found.dict : undefined;
  };
  const get = (owner: PDFDict | undefined, key: string) => lookup(owner?.get(PDFName.of(key)));
  const streamText = (object: PDFObject | undefined): string => {
    const stream = lookup(object);
    if (!(stream instanceof PDFRawStream)) fail("a stream is missing");
    return Buffer.from(decodePDFRawStream(stream).decode()).toString("latin1");
  };

  const info = dict(context.trailerInfo.Info);
  const viewer = dict(catalog.get(PDFName.of("ViewerPreferences")));
  const metadata = catalog.get(PDFName.of("Metadata")) ? streamText(catalog.get(PDFName.of("Metadata"))) : "";
  const pdfUa = /<pdfuaid:part>(\d+)<\/pdfuaid:part>/.exec(metadata)?.[1];

  const fontNames = new Set<string>();
  const fontsOf = (resources: PDFDict | undefined): Map<string, PageFont> => {
    const fonts = new Map<string, PageFont>();
    const fontDict = dict(get(resources, "Font"));
    for (const [key, ref] of fontDict?.entries() ?? []) {
      const fontObject = dict(ref) ?? fail(`font ${key.decodeText()} is not a dictionary`);
      const baseFont = text(get(fontObject, "BaseFont"));
      const composite = text(get(fontObject, "Subtype")) === "Type0";
      const descendant = composite ? dict((get(fontObject, "DescendantFonts") as PDFArray | undefined)?.get(0)) : fontObject;
      const descriptor = dict(get(descendant, "FontDescriptor"));
      if (!["FontFile", "FontFile2", "FontFile3"].some((k) => get(descriptor, k))) fail(`font ${baseFont} is not embedded`);
      const toUnicode = get(fontObject, "ToUnicode") ?? fail(`font ${baseFont} has no ToUnicode map`);
      const name = baseFont.replace(/^[A-Z]{6}\+/, "");
      fontNames.add(name);
      fonts.set(key.decodeText().replace(/^\//, ""), { name, width: composite ? 2 : 1, unicode: toUnicodeMap(streamText(toUnicode)) });
    }
    return fonts;
  };

  const pageLeaves = pdf.getPages().map((page) => page.node);
  const pageRefs = pdf.getPages().map((page) => page.ref);
  const read = pageLeaves.map((leaf, page) => {
    const contents = lookup(leaf.get(PDFName.of("Contents")));
    const streams = contents instanceof PDFArray ? contents.asArray() : contents ? [contents] : [];
    return interpret(streams.map(streamText).join("\n"), fontsOf(dict(leaf.get(PDFName.of("Resources")))), page);
  });

  const markInfo = dict(catalog.get(PDFName.of("MarkInfo")));
  const structTreeRoot = dict(catalog.get(PDFName.of("StructTreeRoot")));
  let structure: ReadStructElement | undefined;
  if (structTreeRoot) {
    if (!(get(markInfo, "Marked") instanceof PDFBool && (get(markInfo, "Marked") as PDFBool).asBoolean())) fail("a structure tree without /MarkInfo /Marked true");
    structure = readStructure(structTreeRoot, pageLeaves.map((leaf) => leaf), pageRefs, read.map((r) => r.marked), { lookup, dict, get });
  }

  const outline: ReadPdf["outline"] = [];
  const outlines = dict(catalog.get(PDFName.of("Outlines")));
  for (let item = dict(outlines?.get(PDFName.of("First"))), seen = 0; item; item = dict(item.get(PDFName.of("Next")))) {
    if (++seen > pageRefs.length + 10_000) fail("the outline does not end");
    const destination = get(item, "Dest");
    const target = destination instanceof PDFArray ? destination.get(0) : undefined;
    const page = pageRefs.findIndex((ref) => target instanceof PDFRef && ref.toString() === target.toString());
    if (page < 0) fail(`bookmark ${text(get(item, "Title"))} opens no page of the document`);
    outline.push({ title: text(get(item, "Title")), page });
  }

  return {
    version,
    title: text(get(info, "Title")),
    lang: text(catalog.get(PDFName.of("Lang")) ? lookup(catalog.get(PDFName.of("Lang"))) : undefined),
    displayDocTitle: get(viewer, "DisplayDocTitle") instanceof PDFBool && (get(viewer, "DisplayDocTitle") as PDFBool).asBoolean(),
    ...(pdfUa ? { pdfUa: Number(pdfUa) } : {}),
    fonts: [...fontNames].sort(),
    pages: read.map((r) => r.lines),
    ...(structure ? { structure } : {}),
    outline,
  };
}

interface Lookups {
  lookup: (object: PDFObject | undefined) => PDFObject | undefined;
  dict: (object: PDFObject | undefined) => PDFDict | undefined;
  get: (owner: PDFDict | undefined, key: string) => PDFObject | undefined;
}

/**
 * The structure tree, checked as a reader relies on it: each marked sequence belongs to exactly one element of its own
 * type, every sequence belongs to one, and the parent tree names that element.
 */
function readStructure(root: PDFDict, pages: PDFDict[], pageRefs: PDFRef[], marked: Marked[], { lookup, dict, get }: Lookups): ReadStructElement {
  // Parent tree: for each page's StructParents key, the element of each MCID.
  const owners = new Map<string, PDFRef>();
  const collect = (node: PDFDict | undefined) => {
    const nums = get(node, "Nums");
    if (nums instanceof PDFArray) {
      for (let i = 0; i + 1 < nums.size(); i += 2) {
        const key = (lookup(nums.get(i)) as PDFNumber).asNumber();
        const value = lookup(nums.get(i + 1));
        if (value instanceof PDFArray) value.asArray().forEach((ref, mcid) => ref instanceof PDFRef && owners.set(`${key}:${mcid}`, ref));
      }
    }
    const kids = get(node, "Kids");
    if (kids instanceof PDFArray) kids.asArray().forEach((kid) => collect(dict(kid)));
  };
  collect(dict(root.get(PDFName.of("ParentTree"))));
  const structParents = pages.map((page) => {
    const key = get(page, "StructParents");
    return key instanceof PDFNumber ? key.asNumber() : undefined;
  });

  const claimed = new Set<string>();
  const claim = (elementRef: PDFRef | undefined, role: string, pageRef: PDFObject | undefined, mcid: number): string => {
    const page = pageRefs.findIndex((ref) => ref === pageRef || (pageRef instanceof PDFRef && ref.toString() === pageRef.toString()));
    const key = `${page}:${mcid}`;
    const sequence = marked[page]?.get(mcid) ?? fail(`an element points at missing marked content ${key}`);
    if (sequence.role !== role) fail(`marked content ${key} is tagged ${sequence.role} inside a ${role}`);
    const owner = owners.get(`${structParents[page]}:${mcid}`);
    if (!owner || !elementRef || owner.toString() !== elementRef.toString()) fail(`the parent tree does not name the ${role} element of ${key}`);
    if (claimed.has(key)) fail(`marked content ${key} belongs to two elements`);
    claimed.add(key);
    return sequence.text;
  };

  const element = (ref: PDFObject | undefined): ReadStructElement => {
    const node = dict(ref) ?? fail("a structure element is not a dictionary");
    const role = (get(node, "S") as PDFName | undefined)?.decodeText() ?? fail("a structure element has no type");
    const attributes = dict(get(node, "A"));
    const scope = (get(attributes, "Scope") as PDFName | undefined)?.decodeText();
    const alt = get(node, "Alt");
    const page = node.get(PDFName.of("Pg"));
    const k = lookup(node.get(PDFName.of("K")));
    const kids = k instanceof PDFArray ? k.asArray() : k ? [k] : [];
    return {
      role,
      ...(scope ? { scope } : {}),
      ...(alt ? { alt: text(alt) } : {}),
      kids: kids.map((kid): ReadStructElement | string => {
        const value = lookup(kid);
        if (value instanceof PDFNumber) return claim(ref instanceof PDFRef ? ref : undefined, role, page, value.asNumber());
        const kidDict = dict(kid) ?? fail(`a kid of a ${role} element is neither an element nor marked content`);
        if (text(get(kidDict, "Type")) === "MCR") {
          return claim(ref instanceof PDFRef ? ref : undefined, role, kidDict.get(PDFName.of("Pg")) ?? page, (get(kidDict, "MCID") as PDFNumber).asNumber());
        }
        return element(kid);
      }),
    };
  };

  const top = lookup(root.get(PDFName.of("K")));
  const tops = top instanceof PDFArray ? top.asArray() : top ? [root.get(PDFName.of("K"))!] : [];
  if (tops.length !== 1) fail(`the structure tree has ${tops.length} root elements`);
  const document = element(tops[0]);
  const total = marked.reduce((sum, sequences) => sum + sequences.size, 0);
  if (claimed.size !== total) fail(`${total - claimed.size} marked content sequences belong to no element`);
  return document;
}

/** All text of a read PDF, lines joined with "\n" and pages with "\n\f\n". */
export function pdfText(pdf: ReadPdf): string {
  return pdf.pages.map((lines) => lines.join("\n")).join("\n\f\n");
}
