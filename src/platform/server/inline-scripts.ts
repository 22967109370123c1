// Which inline scripts of a page the Content-Security-Policy lets run (ADR 25): only those of a shape the framework or
// the app writes, each allowed by its hash. A script injected into the HTML has another shape and stays blocked.
import { createHash } from "node:crypto";

/** React's streaming runtime (Fizz) definitions, sent once per response before the first instruction of each kind. */
interface RuntimeBlock {
  name: string;
  length: number;
  sha256: string;
}

// The runtime functions of next/dist/compiled/react-dom 19 (the copy Next renders pages with), without their trailing
// semicolons. inline-scripts.test.ts reads them from that file and renders each instruction with it, and fails,
// printing the new values, when a Next upgrade changes them.
export const REACT_RUNTIME_BLOCKS: readonly RuntimeBlock[] = [
  { name: "$RB $RV $RC (complete boundary)", length: 828, sha256: "tNBrhVhpwBw/l0vCWPK8EIr/51zkeQJGlBE46KH5wHM=" },
  { name: "$RS (complete segment)", length: 192, sha256: "dW/dX4s22Wb/RKwjhTPlT6uBNIFHoTR535AjgMKaEws=" },
  { name: "$RX (client render)", length: 199, sha256: "jWUGjMRHNLSoNHPd4KWw4+G9pQwz+ZLNEf0h9mnNOjc=" },
  { name: "$RM $RR (complete boundary with styles)", length: 1104, sha256: "ik5CuzKG16kxLMiWrbGtWliE5C3GFYiZnsysYypmDVc=" },
  { name: "$RV (view transitions)", length: 2693, sha256: "LfMXBKXR5xXI9u1pDOuDbB4KIHro6n8wzUIODtRoGGE=" },
];

/** Statements written verbatim by React (the first-paint timer of its reveal batching). */
const FIXED_STATEMENTS = ["requestAnimationFrame(function(){$RT=performance.now()})"];

