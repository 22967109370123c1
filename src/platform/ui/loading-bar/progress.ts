// Loading bar model of U2: throttled start, a 2 s easing curve, a short hold at 100 % on finish or failure.
import { LOADING_BAR } from "@/config/constants";

/** How long the full bar stays after finishing before it fades out. */
export const FINISH_HOLD_MS = 400;
/** A navigation that never changes the URL (e.g. redirected back to itself) ends quietly after this. */
export const STALL_MS = 15_000;

export type LoadingBarState =
  | { phase: "idle" }
  | { phase: "loading"; startedAt: number }
  | { phase: "ended"; startedAt: number; endedAt: number; failed: boolean };

export interface LoadingBarView {
  visible: boolean;
  /** 0-100 */
  progress: number;
  failed: boolean;
}

export const IDLE: LoadingBarState = { phase: "idle" };

export function start(state: LoadingBarState, now: number): LoadingBarState {
  return state.phase === "loading" ? state : { phase: "loading", startedAt: now };
}

export function finish(state: LoadingBarState, now: number, failed = false): LoadingBarState {
  if (state.phase !== "loading") return state;
  return { phase: "ended", startedAt: state.startedAt, endedAt: now, failed };
}

/** Nuxt's estimate: an arctangent curve that passes 70 % at `durationMs` and never reaches 100 % by itself. */
export function estimatedProgress(elapsedMs: number, durationMs: number = LOADING_BAR.durationMs): number {
  const completion = (Math.max(0, elapsedMs) / durationMs) * 100;
  return Math.min(99, ((2 / Math.PI) * 100 * Math.atan(completion / 50)));
}

export function view(state: LoadingBarState, now: number, throttleMs: number = LOADING_BAR.throttleMs): LoadingBarView {
  if (state.phase === "idle") return { visible: false, progress: 0, failed: false };
  if (state.phase === "loading") {
    const elapsed = now - state.startedAt;
    return { visible: elapsed >= throttleMs, progress: estimatedProgress(elapsed), failed: false };
  }
  // A navigation that ended inside the throttle window never shows; a failure always does.
  const wasShown = state.endedAt - state.startedAt >= throttleMs || state.failed;
  return { visible: wasShown && now - state.endedAt < FINISH_HOLD_MS, progress: 100, failed: state.failed };
}

/** The state after time passes: ended bars go idle after the hold, stalled ones end quietly. */
export function tick(state: LoadingBarState, now: number): LoadingBarState {
  if (state.phase === "ended" && now - state.endedAt >= FINISH_HOLD_MS) return IDLE;
  if (state.phase === "loading" && now - state.startedAt >= STALL_MS) return finish(state, now);
  return state;
}
