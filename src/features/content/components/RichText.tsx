// Sanitized CMS HTML (C4), sent as static markup (ADR 74, 78). Server-only in practice: keeps sanitize-html out of
// client bundles.
import { sanitizeHtml } from "@/features/content/sanitize";
import { StaticMarkup } from "@/platform/html/StaticMarkup";
import type { Markup } from "@/platform/html/markup";

export function RichText({ html, className }: { html: string; className?: string }) {
  return <SanitizedHtml html={sanitizeHtml(html)} className={className} />;
}

/** HTML already sanitized (a markdown body's), as RichText shows it. */
export function SanitizedHtml({ html, className }: { html: Markup; className?: string }) {
  return <StaticMarkup className={className ?? "prose"} html={html} />;
}
