// A remote service is down and nothing good is kept for this read (E3, ADR 30): pages show the 503 view, APIs answer 503.

/** Next keeps a thrown error's own digest, so the error boundary can tell this case from a bug in production builds. */
export const SERVICE_UNAVAILABLE_DIGEST = "VOLTLINE_SERVICE_UNAVAILABLE";
import { CACHE_CONTROL } from "@/platform/cache/strategies";

/** Seconds a client is told to wait (Retry-After): about the time before the adapter tries the service again. */
export const RETRY_AFTER_SECONDS = 30;

export class ServiceUnavailableError extends Error {
  readonly status = 503;
  readonly digest = SERVICE_UNAVAILABLE_DIGEST;
  constructor(
    /** The port that failed: content, catalog, search. */
    readonly service: string,
    /** What went wrong, already free of credentials (no raw HTTP error is attached: it would be logged whole). */
    readonly reason = "unreachable",
  ) {
    super(`${service} service temporarily unavailable (${reason})`);
    this.name = "ServiceUnavailableError";
  }
}

/** Also true across bundle boundaries and for the digest-only copy an error boundary receives. */
export function isServiceUnavailableError(error: unknown): error is ServiceUnavailableError {
  if (error instanceof ServiceUnavailableError) return true;
  if (!error || typeof error !== "object") return false;
  const { name, digest } = error as { name?: unknown; digest?: unknown };
  return name === "ServiceUnavailableError" || digest === SERVICE_UNAVAILABLE_DIGEST;
}

/** The JSON answer of API routes: 503, a message a client can show, no details, not cached. */
export function serviceUnavailableResponse(message = "Service temporarily unavailable"): Response {
  return Response.json(
    { message, status: 503 },
    { status: 503, headers: { "Cache-Control": CACHE_CONTROL.noStore, "Retry-After": String(RETRY_AFTER_SECONDS) } },
  );
}
