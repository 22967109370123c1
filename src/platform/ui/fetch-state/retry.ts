// U4 (ADR 68): what every island's "try again" does, in one place: move keyboard focus to the region that reloads
// (the button goes with the error; focus left on it would fall to the page's body, WCAG 2.4.3), clear the error (show
// the skeleton again) and ask again by bumping the attempt counter that the island's fetch effect depends on.
import { useRef, useState, type RefObject } from "react";

type Counter = (update: (attempt: number) => number) => void;

/** One press of "try again": focus to the region first (while the button is still there), the island's own reset, then the next attempt. */
export function retryOnce(setAttempt: Counter, reset?: () => void, region?: { focus(options?: FocusOptions): void } | null): void {
  region?.focus({ preventScroll: true });
  reset?.();
  setAttempt((attempt) => attempt + 1);
}

/**
 * The attempt counter for an island's fetch effect, the `onRetry` for its `FetchError` and the ref of the element that
 * takes focus on a retry: one that stays while the island reloads (a heading or the island's own wrapper), with
 * `tabIndex={-1}` and an accessible name.
 */
export function useRetry<T extends HTMLElement = HTMLElement>(reset?: () => void): { attempt: number; retry: () => void; region: RefObject<T | null> } {
  const [attempt, setAttempt] = useState(0);
  const region = useRef<T>(null);
  return { attempt, retry: () => retryOnce(setAttempt, reset, region.current), region };
}
