// Algolia-compatible HTTP answers over the SearchService (S1-S3): client mistakes are 400 JSON, never a 500 or a stack trace.
import "server-only";
import { isSearchInputError, isSearchUnavailableError } from "@/features/search/model";
import { isServiceUnavailableError, RETRY_AFTER_SECONDS } from "@/platform/errors/unavailable";
import { logger } from "@/platform/logging/logger";

const MAX_BODY_BYTES = 256 * 1024;
const HEADERS = { "Cache-Control": "no-store" };

export function searchError(message: string, status = 400): Response {
  return Response.json({ message, status }, { status, headers: HEADERS });
}

/** Algolia clients send JSON, sometimes as text/plain or form-encoded to avoid CORS preflights, so the body is read as text. */
export async function readJsonBody(request: Request): Promise<Record<string, unknown> | Response> {
  const text = await request.text().catch(() => "");
  if (text.length > MAX_BODY_BYTES) return searchError(`Request body larger than ${MAX_BODY_BYTES} bytes`, 413);
  if (text.trim() === "") return {};
  try {
    const body: unknown = JSON.parse(text);
    if (body === null || typeof body !== "object" || Array.isArray(body)) return searchError("Request body must be a JSON object");
    return body as Record<string, unknown>;
  } catch {
    return searchError("Request body is not valid JSON");
  }
}

/** Runs a search call: SearchInputError and malformed shapes become 400, an unavailable search service 503, anything else a 500 without details. */
export async function answer(run: () => Promise<unknown>): Promise<Response> {
  try {
    return Response.json(await run(), { headers: HEADERS });
  } catch (error) {
    if (isSearchInputError(error)) return searchError(error.message);
    // A TypeError here comes from a request shape the engine did not expect (e.g. a number where a list belongs).
    if (error instanceof TypeError) return searchError("Request has an unexpected shape");
    // The hosted search service, or the CMS the content index is read from, is down with no last good answer kept
    // (the adapter has logged why): a temporary condition, not a bug of ours.
    if (isSearchUnavailableError(error) || isServiceUnavailableError(error)) {
      return Response.json({ message: "Search is temporarily unavailable", status: 503 }, { status: 503, headers: { ...HEADERS, "Retry-After": String(RETRY_AFTER_SECONDS) } });
    }
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
