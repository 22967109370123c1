// Script block (C3): inline JSON-LD after validation, or an external script from an allow-listed origin; else nothing.
import type { ScriptBlock } from "@/features/content/model";
import { logger } from "@/platform/logging/logger";
import type { BlockProps } from "../types";
import { isAllowedScriptSrc, parseAllowedOrigins, serializeJsonLd } from "./scriptPolicy";

export function Script({ block }: BlockProps<ScriptBlock>) {
  if (block.kind === "json-ld") {
    const json = serializeJsonLd(block.inline);
    if (json === null) {
      logger.warn({ blockId: block.id }, "script block: JSON-LD does not parse; not rendered");
      return null;
    }
    return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />;
  }
  const allowed = parseAllowedOrigins(process.env.SCRIPT_ALLOWED_ORIGINS);
  if (!block.src || !isAllowedScriptSrc(block.src, allowed)) {
    logger.warn({ blockId: block.id, src: block.src }, "script block: origin not allow-listed; not rendered");
    return null;
  }
  return <script src={block.src} async />;
}
