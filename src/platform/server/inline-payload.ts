// A document's inlined RSC payload without the copy of static markup the document already shows (ADR 78).
//
// Next inlines the RSC payload a page hydrates from as scripts, `self.__next_f.push([1,"<rows>"])`, each chunk of the
// flight stream a JSON string escaped for HTML. A static block's HTML (ADR 74), marked by STATIC_MARK
// (kept-markup.ts), is in the document as the element's content and in that payload as a string: a text row of its
// own, `<id>:T<hex byte length>,<text>`, when it is 1,024 characters or more, else a JSON string in its component's
// row. This rewrites each to KEPT_MARK + a number, so the document carries the block once, leaves out the props
// React writes as "$undefined" (ADR 78 second amendment), and writes the payload as one script.
//
// It reads Next's inline format and React's row format, neither of them public. Anything it does not recognise (a
// binary chunk, a row that does not parse, a row cut off by the end of the page) leaves the page as it was: a page
// is never broken by it, only not made smaller. inline-payload.test.ts pins the format with a page rendered by the
// React this app runs, and the journeys of ADR 78 read pages after hydration and after a return to them.
import { KEPT_MARK, STATIC_MARK } from "@/platform/html/kept-markup";

const PUSH_OPEN = "<script>self.__next_f.push(";
const PUSH_CLOSE = ")</script>";
/** A data push: its argument is JSON escaped for HTML, which holds no "<", so no ")</script>" but its own end. */
const PUSH = /<script>self\.__next_f\.push\((\[[\s\S]*?\])\)<\/script>/g;
/** Row tags followed by a hexadecimal byte length and a comma (React's flight client, `startReadingFromStream`). */
const LENGTH_TAGS = new Set(["T", "A", "O", "o", "b", "U", "S", "s", "L", "l", "G", "g", "M", "m", "V"]);
const HEX = /^[0-9a-f]*$/;
/** STATIC_MARK as JSON writes it (U+0001 as \u0001): inside a model row, after the quote opening a string. */
const JSON_STATIC_MARK = JSON.stringify(STATIC_MARK).slice(0, -1);
/** What any STATIC_MARK holds however many times it is escaped: the cheap test of whether a page has one. */
const STATIC_MARK_NAME = "vl-static";

const HTML_ESCAPES: Record<string, string> = { "&": "\\u0026", ">": "\\u003e", "<": "\\u003c", "\u2028": "\\u2028", "\u2029": "\\u2029" };
/** JSON made safe inside a script element, as Next writes it (`htmlEscapeJsonString`). */
const escapeForScript = (json: string) => json.replace(/[&><\u2028\u2029]/g, (c) => HTML_ESCAPES[c]!);

/** The index just past `bytes` UTF-8 bytes of `text` from `from`, or -1 when the text ends (or a character straddles). */
export function advanceUtf8(text: string, from: number, bytes: number): number {
  let i = from;
  let left = bytes;
  while (left > 0) {
    if (i >= text.length) return -1;
    const c = text.charCodeAt(i);
    if (c < 0x80) {
      left -= 1;
      i += 1;
    } else if (c < 0x800) {
      left -= 2;
      i += 1;
    } else if (c >= 0xd800 && c <= 0xdbff && i + 1 < text.length) {
      left -= 4;
      i += 2;
    } else {
      left -= 3;
      i += 1;
    }
  }
  return left === 0 ? i : -1;
}

/** Whether the quote at `at` is a JSON string's own (not escaped: an even number of backslashes before it). */
function opensString(text: string, at: number): boolean {
  let backslashes = 0;
  while (at - backslashes - 1 >= 0 && text.charCodeAt(at - backslashes - 1) === 92) backslashes++;
  return backslashes % 2 === 0;
}

/** The index just past the closing quote of the JSON string whose content goes on at `from`, or -1. */
function stringEnd(text: string, from: number): number {
  for (let i = from; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 92 /* \ */) i++;
    else if (c === 34 /* " */) return i + 1;
  }
  return -1;
}

interface Cut {
  start: number;
  end: number;
  text: string;
}

/** How React writes a prop whose value is undefined (a string that is "$undefined" is written "$$undefined"). */
const UNDEFINED = "$undefined";

/**
 * A model row (a JSON array or object) without its `"name":"$undefined"` entries, and with each marked string `keep`
 * returns a mark for replaced by that mark; undefined when the row holds no such entry or does not read back as React
 * wrote it. React's client reads such an entry with a JSON reviver that returns undefined for it, which drops the key:
 * the props it decodes are the same. About 70 of them on a product page (`"nonce":"$undefined"` on every stylesheet
 * link, the layout router's unused slots).
 */
function leanModelRow(row: string, keep: (html: string) => string | undefined): string | undefined {
  if ((row[0] !== "[" && row[0] !== "{") || !row.includes(`"${UNDEFINED}"`)) return undefined;
  let value: unknown;
  try {
    value = JSON.parse(row);
  } catch {
    return undefined;
  }
  // Integer-like keys move first when parsed, say: such a row is left to the scan, which changes nothing else in it.
  if (JSON.stringify(value) !== row) return undefined;
  const lean = (node: unknown): unknown => {
    if (typeof node === "string") return node.startsWith(STATIC_MARK) ? (keep(node.slice(STATIC_MARK.length)) ?? node) : node;
    if (Array.isArray(node)) return node.map(lean);
    if (node === null || typeof node !== "object") return node;
    // fromEntries defines each key as data, "__proto__" included.
    return Object.fromEntries(Object.entries(node).flatMap(([name, item]) => (item === UNDEFINED ? [] : [[name, lean(item)]])));
  };
  return JSON.stringify(lean(value));
}

