// Sanitized CMS HTML (C4). Server-only in practice: keeps sanitize-html out of client bundles.
import { sanitizeHtml } from "@/features/content/sanitize";

export function RichText({ html, className }: { html: string; className?: string }) {
  return <div className={className ?? "prose"} dangerouslySetInnerHTML={{ __html: sanitizeHtml(html) }} />;
}
