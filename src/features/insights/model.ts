// Search events (S5) in the Insights REST shape `{ events: [...] }`: the schema both the endpoint and the forwarder trust.
import { z } from "@/platform/validation/zod";
import { parseIndexName } from "@/features/search";
import { USER_TOKEN_PATTERN } from "./tokens";

/** Algolia Insights limits: 1000 events a request, 20 objects or 10 filters an event, event names of 1-64 characters. */
export const EVENT_LIMITS = { eventsPerRequest: 1000, objectIDs: 20, filters: 10, eventName: 64, bodyBytes: 1024 * 1024 } as const;

/** Events older than this are refused, as Algolia does (4 days). */
export const MAX_EVENT_AGE_MS = 4 * 24 * 3_600_000;
const MAX_CLOCK_SKEW_MS = 3_600_000;

function decodeFilter(filter: string): string {
  try {
    return decodeURIComponent(filter);
  } catch {
    return filter;
  }
}

const userToken = z.string().regex(USER_TOKEN_PATTERN, "must be 1-129 letters, digits or = + / - _");

const objectData = z
  .object({
    queryID: z.string().regex(/^[0-9a-f]{32}$/, "must be 32 hexadecimal characters").optional(),
    price: z.union([z.number(), z.string().max(32)]).optional(),
    quantity: z.number().int().nonnegative().optional(),
    discount: z.union([z.number(), z.string().max(32)]).optional(),
  })
  .strip();

export const searchEventSchema = z
  .object({
    eventType: z.enum(["view", "click", "conversion"]),
    eventSubtype: z.enum(["addToCart", "purchase"]).optional(),
    eventName: z.string().min(1).max(EVENT_LIMITS.eventName).regex(/^[\x20-\x7e]+$/, "must be printable ASCII"),
    index: z.string().refine((name) => parseIndexName(name) !== undefined, "is not an index of this site"),
    queryID: z.string().regex(/^[0-9a-f]{32}$/, "must be 32 hexadecimal characters").optional(),
    objectIDs: z.array(z.string().min(1).max(512)).min(1).max(EVENT_LIMITS.objectIDs).optional(),
    objectData: z.array(objectData).max(EVENT_LIMITS.objectIDs).optional(),
    // The browser client URL-encodes filters (`brand%3AVoltline`); they are stored decoded.
    filters: z.array(z.string().max(512).transform(decodeFilter).refine((f) => /^[^:]+:.+$/.test(f), "must read attribute:value")).min(1).max(EVENT_LIMITS.filters).optional(),
    positions: z.array(z.number().int().positive()).max(EVENT_LIMITS.objectIDs).optional(),
    userToken,
    authenticatedUserToken: userToken.optional(),
    timestamp: z.number().int().positive().optional(),
    value: z.union([z.number(), z.string().max(32)]).optional(),
    currency: z.string().regex(/^[A-Z]{3}$/, "must be an ISO 4217 code").optional(),
  })
  .strip()
  .superRefine((event, context) => {
    const issue = (path: string, message: string) => context.addIssue({ code: "custom", path: [path], message });
    if (!event.objectIDs === !event.filters) issue("objectIDs", "an event has either objectIDs or filters");
    if (event.eventSubtype && event.eventType !== "conversion") issue("eventSubtype", "only conversions have a subtype");
    if (event.positions) {
      if (event.eventType !== "click" || !event.queryID) issue("positions", "positions belong to clicks after a search (with a queryID)");
      else if (event.positions.length !== event.objectIDs?.length) issue("positions", "needs one position per objectID");
    } else if (event.eventType === "click" && event.queryID) issue("positions", "a click after a search needs the hits' positions");
    if (event.objectData && event.objectData.length !== event.objectIDs?.length) issue("objectData", "needs one entry per objectID");
  });

export type SearchEvent = z.infer<typeof searchEventSchema>;

export const eventBatchSchema = z.object({ events: z.array(searchEventSchema).min(1).max(EVENT_LIMITS.eventsPerRequest) }).strict();

export type EventBatchResult = { ok: true; events: SearchEvent[] } | { ok: false; message: string };

/** Validates a parsed body; the message names the first wrong field, e.g. `events[2].positions: needs one position per objectID`. */
export function parseEventBatch(body: unknown, now: number): EventBatchResult {
  const parsed = eventBatchSchema.safeParse(body);
  if (!parsed.success) {
    const [first] = parsed.error.issues;
    const where = first?.path.map((p, i) => (typeof p === "number" ? `[${p}]` : `${i === 0 ? "" : "."}${String(p)}`)).join("") || "body";
    return { ok: false, message: `${where}: ${first?.message ?? "invalid"}` };
  }
  const stale = parsed.data.events.findIndex((e) => e.timestamp !== undefined && (e.timestamp < now - MAX_EVENT_AGE_MS || e.timestamp > now + MAX_CLOCK_SKEW_MS));
  if (stale >= 0) return { ok: false, message: `events[${stale}].timestamp: must be within the last 4 days` };
  return { ok: true, events: parsed.data.events };
}
