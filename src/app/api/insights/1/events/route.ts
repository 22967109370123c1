// POST /api/insights/1/events: the Insights REST endpoint of the embedded default (S5). Events are validated,
// stored in search_events, then forwarded to Algolia when configured; client mistakes are 4xx JSON.
import { sessionUserToken } from "@/features/account/server";
import { analyticsAllowed } from "@/features/consent";
import { bindEventsToSession } from "@/features/insights";
import { EVENT_LIMITS, getEventService, parseEventBatch } from "@/features/insights/server";
import { readJsonBody, REFUSED_BODY_HEADERS } from "@/platform/http/body";
import { logger } from "@/platform/logging/logger";
import { CACHE_CONTROL } from "@/platform/cache/strategies";

export const dynamic = "force-dynamic";

const HEADERS = { "Cache-Control": CACHE_CONTROL.noStore };

function reply(status: number, message: string, headers: Record<string, string> = {}): Response {
  return Response.json({ status, message }, { status, headers: { ...HEADERS, ...headers } });
}

export async function POST(request: Request): Promise<Response> {
  // Issue 12: no event is stored for a visitor who has not allowed analytics (ADR 31), checked before the body is read.
  if (!analyticsAllowed(request.headers.get("cookie"))) return reply(403, "Analytics consent is required: no event is stored without it");
  // search-insights sends JSON as text/plain (sendBeacon) or application/json: read as text either way, 413 past the limit.
  const body = await readJsonBody(request, { maxBytes: EVENT_LIMITS.bodyBytes });
  if (!body.ok) return reply(body.status, body.message, body.status === 413 ? REFUSED_BODY_HEADERS : {});
  const batch = parseEventBatch(body.value, Date.now());
  if (!batch.ok) return reply(422, batch.message);
  // An account's token comes from the request's session, never from the body (issue 12).
  const bound = bindEventsToSession(batch.events, await sessionUserToken(request));
  if (!bound.ok) return reply(403, bound.message);
  try {
    const { forwarded } = await getEventService().accept(bound.events);
    forwarded.catch((error: unknown) => logger.warn({ err: error }, "insights: forwarding pending events failed"));
  } catch (error) {
    logger.error({ err: error }, "insights: events could not be stored");
    return reply(503, "Events could not be stored, try again later");
  }
  return reply(200, "OK");
}
