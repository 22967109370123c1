// The CMS's publish webhook (C7), behind `POST /api/content-webhook`: authenticates the caller (our relay's HMAC or
// Contentful's request verification), revalidates only the affected cache tags, then saves or deletes the entry's
// records in the search content indices (X3).
import { revalidateTag } from "next/cache";
import { getContentIndexWriter } from "@/features/search/server";
import { purgeMicroCache } from "@/platform/cache/micro-cache";
import { readBodyText, REFUSED_BODY_HEADERS } from "@/platform/http/body";
import { logger } from "@/platform/logging/logger";
import { getContentSource } from "../source";
import { tagsForWebhook, type ContentfulWebhookPayload } from "./revalidation";
import { contentEntryChange, isSharedContentChange, resyncContentSearch, syncContentSearch } from "./search-sync";
import {
  authenticateWebhook,
  CONTENTFUL_SIGNATURE_HEADER,
  CONTENTFUL_SIGNED_HEADERS_HEADER,
  CONTENTFUL_TIMESTAMP_HEADER,
  WEBHOOK_SIGNATURE_HEADER,
} from "./signature";

/** A Contentful entry is at most 2 MB; its webhook payload with every locale stays well under this. */
const WEBHOOK_BODY_BYTES = 4 * 1024 * 1024;

/** Whether the request carries the headers of a scheme this site has a secret for: only then is its body worth reading. */
function claimsKnownScheme(headers: Headers, env: Record<string, string | undefined>): boolean {
  const relay = Boolean(env.CONTENT_WEBHOOK_SECRET) && headers.has(WEBHOOK_SIGNATURE_HEADER);
  const contentful =
    Boolean(env.CONTENTFUL_WEBHOOK_SIGNING_SECRET) &&
    [CONTENTFUL_SIGNATURE_HEADER, CONTENTFUL_SIGNED_HEADERS_HEADER, CONTENTFUL_TIMESTAMP_HEADER].every((name) => headers.has(name));
  return relay || contentful;
}

/** The webhook's answer to one request: 401 before the body is read for an unsigned caller, 413 past 4 MB, 400 for a body that is not JSON. */
export async function handleContentWebhook(request: Request): Promise<Response> {
  // Unsigned callers are refused before their body is read; a signed body must be read whole to check it, within a bound.
  if (!claimsKnownScheme(request.headers, process.env)) return Response.json({ error: "invalid signature" }, { status: 401, headers: REFUSED_BODY_HEADERS });
  const read = await readBodyText(request, WEBHOOK_BODY_BYTES);
  if (!read.ok) return Response.json({ error: read.message }, { status: read.status, headers: read.status === 413 ? REFUSED_BODY_HEADERS : {} });
  const body = read.text;
  const url = new URL(request.url);
  const caller = authenticateWebhook({ method: request.method, path: `${url.pathname}${url.search}`, headers: request.headers, body }, process.env);
  if (!caller.ok) return Response.json({ error: caller.reason }, { status: 401 });
  let payload: ContentfulWebhookPayload;
  try {
    payload = JSON.parse(body) as ContentfulWebhookPayload;
  } catch {
    return Response.json({ error: "body is not JSON" }, { status: 400 });
  }
  // brand links carry entry ids; tags use brand directories
  const source = getContentSource();
  const brands = await source.listBrands({ locale: "en" }).catch((error: unknown) => {
    logger.warn({ err: error }, "content webhook could not read the brands");
    return undefined;
  });
  const directories = new Map((brands ?? []).map((b) => [b.id, b.brandDirectory]));
  const tags = tagsForWebhook(payload, (id) => directories.get(id));
  for (const tag of tags) revalidateTag(tag, "max");
  // Pages kept for a few seconds in front of Next are dropped too, so the next request sees the revalidation.
  if (tags.length > 0) purgeMicroCache();
  logger.info({ entity: payload.sys?.id, type: payload.sys?.type, tags, scheme: caller.scheme }, "content webhook revalidated tags");

  // A brand, section, block or asset reaches many records: each locale's content index is rebuilt from the source.
  if (isSharedContentChange(payload)) {
    const search = await resyncContentSearch({ source, writer: () => getContentIndexWriter() });
    return Response.json({ revalidated: tags, search });
  }
  const change = contentEntryChange(payload);
  if (!change) return Response.json({ revalidated: tags });
  const search = await syncContentSearch(change, { brands, source, writer: () => getContentIndexWriter() });
  return Response.json({ revalidated: tags, search });
}
