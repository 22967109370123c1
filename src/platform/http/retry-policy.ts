// Fetch retry policy of spec §8 (E2): one source for the pure decision and the ofetch options.
import { FETCH_RETRY } from "@/config/constants";

/** Reads are idempotent and may be retried; writes are never replayed. */
const RETRYABLE_METHODS = new Set(["GET", "HEAD"]);
const RETRY_STATUS_CODES: ReadonlySet<number> = new Set(FETCH_RETRY.statusCodes);

export interface RetryDecision {
  /** The request is sent once more. */
  retry: boolean;
  /** The response ends in a thrown error when it is not retried (any 400-599). */
  fails: boolean;
}

export function retryPolicy(method: string, status: number): RetryDecision {
  const retry = RETRYABLE_METHODS.has(method.toUpperCase()) && RETRY_STATUS_CODES.has(status);
  return { retry, fails: status >= 400 && status <= 599 };
}

/** How many extra attempts a request of this method gets (ofetch's `retry`). */
export function retryLimit(method: string | undefined): number {
  return RETRYABLE_METHODS.has((method ?? "GET").toUpperCase()) ? FETCH_RETRY.getRetries : 0;
}

/** ofetch's `retryStatusCodes`, the spec's list. */
export const retryStatusCodes: number[] = [...FETCH_RETRY.statusCodes];
