// HTML block (C3, C4): sanitized HTML or markdown; markdown that fails to parse shows a translated error paragraph.
import { getTranslations } from "next-intl/server";
import type { HtmlBlock } from "@/features/content/model";
import { RichText, SanitizedHtml } from "@/features/content/components/RichText";
import { renderMarkdown } from "@/features/content/markdown";
import { logger } from "@/platform/logging/logger";
import type { BlockProps } from "../types";

export async function Html({ block }: BlockProps<HtmlBlock>) {
  if (block.format === "html") return <RichText html={block.content} />;
  const result = renderMarkdown(block.content);
  if (result.ok) return <SanitizedHtml html={result.html} />;
  logger.warn({ blockId: block.id }, "markdown block failed to parse");
  const t = await getTranslations("blocks.html");
  return <p className="error-paragraph">{t("markdownError")}</p>;
}
