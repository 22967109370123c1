// Chooses the ContentSource adapter once from the environment: the local content pack (default) or Contentful (X1).
import "server-only";
import { lastGoodFor, sharedLastGoodFor, type LastGood } from "@/platform/last-good";
import { createContentfulContentSource, isContentfulOutage } from "./contentful";
import { withContentLastGood } from "./last-good";
import { createLocalContentSource } from "./local";
import type { ContentSource } from "./port";

export const CONTENT_ENV_VARIABLES = [
  { name: "CONTENT_SOURCE", description: "local (default: generated/content-pack.json) or contentful" },
  { name: "CONTENT_PACK_PATH", description: "Local adapter: path of the content pack (default generated/content-pack.json)" },
  { name: "CONTENTFUL_SPACE_ID", description: "Contentful space id" },
  { name: "CONTENTFUL_ENVIRONMENT", description: "Contentful environment (default master)" },
  { name: "CONTENTFUL_ACCESS_TOKEN", description: "Content Delivery API token (published content)" },
  { name: "CONTENTFUL_PREVIEW_ACCESS_TOKEN", description: "Content Preview API token (drafts, in draft mode)" },
  { name: "CONTENTFUL_HOST", description: "Delivery API host[:port] (default cdn.contentful.com; preview uses preview.contentful.com); `http://host:port` for plain HTTP (a local fake)" },
  { name: "CONTENT_WEBHOOK_SECRET", description: "Shared secret of the publish webhook's x-voltline-signature HMAC-SHA256 (a relay, local tests)" },
  { name: "CONTENTFUL_WEBHOOK_SIGNING_SECRET", description: "Contentful webhook signing secret: the publish webhook also accepts requests signed by Contentful's request verification" },
  { name: "CONTENTFUL_WEBHOOK_TTL_SECONDS", description: "Seconds a Contentful-signed webhook request stays valid after its x-contentful-timestamp (default 30)" },
  { name: "PREVIEW_SECRET", description: "Secret signing draft-preview URLs (/api/preview)" },
] as const;

export function contentSourceFromEnv(env: Record<string, string | undefined> = process.env): ContentSource {
  const kind = env.CONTENT_SOURCE ?? "local";
  if (kind === "local") return createLocalContentSource();
  if (kind !== "contentful") throw new Error(`CONTENT_SOURCE must be "local" or "contentful", not "${kind}"`);
  const space = env.CONTENTFUL_SPACE_ID;
  const accessToken = env.CONTENTFUL_ACCESS_TOKEN;
  if (!space || !accessToken) throw new Error("CONTENT_SOURCE=contentful needs CONTENTFUL_SPACE_ID and CONTENTFUL_ACCESS_TOKEN");
  return createContentfulContentSource({
    space,
    accessToken,
    environment: env.CONTENTFUL_ENVIRONMENT ?? "master",
    previewAccessToken: env.CONTENTFUL_PREVIEW_ACCESS_TOKEN,
    host: env.CONTENTFUL_HOST,
  });
}

/** The site's ContentSource: Contentful behind its last good answers (E3; a new keeper unless one is given); the local pack as it is. */
export function siteContentSource(env: Record<string, string | undefined> = process.env, keeper?: LastGood): ContentSource {
  const source = contentSourceFromEnv(env);
  return env.CONTENT_SOURCE === "contentful" ? withContentLastGood(source, keeper ?? lastGoodFor("content", isContentfulOutage, env)) : source;
}

let source: ContentSource | undefined;

export function getContentSource(): ContentSource {
  return (source ??= siteContentSource(process.env, process.env.CONTENT_SOURCE === "contentful" ? sharedLastGoodFor("content", isContentfulOutage) : undefined));
}
