// The marks of static markup whose copy in a document's inlined RSC payload the server may leave out (ADR 78).
//
// A static block of KEPT_MIN_LENGTH characters or more is handed to its client component as STATIC_MARK + its HTML.
// The server finds the marked strings in the payload it inlines into a page and replaces each with KEPT_MARK + a
// number (`compactInlinePayload`): the HTML is already in the document, as the element's content, and the component
// keeps that content as the server wrote it. Payloads fetched by client navigations are never rewritten: they carry
// STATIC_MARK + the HTML.

/** Shorter blocks stay plain elements: their copy costs less than the client component that would keep them. */
export const KEPT_MIN_LENGTH = 256;
export const STATIC_MARK = "\u0001vl-static\u0001";
export const KEPT_MARK = "\u0001vl-kept\u0001";

export type MarkedMarkup =
  /** The HTML itself (rendered on the server, or carried by a client navigation's payload). */
  | { kind: "markup"; html: string }
  /** Left out of the document's inlined payload: the element's content in the document is the HTML. */
  | { kind: "kept"; id: string }
  /** A string without a mark: shown as it is. */
  | { kind: "plain"; html: string };

export function readMarkedMarkup(value: string): MarkedMarkup {
  if (value.startsWith(STATIC_MARK)) return { kind: "markup", html: value.slice(STATIC_MARK.length) };
  if (value.startsWith(KEPT_MARK)) return { kind: "kept", id: value.slice(KEPT_MARK.length) };
  return { kind: "plain", html: value };
}

/**
 * The value the server hands a block's client component: marked when the block is long enough to be kept. A block
 * that has the client component anyway (its links navigate on the client) is worth keeping at any length (`minLength` 0).
 */
export function markStaticMarkup(html: string, minLength = KEPT_MIN_LENGTH): string {
  return html.length >= minLength ? STATIC_MARK + html : html;
}
