// U4 (ADR 68): what every island's "try again" does, in one place: clear the error (show the skeleton again) and ask
// again by bumping the attempt counter that the island's fetch effect depends on.
import { useState } from "react";

type Counter = (update: (attempt: number) => number) => void;

/** One press of "try again": the island's own reset (back to loading), then the next attempt. */
export function retryOnce(setAttempt: Counter, reset?: () => void): void {
  reset?.();
  setAttempt((attempt) => attempt + 1);
}

/** The attempt counter for an island's fetch effect and the `onRetry` for its `FetchError`. */
export function useRetry(reset?: () => void): { attempt: number; retry: () => void } {
  const [attempt, setAttempt] = useState(0);
  return { attempt, retry: () => retryOnce(setAttempt, reset) };
}
