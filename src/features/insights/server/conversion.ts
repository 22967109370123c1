// A conversion the server sees itself (S5, F7): a buy link followed through the site's redirect. Recorded like the
// events endpoint records the browser's: only with analytics consent (ADR 31), under the visitor's anonymous `_ALGOLIA`
// token, with the account's token only from the request's session (issue 12), validated by the same schema, stored
// in search_events and forwarded to Algolia when configured.
import "server-only";
import type { Locale } from "@/config/locales";
import { analyticsAllowed } from "@/features/consent";
import { searchIndexName } from "@/features/search";
import { logger } from "@/platform/logging/logger";
import { searchEventSchema, type SearchEvent } from "../model";
import { bindEventsToSession } from "../session-token";
import { anonymousTokenFromCookies } from "../tokens";
import type { EventService } from "./events";

export type ConversionOutcome = "recorded" | "noConsent" | "noToken" | "invalid" | "failed";

export interface ServerConversion {
  locale: Locale;
  objectIDs: string[];
  eventName: string;
  /** The search that led to the objects, when the browser's query-ID cache knew it (32 hex digits; anything else is left out). */
  queryID?: string | undefined;
}

/**
 * Records the conversion of the request's visitor; never throws. `sessionToken` is the events token of the request's
 * session (the caller reads it), so nobody records under another account.
 */
export async function recordServerConversion(
  request: Request,
  conversion: ServerConversion,
  deps: { events: () => EventService; sessionToken: () => Promise<string | undefined>; now?: () => number },
): Promise<ConversionOutcome> {
  const cookies = request.headers.get("cookie");
  if (!analyticsAllowed(cookies)) return "noConsent";
  const sessionToken = await deps.sessionToken().catch(() => undefined);
  const userToken = anonymousTokenFromCookies(cookies ?? "") ?? sessionToken;
  if (!userToken) return "noToken";
  const queryID = conversion.queryID && /^[0-9a-f]{32}$/.test(conversion.queryID) ? conversion.queryID : undefined;
  const parsed = searchEventSchema.safeParse({
    eventType: "conversion",
    eventName: conversion.eventName,
    index: searchIndexName("products", conversion.locale),
    objectIDs: conversion.objectIDs,
    userToken,
    timestamp: (deps.now ?? Date.now)(),
    ...(queryID ? { queryID } : {}),
  } satisfies SearchEvent);
  if (!parsed.success) return "invalid";
  const bound = bindEventsToSession([parsed.data], sessionToken);
  if (!bound.ok) return "invalid";
  try {
    const { forwarded } = await deps.events().accept(bound.events);
    forwarded.catch((error: unknown) => logger.warn({ err: error }, "insights: forwarding pending events failed"));
    return "recorded";
  } catch (error) {
    logger.error({ err: error }, "insights: a conversion could not be stored");
    return "failed";
  }
}
