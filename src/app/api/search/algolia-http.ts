// Algolia-compatible HTTP answers over the SearchService (S1-S3): client mistakes are 400 JSON, never a 500 or a stack trace.
import "server-only";
import { isSearchInputError, isSearchUnavailableError } from "@/features/search";
import { readJsonBody as readBoundedJson, REFUSED_BODY_HEADERS } from "@/platform/http/body";
import { isServiceUnavailableError, RETRY_AFTER_SECONDS } from "@/platform/errors/unavailable";
import { logger } from "@/platform/logging/logger";
import { CACHE_CONTROL } from "@/platform/cache/strategies";

/** Far above any real search request (50 queries of a few hundred bytes each), far below Algolia's 50 MB. */
export const MAX_SEARCH_BODY_BYTES = 256 * 1024;
const HEADERS = { "Cache-Control": CACHE_CONTROL.noStore };

export function searchError(message: string, status = 400, headers: Record<string, string> = {}): Response {
  return Response.json({ message, status }, { status, headers: { ...HEADERS, ...headers } });
}

/**
 * Algolia clients send JSON, sometimes as text/plain or form-encoded to avoid CORS preflights, so the body is read as
 * text: at most MAX_SEARCH_BODY_BYTES (413 as soon as more arrive) and nested at most a few dozen levels (400).
 */
export async function readJsonBody(request: Request): Promise<Record<string, unknown> | Response> {
  const body = await readBoundedJson(request, { maxBytes: MAX_SEARCH_BODY_BYTES, empty: {} });
  if (!body.ok) return searchError(body.message, body.status, body.status === 413 ? REFUSED_BODY_HEADERS : {});
  if (body.value === null || typeof body.value !== "object" || Array.isArray(body.value)) return searchError("Request body must be a JSON object");
  return body.value as Record<string, unknown>;
}

/** Runs a search call: SearchInputError and malformed shapes become 400, an unavailable search service 503, anything else a 500 without details. */
export async function answer(run: () => Promise<unknown>): Promise<Response> {
  try {
    return Response.json(await run(), { headers: HEADERS });
  } catch (error) {
    // As Algolia: an index that does not exist is a 404, any other mistake of the client a 400.
    if (isSearchInputError(error)) return searchError(error.message, error.code === "unknown_index" ? 404 : 400);
    // A TypeError here comes from a request shape the engine did not expect (e.g. a number where a list belongs).
    if (error instanceof TypeError) return searchError("Request has an unexpected shape");
    // The hosted search service failed (the adapter has logged why): a temporary condition, not a bug of ours.
    if (isSearchUnavailableError(error)) return searchError("Search is temporarily unavailable", 503, { "Retry-After": "1" });
    // The CMS the content index is read from is down with no last good answer kept: an outage, retried later.
    if (isServiceUnavailableError(error)) return searchError("Search is temporarily unavailable", 503, { "Retry-After": String(RETRY_AFTER_SECONDS) });
    logger.error({ err: error }, "search failed");
    return searchError("Search failed", 500);
  }
}

/** A path segment decoded once; a stray `%` keeps the text as sent instead of throwing. */
export function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** Any path of the API this site does not serve: Algolia's JSON 404, never the site's HTML page. */
export function pathNotFound(): Response {
  return searchError("Path not found", 404);
}

/** The handlers of the methods a route does not serve (Algolia-shaped 405 naming the one it does). */
export function otherMethods(allowed: string) {
  const refuse = async () => searchError(`Method not allowed: use ${allowed}`, 405, { Allow: allowed });
  return { GET: refuse, PUT: refuse, PATCH: refuse, DELETE: refuse };
}

type IndexParams = { params: Promise<{ index: string }> };

/**
 * The POST handler of a route on one index (`/1/indexes/{index}/query`, `/1/answers/{index}/prediction`): the body read
 * as JSON (bounded), the path's index decoded, the call's answer or its error as Algolia has it. The index is the
 * path's; an indexName in the body is overridden by `call`.
 */
export function indexPost(call: (body: Record<string, unknown>, indexName: string) => Promise<unknown>) {
  return async function POST(request: Request, { params }: IndexParams): Promise<Response> {
    const { index } = await params;
    const body = await readJsonBody(request);
    if (body instanceof Response) return body;
    return answer(() => call(body, decodeSegment(index)));
  };
}