/** Calls whose arguments are data: Next's RSC payload, Turbopack's chunk list, React's instructions. */
const DATA_CALLS = [
  /^self\.__next_f\.push\(/,
  /^\(self\.__next_f=self\.__next_f\|\|\[\]\)\.push\(/,
  /^\(globalThis\["TURBOPACK"\] \|\| \(globalThis\["TURBOPACK"\] = \[\]\)\)\.push\(/,
  /^\$R[A-Z]{1,2}\(/,
];

/**
 * A script's text is matched and hashed as a byte string: the page's bytes read as latin1, one character per byte
 * (ADR 25). Reading a page as UTF-8 made V8 build a two-byte string of the whole page as soon as one accented letter
 * was in it, about a millisecond per render (issue 15); the delimiters and the known shapes are ASCII, so they match
 * the same in either reading, and a latin1 string hashes back to exactly the bytes the browser hashes.
 */
const sha256 = (bytes: string) => createHash("sha256").update(bytes, "latin1").digest("base64");
const asBytes = (text: string) => Buffer.from(text, "utf8").toString("latin1");

/**
 * The length of the argument list that starts at `from` (just after an opening parenthesis), up to and excluding its
 * closing parenthesis, or -1 when it never closes. Parentheses inside JSON strings do not count.
 */
function argumentListLength(text: string, from: number): number {
  let depth = 0;
  for (let i = from; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 34 /* " */) {
      for (i++; i < text.length && text.charCodeAt(i) !== 34; i++) if (text.charCodeAt(i) === 92 /* \ */) i++;
    } else if (c === 40 || c === 91 || c === 123) depth++;
    else if (c === 41 /* ) */) {
      if (depth === 0) return i - from;
      depth--;
    } else if (c === 93 || c === 125) depth--;
  }
  return -1;
}

/** Index of the script's last ")" when only semicolons and white space follow it, else -1. */
export function lastCallEnd(script: string): number {
  let i = script.length - 1;
  while (i >= 0 && (script[i] === ";" || script[i] === " " || script[i] === "\n")) i--;
  return i >= 0 && script[i] === ")" ? i : -1;
}

function isJsonList(text: string): boolean {
  try {
    JSON.parse(`[${text}]`);
    return true;
  } catch {
    return false;
  }
}

/** Whether a script is a sequence of statements of the known shapes, with nothing else in it. */
export function isKnownInlineScript(script: string, trusted: readonly string[] = []): boolean {
  return isKnownScriptBytes(asBytes(script), trusted.map(asBytes));
}

/** isKnownInlineScript of a script read as a byte string, the trusted statements given as byte strings too. */
function isKnownScriptBytes(script: string, trusted: readonly string[]): boolean {
  let at = 0;
  const fixed = [...FIXED_STATEMENTS, ...trusted];
  next: while (at < script.length) {
    const c = script[at];
    if (c === ";" || c === "\n" || c === " ") {
      at++;
      continue;
    }
    for (const statement of fixed) {
      if (statement && script.startsWith(statement, at)) {
        at += statement.length;
        continue next;
      }
    }
    for (const block of REACT_RUNTIME_BLOCKS) {
      if (script.length - at >= block.length && script.startsWith("$R", at) && sha256(script.slice(at, at + block.length)) === block.sha256) {
        at += block.length;
        continue next;
      }
    }
    const rest = script.slice(at, at + 120);
    for (const call of DATA_CALLS) {
      const head = call.exec(rest);
      if (!head) continue;
      const start = at + head[0].length;
      // The usual case, one data call making up the rest of the script (each flight chunk): its arguments end at the
      // script's last ")", and are a JSON list, without the character walk (a JSON text holds no ")" outside strings,
      // so this admits exactly what the walk would).
      const end = lastCallEnd(script);
      if (end > start && isJsonList(script.slice(start, end))) {
        at = end + 1;
        continue next;
      }
      const length = argumentListLength(script, start);
      if (length < 0 || !isJsonList(script.slice(start, start + length))) return false;
      at = start + length + 1;
      continue next;
    }
    return false;
  }
  return true;
}

const SCRIPT_ELEMENT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
const SRC_ATTRIBUTE = /(?:^|\s)src\s*=/i;
const TYPE_ATTRIBUTE = /(?:^|\s)type\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+))/i;

export interface InlineScripts {
  /** CSP source expressions (`'sha256-…'`) of the inline scripts allowed to run, each once. */
  hashes: string[];
  /** The first characters of each inline script of no known shape: not allowed, so blocked by the browser. */
  unknown: string[];
}

/**
 * The inline scripts of an HTML document: hashes of those of a known shape (Next's, React's, and the `trusted` ones
 * the app writes), the others listed. Scripts with `src` and data blocks (`type="application/ld+json"`) are not run
 * inline, so they need no hash.
 */
export function inlineScripts(html: string, trusted: readonly string[] = []): InlineScripts {
  return inlineScriptsOfBytes(Buffer.from(html, "utf8"), trusted);
}

/** inlineScripts of a page's bytes as sent (UTF-8), without decoding them as text. */
export function inlineScriptsOfBytes(page: Buffer, trusted: readonly string[] = []): InlineScripts {
  const html = page.toString("latin1");
  const trustedBytes = trusted.map(asBytes);
  const hashes = new Set<string>();
  const unknown: string[] = [];
  for (const [, attributes = "", body = ""] of html.matchAll(SCRIPT_ELEMENT)) {
    if (SRC_ATTRIBUTE.test(attributes)) continue;
    const type = TYPE_ATTRIBUTE.exec(attributes);
    const typeValue = (type?.[1] ?? type?.[2] ?? type?.[3] ?? "").trim().toLowerCase();
    if (typeValue.endsWith("json")) continue;
    if (body === "") continue;
    if (isKnownScriptBytes(body, trustedBytes)) hashes.add(`'sha256-${sha256(body)}'`);
    else unknown.push(Buffer.from(body, "latin1").toString("utf8").slice(0, 80));
  }
  return { hashes: [...hashes], unknown };
}
