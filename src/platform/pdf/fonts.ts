// The fonts every PDF is set in: Source Sans 3 regular and bold (SIL Open Font License 1.1), TrueType files of Adobe's
// `source-sans` npm package, read from node_modules at run time and embedded as subsets (ADR 55). One face covers French,
// Spanish, Vietnamese place names (Thủ Dầu Một) and the symbols of electrical specs (Ω ± ° ≤ ≥ µ ² →); Noto Sans lacks
// ≤ ≥ →. Widths are measured here exactly as PDFKit lays the text out, so wrapped lines never overrun.
import { existsSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import * as fontkit from "fontkit";
import { LRUCache } from "lru-cache";

export type FontName = "regular" | "bold";

const FILES: Record<FontName, string> = { regular: "SourceSans3-Regular.ttf", bold: "SourceSans3-Bold.ttf" };

/**
 * The package's TTF directory. From the working directory first (the server and tests run from the project root, and
 * a bundler may rewrite module-relative resolution), else resolved from this module.
 */
function fontDirectory(): string {
  const fromRoot = path.join(process.cwd(), "node_modules", "source-sans", "TTF");
  if (existsSync(path.join(fromRoot, FILES.regular))) return fromRoot;
  return path.join(path.dirname(createRequire(import.meta.url).resolve("source-sans/package.json")), "TTF");
}

/** The path of a font's TrueType file. */
export function fontFile(name: FontName): string {
  return path.join(fontDirectory(), FILES[name]);
}

const loaded = new Map<FontName, fontkit.Font>();

/** The parsed font, read once per process: PDFKit embeds a subset of it in each document. */
export function font(name: FontName): fontkit.Font {
  let face = loaded.get(name);
  if (!face) {
    const opened = fontkit.openSync(fontFile(name));
    if (!("layout" in opened)) throw new Error(`${FILES[name]} is a font collection`);
    face = opened;
    // fontkit caches each glyph with the characters it was first asked for. Subsetting a composite glyph (ộ) asks for
    // its components (o) with none, and PDFKit maps a glyph to text by those characters: the next document using the
    // shared font then wrote "o" with no text behind it ("Symb les"). A glyph asked for with its characters gets them.
    const getGlyph = face.getGlyph.bind(face);
    face.getGlyph = (id: number, characters?: number[]) => {
      const glyph = getGlyph(id, characters);
      if (glyph && characters?.length && glyph.codePoints.length === 0) glyph.codePoints = characters;
      return glyph;
    };
    loaded.set(name, face);
  }
  return face;
}

/** Ligature characters (ﬁ): printed as their letters, which the font's own ligatures join again where they should. */
const PRESENTATION_FORMS = /[\ufb00-\ufb06]/g;

// Invisible characters that would otherwise print as a missing glyph: zero-width spaces and joiners, the byte order
// mark, the soft hyphen (words are never hyphenated here). Other controls are dropped too; tabs become spaces.
const INVISIBLE = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u00ad\u200b-\u200d\u2060\ufeff]/g;

/** What is printed for a character the font lacks (an emoji, a CJK ideograph): never an empty box. */
export const MISSING = "?";

const normalized = (text: string) =>
  text
    .normalize("NFC")
    .replace(PRESENTATION_FORMS, (char) => char.normalize("NFKC"))
    .replace(INVISIBLE, "")
    .replace(/\t/g, " ");

/** Characters of the text the font cannot print (each once, in order of appearance). */
export function unsupportedCharacters(text: string, name: FontName = "regular"): string[] {
  const face = font(name);
  const missing = new Set<string>();
  for (const char of normalized(text)) {
    if (char !== "\n" && !face.hasGlyphForCodePoint(char.codePointAt(0)!)) missing.add(char);
  }
  return [...missing];
}

/** The text as it is printed: NFC (precomposed Vietnamese letters), invisible characters dropped, unknown ones `?`. */
export function printable(text: string): string {
  const face = font("regular");
  let out = "";
  for (const char of normalized(text)) {
    out += char === "\n" || face.hasGlyphForCodePoint(char.codePointAt(0)!) ? char : MISSING;
  }
  return out;
}

// Widths of laid-out runs in font units, per font: documents repeat the same words. Bounded, so no input grows it.
const runWidths: Record<FontName, LRUCache<string, number>> = {
  regular: new LRUCache({ max: 20_000 }),
  bold: new LRUCache({ max: 20_000 }),
};

function runWidth(run: string, name: FontName): number {
  const cache = runWidths[name];
  let width = cache.get(run);
  if (width === undefined) {
    width = font(name).layout(run).advanceWidth;
    cache.set(run, width);
  }
  return width;
}

/**
 * Width in points of printable text set in a font and size. PDFKit shapes a line word by word, each word with the space
 * that ends it (kerning and ligatures inside words, none across them): so is it measured.
 */
export function textWidth(text: string, name: FontName, size: number): number {
  let units = 0;
  for (const run of text.match(/[^ \t]*[ \t]|[^ \t]+$/g) ?? []) units += runWidth(run, name);
  return (units * size) / font(name).unitsPerEm;
}

/** Advance widths in points of each character alone (no kerning): to cut a word wider than a line. */
export function characterWidths(text: string, name: FontName, size: number): number[] {
  const face = font(name);
  return [...text].map((char) => (face.glyphForCodePoint(char.codePointAt(0)!).advanceWidth * size) / face.unitsPerEm);
}

/** Ascender of the font in thousandths of an em (PDFKit places text by the top of its line box). */
export function ascender(name: FontName): number {
  const face = font(name);
  return (face.ascent * 1000) / face.unitsPerEm;
}

/** Cap height in thousandths of an em: where the layout centres a line's capitals in its leading. */
export function capHeight(name: FontName): number {
  const face = font(name);
  return (face.capHeight * 1000) / face.unitsPerEm;
}
