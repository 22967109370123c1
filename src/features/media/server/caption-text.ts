// Reads a caption track's WebVTT text: local pack files from public/, CMS assets over HTTP.
import "server-only";
import fs from "node:fs/promises";
import path from "node:path";
import { ofetch } from "ofetch";
import { logger } from "@/platform/logging/logger";

export async function loadCaptionText(url: string): Promise<string | null> {
  try {
    if (url.startsWith("/") && !url.startsWith("//")) {
      const file = path.join(process.cwd(), "public", path.normalize(url).replace(/^(\.\.[/\\])+/, ""));
      return await fs.readFile(file, "utf8");
    }
    return await ofetch(url.startsWith("//") ? `https:${url}` : url, { responseType: "text", timeout: 5000 });
  } catch (error) {
    logger.warn({ err: error, url }, "caption track could not be read");
    return null;
  }
}
