// POST /api/insights/1/events: the Insights REST endpoint of the embedded default (S5). Events are validated,
// stored in search_events, then forwarded to Algolia when configured; client mistakes are 4xx JSON.
import { analyticsAllowed } from "@/features/consent";
import { EVENT_LIMITS, parseEventBatch } from "@/features/insights/model";
import { getEventService } from "@/features/insights/server";
import { logger } from "@/platform/logging/logger";

export const dynamic = "force-dynamic";

const HEADERS = { "Cache-Control": "no-store" };

function reply(status: number, message: string): Response {
  return Response.json({ status, message }, { status, headers: HEADERS });
}

export async function POST(request: Request): Promise<Response> {
  // Issue 12: no event is stored for a visitor who has not allowed analytics (ADR 31), checked before the body is read.
  if (!analyticsAllowed(request.headers.get("cookie"))) return reply(403, "Analytics consent is required: no event is stored without it");
  const declared = Number(request.headers.get("content-length") ?? 0);
  if (declared > EVENT_LIMITS.bodyBytes) return reply(413, `Request body larger than ${EVENT_LIMITS.bodyBytes} bytes`);
  // search-insights sends JSON as text/plain (sendBeacon) or application/json: read text either way.
  const text = await request.text().catch(() => "");
  if (text.length > EVENT_LIMITS.bodyBytes) return reply(413, `Request body larger than ${EVENT_LIMITS.bodyBytes} bytes`);
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return reply(400, "Request body is not valid JSON");
  }
  const batch = parseEventBatch(body, Date.now());
  if (!batch.ok) return reply(422, batch.message);
  try {
    const { forwarded } = await getEventService().accept(batch.events);
    forwarded.catch((error: unknown) => logger.warn({ err: error }, "insights: forwarding pending events failed"));
  } catch (error) {
    logger.error({ err: error }, "insights: events could not be stored");
    return reply(503, "Events could not be stored, try again later");
  }
  return reply(200, "OK");
}
