// Reload-once guard of U3: a failed chunk load reloads to the target path, never twice within the guard lifetime.
import { RELOAD_GUARD_LIFETIME_MS } from "@/config/constants";

/** `stored` is the session-storage value: the wall-clock time of the last reload, or null. */
export function shouldReload(now: number, stored: string | null, lifetimeMs: number = RELOAD_GUARD_LIFETIME_MS): boolean {
  if (stored === null) return true;
  const reloadedAt = Number(stored);
  if (!Number.isFinite(reloadedAt)) return true;
  return Math.abs(now - reloadedAt) >= lifetimeMs;
}

export interface NavigationIntent {
  path: string;
  at: number;
}

/** Where to reload: the link just clicked when the failure follows it closely, else the current page. */
export function reloadTarget(
  intent: NavigationIntent | undefined,
  now: number,
  currentPath: string,
  lifetimeMs: number = RELOAD_GUARD_LIFETIME_MS,
): string {
  return intent && now - intent.at < lifetimeMs ? intent.path : currentPath;
}
