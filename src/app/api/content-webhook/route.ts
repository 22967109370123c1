// Publish webhook of the CMS (C7): authenticates the caller (our relay's HMAC or Contentful's request verification),
// revalidates only the affected cache tags, then saves or deletes the entry's records in the search content indices (X3).
import { revalidateTag } from "next/cache";
import { getContentSource } from "@/features/content/server";
import { getContentIndexWriter } from "@/features/search/server";
import { purgeMicroCache } from "@/platform/cache/micro-cache";
import { logger } from "@/platform/logging/logger";
import { tagsForWebhook, type ContentfulWebhookPayload } from "./revalidation";
import { contentEntryChange, isSharedContentChange, resyncContentSearch, syncContentSearch } from "./search-sync";
import { authenticateWebhook } from "./signature";

export async function POST(request: Request): Promise<Response> {
  const body = await request.text();
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
