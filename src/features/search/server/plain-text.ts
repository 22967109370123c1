// CMS text (HTML or markdown) as plain words for search records (S1): tags, markup and entities gone, whitespace collapsed.
import { Marked } from "marked";

const marked = new Marked({ async: false, gfm: true, breaks: false });

const NAMED_ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: " ", ndash: "–", mdash: "—", hellip: "…", rsquo: "’", lsquo: "‘", rdquo: "”", ldquo: "“", laquo: "«", raquo: "»", copy: "©", reg: "®", trade: "™", deg: "°" };

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name[0] === "#") {
      const code = name[1] === "x" || name[1] === "X" ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
      return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    }
    return NAMED_ENTITIES[name.toLowerCase()] ?? whole;
  });
}

const BLOCK_TAG = /<\/?(p|br|hr|div|li|ul|ol|dl|dt|dd|h[1-6]|tr|td|th|table|thead|tbody|caption|blockquote|pre|section|article|header|footer|figure|figcaption)\b[^>]*>/gi;

/** Text of an HTML fragment: script/style bodies dropped, block ends become spaces so words never run together. */
export function htmlToText(html: string): string {
  const text = html
    .replace(/<!--[\s\S]*?-->/g, " ")
    .replace(/<(script|style|template)\b[\s\S]*?<\/\1\s*>/gi, " ")
    .replace(BLOCK_TAG, " ")
    .replace(/<[^>]*>/g, "");
  return decodeEntities(text).replace(/\s+/g, " ").trim();
}

export function markdownToText(markdown: string): string {
  try {
    const html = marked.parse(markdown, { async: false });
    return htmlToText(typeof html === "string" ? html : markdown);
  } catch {
    return htmlToText(markdown);
  }
}

/** At most `max` characters, cut at a word boundary with an ellipsis. */
export function truncateText(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.lastIndexOf(" ", max - 1);
  return `${text.slice(0, cut > max / 2 ? cut : max - 1).replace(/[\s,;:.–—-]+$/, "")}…`;
}
