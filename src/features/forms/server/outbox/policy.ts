// The outbox's retry policy (X11, ADR 34): how a sink's answer is classified and when a row is tried again. Pure.

/** What one delivery attempt came to. */
export type DeliveryOutcome =
  | { kind: "delivered" }
  /** Worth trying again later; `retryAfterMs` is the service's own Retry-After, when it gave one. */
  | { kind: "retryable"; error: string; retryAfterMs?: number }
  /** Trying again cannot help (the service refused the payload): the row goes to an operator at once. */
  | { kind: "permanent"; error: string };

/** What the worker writes to the row after an attempt. */
export type NextStep = { status: "delivered" } | { status: "pending"; delayMs: number; error: string } | { status: "failed"; error: string };

export const BACKOFF_BASE_MS = 2_000;
export const BACKOFF_CAP_MS = 15 * 60_000;
/** A Retry-After longer than this is read as this: a misconfigured service cannot park a submission for days. */
export const RETRY_AFTER_CAP_MS = 60 * 60_000;
/** last_error is kept short: it is for an operator's list, not a log. */
export const ERROR_MAX_CHARS = 500;

export interface BackoffOptions {
  baseMs?: number;
  capMs?: number;
}

/**
 * Delay before attempt `attempt + 1` after `attempt` failed ones: base doubling per attempt, capped, with "equal jitter"
 * (between half and all of it), so rows that failed together do not all come back in the same second.
 */
export function backoffDelay(attempt: number, random: () => number = Math.random, { baseMs = BACKOFF_BASE_MS, capMs = BACKOFF_CAP_MS }: BackoffOptions = {}): number {
  const exponent = Math.min(Math.max(attempt, 1) - 1, 30);
  const ceiling = Math.min(capMs, baseMs * 2 ** exponent);
  const half = ceiling / 2;
  return Math.round(half + half * Math.min(Math.max(random(), 0), 1));
}

/** Retry-After in milliseconds from now: delta-seconds or an HTTP date; undefined when absent or unreadable. */
export function parseRetryAfter(value: string | null | undefined, now: number = Date.now()): number | undefined {
  const text = value?.trim();
  if (!text) return undefined;
  if (/^\d{1,10}$/.test(text)) return Math.min(Number(text) * 1000, RETRY_AFTER_CAP_MS);
  // An HTTP date names its day and month; Date.parse would read "-5" as a year.
  const at = /^[A-Za-z]{3}, /.test(text) ? Date.parse(text) : Number.NaN;
  if (Number.isNaN(at)) return undefined;
  return Math.min(Math.max(at - now, 0), RETRY_AFTER_CAP_MS);
}

/** The marketing-form service's HTTP answer: 2xx and 409 (already received) are delivered; 408, 429, 5xx are worth a retry; other statuses are refusals. */
export function classifyHttpStatus(status: number, detail: string, retryAfter?: string | null, now: number = Date.now()): DeliveryOutcome {
  if ((status >= 200 && status < 300) || status === 409) return { kind: "delivered" };
  const error = truncateError(`HTTP ${status}${detail ? `: ${detail}` : ""}`);
  if (status === 408 || status === 429 || status >= 500) {
    const retryAfterMs = parseRetryAfter(retryAfter, now);
    return retryAfterMs === undefined ? { kind: "retryable", error } : { kind: "retryable", error, retryAfterMs };
  }
  return { kind: "permanent", error };
}

/** After attempt number `attempts` (counted from 1) came to `outcome`: delivered, tried again later, or failed for an operator. */
export function nextStep(outcome: DeliveryOutcome, attempts: number, maxAttempts: number, random: () => number = Math.random, backoff: BackoffOptions = {}): NextStep {
  if (outcome.kind === "delivered") return { status: "delivered" };
  if (outcome.kind === "permanent") return { status: "failed", error: outcome.error };
  if (attempts >= maxAttempts) return { status: "failed", error: truncateError(`${outcome.error} (gave up after ${attempts} attempts)`) };
  const delayMs = Math.max(backoffDelay(attempts, random, backoff), outcome.retryAfterMs ?? 0);
  return { status: "pending", delayMs, error: outcome.error };
}

/** Longest pause of a failing sink between two probes: a service that comes back is used again within a minute. */
export const SINK_PAUSE_CAP_MS = 60_000;

/**
 * How long the worker leaves a sink alone after `consecutiveFailures` retryable failures in a row (counted from 1),
 * before it sends one probe: the service's Retry-After when it gave one, else the backoff, capped at a minute. While a
 * sink is paused its other rows are not claimed, so an outage costs neither their attempts nor database work.
 */
export function sinkPause(consecutiveFailures: number, outcome: Extract<DeliveryOutcome, { kind: "retryable" }>, random: () => number = Math.random, { baseMs = BACKOFF_BASE_MS, capMs = SINK_PAUSE_CAP_MS }: BackoffOptions = {}): number {
  return Math.max(backoffDelay(consecutiveFailures, random, { baseMs, capMs }), Math.min(outcome.retryAfterMs ?? 0, RETRY_AFTER_CAP_MS));
}

export function truncateError(text: string): string {
  const oneLine = text.replace(/\s+/g, " ").trim();
  return oneLine.length > ERROR_MAX_CHARS ? `${oneLine.slice(0, ERROR_MAX_CHARS - 1)}…` : oneLine;
}
