// Runs once when a server instance starts (Next's instrumentation hook): the embedded search indices, then the
// database, are loaded in the background so every locale's first search is as fast as the next (issue 3: start to
// ready) and no visitor waits for the database to open. Loading waits until the
// production server listens (server/main.ts calls the hook), so it never delays the first page.
import { onceListening } from "@/platform/server/lifecycle";

export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== "nodejs" || process.env.NEXT_PHASE === "phase-production-build") return;
  const { warmUpSearch } = await import("@/features/search/server");
  const { logger } = await import("@/platform/logging/logger");
  // Form submissions skip Next's request handling under server/main.ts: same pipeline, a fraction of the cost (ADR 34).
  const { serveSubmissionsBeforeNext } = await import("@/features/forms/server");
  serveSubmissionsBeforeNext();
  // So do the lists API and the owner's list page, served as its shared shell (ADR 43).
  const { serveListsBeforeNext } = await import("@/features/lists/server");
  serveListsBeforeNext();
  onceListening(() => {
    const started = performance.now();
    warmUpSearch()
      .then(() => logger.info({ ms: Math.round(performance.now() - started) }, "search indices ready"))
      .catch((error: unknown) => logger.error({ err: error }, "search warm-up failed; indices load on first use"))
      // Then the database (events, lists): opened and migrated before the first visitor who needs it, not by them.
      .then(() => import("@/platform/db/client"))
      .then(({ getDb }) => getDb())
      .catch((error: unknown) => logger.error({ err: error }, "database warm-up failed; it opens on first use"));
  });
}
