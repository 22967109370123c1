// Return path around sign-in (A2): saved before leaving for the identity provider, read once after.
import { sameSitePath } from "./safe-target";

export const RETURN_PATH_KEY_PREFIX = "return-path:";
export const RETURN_PATH_FALLBACK = "/";

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
  return key;
}

/** Reads the saved path once and removes it; anything not a same-site path falls back to `/`. */
export function takeReturnPath(storage: ReturnPathStorage, key: string, origin: string): string {
  const saved = storage.getItem(key);
  storage.removeItem(key);
  if (!saved) return RETURN_PATH_FALLBACK;
  return sameSitePath(saved, origin) ?? RETURN_PATH_FALLBACK;
}
