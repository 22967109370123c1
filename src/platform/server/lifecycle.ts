// Start-up work that must not delay the first request: queued until the HTTP server listens. server/main.ts signals
// it; under plain `next start`, which has no such signal, the work runs after a short delay instead.
import { globalRegistry } from "./global-registry";

type Lifecycle = { listening: boolean; waiting: (() => void)[] };

const lifecycle = globalRegistry<Lifecycle>("voltline.listening", () => ({ listening: false, waiting: [] }));

export const FALLBACK_DELAY_MS = 3_000;

/** Runs `task` once the server listens (at once if it already does). */
export function onceListening(task: () => void, fallbackDelayMs = FALLBACK_DELAY_MS): void {
  const state = lifecycle();
  if (state.listening) {
    task();
    return;
  }
  let done = false;
  const run = () => {
    if (done) return;
    done = true;
    task();
  };
  state.waiting.push(run);
  setTimeout(run, fallbackDelayMs).unref();
}

/** Called by the production server once it accepts connections. */
export function markListening(): void {
  const state = lifecycle();
  state.listening = true;
  for (const task of state.waiting.splice(0)) task();
}