/**
 * The rows to rewrite in the payload's text (marked blocks, props that are undefined), or undefined when the text is
 * not a whole sequence of rows. A marked block is left out only when `inDocument` finds its HTML in the document (an
 * element a client component has not rendered yet, say a closed dialog's, is only in the payload).
 */
export function payloadCuts(payload: string, inDocument: (html: string) => boolean): Cut[] | undefined {
  const cuts: Cut[] = [];
  let marks = 0;
  let at = 0;
  while (at < payload.length) {
    const colon = payload.indexOf(":", at);
    if (colon < 0 || !HEX.test(payload.slice(at, colon))) return undefined;
    const tag = payload[colon + 1];
    if (tag !== undefined && LENGTH_TAGS.has(tag)) {
      const comma = payload.indexOf(",", colon + 2);
      const hex = comma < 0 ? "" : payload.slice(colon + 2, comma);
      if (hex === "" || !HEX.test(hex)) return undefined;
      const end = advanceUtf8(payload, comma + 1, parseInt(hex, 16));
      if (end < 0) return undefined;
      if (tag === "T" && payload.startsWith(STATIC_MARK, comma + 1) && inDocument(payload.slice(comma + 1 + STATIC_MARK.length, end))) {
        const kept = `${KEPT_MARK}${marks++}`;
        cuts.push({ start: at, end, text: `${payload.slice(at, colon)}:T${Buffer.byteLength(kept).toString(16)},${kept}` });
      }
      at = end;
    } else {
      const newline = payload.indexOf("\n", colon + 1);
      if (newline < 0) return undefined;
      const lean = leanModelRow(payload.slice(colon + 1, newline), (html) => (inDocument(html) ? `${KEPT_MARK}${marks++}` : undefined));
      if (lean !== undefined) {
        cuts.push({ start: colon + 1, end: newline, text: lean });
        at = newline + 1;
        continue;
      }
      for (let found = payload.indexOf(JSON_STATIC_MARK, colon + 1); found >= 0 && found < newline; found = payload.indexOf(JSON_STATIC_MARK, found + 1)) {
        if (!opensString(payload, found)) continue;
        const end = stringEnd(payload, found + JSON_STATIC_MARK.length);
        if (end < 0 || end > newline) return undefined;
        if (!inDocument((JSON.parse(payload.slice(found, end)) as string).slice(STATIC_MARK.length))) continue;
        cuts.push({ start: found, end, text: JSON.stringify(`${KEPT_MARK}${marks++}`) });
      }
      at = newline + 1;
    }
  }
  return cuts;
}

/** The payload with the cuts made. */
function cutPayload(payload: string, cuts: readonly Cut[]): string {
  const pieces: string[] = [];
  let cursor = 0;
  for (const cut of cuts) {
    pieces.push(payload.slice(cursor, cut.start), cut.text);
    cursor = cut.end;
  }
  pieces.push(payload.slice(cursor));
  return pieces.join("");
}

/**
 * The page with its static markup left out of the inlined payload, and the payload in one script where its last chunk
 * was; undefined when there is nothing to change or the page's payload is not of the known shape.
 *
 * One script, because the page is sent whole (the security layer holds it): the browser has every chunk before
 * DOMContentLoaded either way, when Next closes the payload's stream, and one script is one hash in the page's
 * Content-Security-Policy instead of one per chunk (fourteen on a product page).
 */
export function compactInlinePayload(page: Buffer): Buffer | undefined {
  const text = page.toString("latin1");
  const pushes: { start: number; end: number }[] = [];
  const chunks: string[] = [];
  for (const match of text.matchAll(PUSH)) {
    let value: unknown;
    try {
      value = JSON.parse(Buffer.from(match[1]!, "latin1").toString("utf8"));
    } catch {
      return undefined;
    }
    if (!Array.isArray(value) || value[0] !== 1 || typeof value[1] !== "string") return undefined;
    pushes.push({ start: match.index, end: match.index + match[0].length });
    chunks.push(value[1]);
  }
  const payload = chunks.join("");
  // The page is read as latin1 (one character per byte, as the CSP layer reads it): a block is looked for as its bytes.
  const cuts = text.includes(STATIC_MARK_NAME) ? payloadCuts(payload, (html) => text.includes(Buffer.from(html, "utf8").toString("latin1"))) : payloadCuts(payload, () => false);
  if (!cuts || (cuts.length === 0 && pushes.length < 2)) return undefined;
  const merged = Buffer.from(`${PUSH_OPEN}${escapeForScript(JSON.stringify([1, cutPayload(payload, cuts)]))}${PUSH_CLOSE}`, "utf8");
  const parts: Buffer[] = [];
  let cursor = 0;
  pushes.forEach((push, index) => {
    parts.push(page.subarray(cursor, push.start));
    if (index === pushes.length - 1) parts.push(merged);
    cursor = push.end;
  });
  parts.push(page.subarray(cursor));
  return Buffer.concat(parts);
}
