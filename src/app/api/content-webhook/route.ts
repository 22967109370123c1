// Publish webhook of the CMS (C7): verifies the signature, then revalidates only the affected cache tags.
import { revalidateTag } from "next/cache";
import { getContentSource } from "@/features/content/server";
import { purgeMicroCache } from "@/platform/cache/micro-cache";
import { logger } from "@/platform/logging/logger";
import { tagsForWebhook, type ContentfulWebhookPayload } from "./revalidation";
import { WEBHOOK_SIGNATURE_HEADER, isValidWebhookSignature } from "./signature";

export async function POST(request: Request): Promise<Response> {
  const body = await request.text();
  if (!isValidWebhookSignature(body, request.headers.get(WEBHOOK_SIGNATURE_HEADER), process.env.CONTENT_WEBHOOK_SECRET)) {
    return Response.json({ error: "invalid signature" }, { status: 401 });
  }
  let payload: ContentfulWebhookPayload;
  try {
    payload = JSON.parse(body) as ContentfulWebhookPayload;
  } catch {
    return Response.json({ error: "body is not JSON" }, { status: 400 });
  }
  // brand links carry entry ids; tags use brand directories
  const brands = await getContentSource().listBrands({ locale: "en" }).catch(() => []);
  const directories = new Map(brands.map((b) => [b.id, b.brandDirectory]));
  const tags = tagsForWebhook(payload, (id) => directories.get(id));
  for (const tag of tags) revalidateTag(tag, "max");
  // Pages kept for a few seconds in front of Next are dropped too, so the next request sees the revalidation.
  if (tags.length > 0) purgeMicroCache();
  logger.info({ entity: payload.sys?.id, type: payload.sys?.type, tags }, "content webhook revalidated tags");
  return Response.json({ revalidated: tags });
}
