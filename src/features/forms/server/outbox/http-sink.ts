// The production SubmissionSink (X11): POSTs the submission as JSON to the marketing-form service, with the
// submission's key as Idempotency-Key, so a retry after a lost answer is recognised downstream (ADR 34).
import { classifyHttpStatus, truncateError, type DeliveryOutcome } from "./policy";
import type { SubmissionSink } from "./sink";

export interface HttpSinkOptions {
  name?: string;
  url: string;
  /** Sent as `Authorization: Bearer <token>` when set. */
  token?: string;
  timeoutMs: number;
  fetch?: typeof fetch;
}

/** Bytes of an error answer's body kept for last_error; the rest is not read. */
const DETAIL_BYTES = 300;

async function readDetail(response: Response): Promise<string> {
  const reader = response.body?.getReader();
  if (!reader) return "";
  const chunks: Uint8Array[] = [];
  let size = 0;
  try {
    while (size < DETAIL_BYTES) {
      const { done, value } = await reader.read();
      if (done) break;
      chunks.push(value);
      size += value.byteLength;
    }
  } catch {
    // A body cut short still leaves the status to classify.
  } finally {
    await reader.cancel().catch(() => undefined);
  }
  return Buffer.concat(chunks).subarray(0, DETAIL_BYTES).toString("utf8");
}

function describeFailure(error: unknown, timedOut: boolean, stopped: boolean): string {
  if (stopped) return "delivery interrupted: the worker stopped";
  if (timedOut) return "timed out waiting for the marketing-form service";
  const cause = error instanceof Error && error.cause instanceof Error ? `: ${error.cause.message}` : "";
  return truncateError(`network error${error instanceof Error ? `: ${error.message}` : ""}${cause}`);
}

export function createHttpSink({ name = "marketing", url, token, timeoutMs, fetch: fetchImpl = fetch }: HttpSinkOptions): SubmissionSink {
  return {
    name,
    async deliver(payload, { idempotencyKey, signal }): Promise<DeliveryOutcome> {
      const timeout = AbortSignal.timeout(timeoutMs);
      try {
        const response = await fetchImpl(url, {
          method: "POST",
          headers: {
            "content-type": "application/json",
            accept: "application/json",
            "idempotency-key": idempotencyKey,
            ...(token ? { authorization: `Bearer ${token}` } : {}),
          },
          body: JSON.stringify(payload),
          // A redirect is a misconfigured URL: answered as a refusal for an operator, never followed with the payload.
          redirect: "manual",
          signal: AbortSignal.any([signal, timeout]),
        });
        const ok = (response.status >= 200 && response.status < 300) || response.status === 409;
        const detail = ok ? "" : await readDetail(response);
        if (ok) await response.body?.cancel().catch(() => undefined);
        return classifyHttpStatus(response.status, detail, response.headers.get("retry-after"));
      } catch (error) {
        return { kind: "retryable", error: describeFailure(error, timeout.aborted, signal.aborted) };
      }
    },
  };
}
