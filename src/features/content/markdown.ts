// Markdown from the CMS to sanitized HTML (C4); a parse failure is a value, never a thrown error.
import { Marked } from "marked";
import { sanitizeHtml } from "@/features/content/sanitize";
import type { Markup } from "@/platform/html/markup";

export type MarkdownResult = { ok: true; html: Markup } | { ok: false };

const marked = new Marked({ async: false, gfm: true, breaks: false });

export function renderMarkdown(markdown: string): MarkdownResult {
  try {
    const html = marked.parse(markdown, { async: false });
    if (typeof html !== "string") return { ok: false };
    return { ok: true, html: sanitizeHtml(html) };
  } catch {
    return { ok: false };
  }
}
