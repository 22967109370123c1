// Which failures of an HTTP service mean "down" (serve the last good answer) and which are answers (pass through).

/** 4xx statuses that are the service's or our configuration's fault, not the request's: a bad key, throttling, a timeout. */
const OUTAGE_4XX = new Set([401, 403, 408, 425, 429]);

/** The HTTP status an error of axios / contentful.js / ofetch / algoliasearch carries, if any. */
export function httpStatusOf(error: unknown): number | undefined {
  if (!error || typeof error !== "object") return undefined;
  const { status, statusCode, response } = error as { status?: unknown; statusCode?: unknown; response?: { status?: unknown } };
  for (const value of [status, statusCode, response?.status]) if (typeof value === "number" && value > 0) return value;
  return undefined;
}

/** No answer at all (refused, reset, timed out, unresolvable), a 5xx or a service-side 4xx. */
export function isHttpOutage(error: unknown): boolean {
  const status = httpStatusOf(error);
  return status === undefined || status >= 500 || OUTAGE_4XX.has(status);
}
