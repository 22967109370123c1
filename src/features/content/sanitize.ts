// Allow-list sanitizer for CMS HTML (C4): only safe tags, attributes and link schemes survive.
import sanitize from "sanitize-html";
import { LRUCache } from "lru-cache";
import type { Markup } from "@/platform/html/markup";

const ALLOWED_TAGS = [
  "h2", "h3", "h4", "h5", "h6", "p", "br", "hr", "ul", "ol", "li", "a", "strong", "em", "b", "i", "sup", "sub",
  "table", "caption", "thead", "tbody", "tfoot", "tr", "th", "td", "img", "blockquote", "code", "pre", "span", "div",
];

const OPTIONS: sanitize.IOptions = {
  allowedTags: ALLOWED_TAGS,
  allowedAttributes: {
    a: ["href", "title", "target", "rel"],
    img: ["src", "alt", "width", "height"],
    th: ["colspan", "rowspan", "scope"],
    td: ["colspan", "rowspan"],
    span: ["class"],
    div: ["class"],
  },
  allowedSchemes: ["http", "https", "mailto", "tel"],
  allowedSchemesByTag: { img: ["http", "https"] },
  allowProtocolRelative: false,
  disallowedTagsMode: "discard",
  transformTags: {
    // The page owns its single h1; CMS headings start at level two.
    h1: "h2",
    a: (tagName, attribs) => {
      if (attribs.target !== "_blank") {
        const rest = { ...attribs };
        delete rest.target;
        return { tagName, attribs: rest };
      }
      return { tagName, attribs: { ...attribs, rel: "noopener noreferrer" } };
    },
  },
};

// The same CMS HTML is sanitized on every render that shows it (the footer's contact block on every first visit of every
// page, issue 15, ADR 70): the answer is kept per input, within a byte bound. The inputs are CMS content, not visitors'.
const sanitized = new LRUCache<string, string>({ max: 512, maxSize: 4 * 1024 * 1024, sizeCalculation: (value, key) => key.length + value.length });
/** Inputs longer than this are sanitized each time, never kept. */
const MAX_KEPT_INPUT = 64 * 1024;

/**
 * Returns HTML holding only allow-listed tags, attributes and http(s)/mailto/tel/site-relative URLs: markup safe to
 * put in a page as it is (StaticMarkup).
 */
export function sanitizeHtml(html: string): Markup {
  const kept = sanitized.get(html);
  if (kept !== undefined) return kept as Markup;
  const clean = sanitize(html, OPTIONS);
  if (html.length <= MAX_KEPT_INPUT) sanitized.set(html, clean);
  return clean as Markup;
}
