// Work that can wait for the page: run when the browser is idle after the current tasks (at the latest `timeoutMs`
// later), or soon on a browser without requestIdleCallback. Returns a function that cancels it if it has not run.
export function whenIdle(run: () => void, timeoutMs = 2_000): () => void {
  if (typeof window.requestIdleCallback === "function") {
    const handle = window.requestIdleCallback(() => run(), { timeout: timeoutMs });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = window.setTimeout(run, 200);
  return () => window.clearTimeout(handle);
}
