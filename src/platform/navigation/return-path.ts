// Return path around sign-in (A2): saved before leaving for the identity provider, read once after.
import { sameSitePath } from "./safe-target";

export const RETURN_PATH_KEY_PREFIX = "return-path:";
export const RETURN_PATH_FALLBACK = "/";
/** Names the key of the latest sign-in started in this browser, for a return the server could not carry (issue 14). */
export const LAST_RETURN_PATH_KEY = "return-path-last";

type ReturnPathStorage = Pick<Storage, "getItem" | "setItem" | "removeItem">;

interface CurrentLocation {
  pathname: string;
  search: string;
}

/** The storage key for the page the user leaves; the sign-in flow carries it (e.g. in its state). */
export function returnPathKey(location: CurrentLocation): string {
  return `${RETURN_PATH_KEY_PREFIX}${location.pathname}${location.search}`;
}

/** Saves the current path and query; returns the key to read it back with. */
export function saveReturnPath(storage: ReturnPathStorage, location: CurrentLocation): string {
  const key = returnPathKey(location);
  storage.setItem(key, `${location.pathname}${location.search}`);
  storage.setItem(LAST_RETURN_PATH_KEY, key);
  return key;
}

/** Reads the saved path once and removes it; anything not a same-site path falls back to `/`. */
export function takeReturnPath(storage: ReturnPathStorage, key: string, origin: string): string {
  const saved = storage.getItem(key);
  storage.removeItem(key);
  if (storage.getItem(LAST_RETURN_PATH_KEY) === key) storage.removeItem(LAST_RETURN_PATH_KEY);
  if (!saved) return RETURN_PATH_FALLBACK;
  return sameSitePath(saved, origin) ?? RETURN_PATH_FALLBACK;
}

/**
 * The path of the latest sign-in started in this browser, read once and removed: where a visitor goes back to when the
 * sign-in could not bring them back itself (it failed, or took longer than its 10-minute transaction). `/` when none.
 */
export function takeLastReturnPath(storage: ReturnPathStorage, origin: string): string {
  const key = storage.getItem(LAST_RETURN_PATH_KEY);
  storage.removeItem(LAST_RETURN_PATH_KEY);
  return key && key.startsWith(RETURN_PATH_KEY_PREFIX) ? takeReturnPath(storage, key, origin) : RETURN_PATH_FALLBACK;
}
