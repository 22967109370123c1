// Scroll and last-visited rules of R13, kept pure for tests; ScrollManager applies them.
import { DEFAULT_COOKIE_PATH, LAST_VISITED_COOKIE } from "@/config/constants";

export const LAST_VISITED_MAX_AGE_SECONDS = 30 * 24 * 60 * 60;

export type ScrollTarget = { kind: "top" } | { kind: "element"; id: string } | { kind: "keep" };

/** Back/forward keeps the browser's restored position; a #hash scrolls to its element; else the top. */
export function scrollTargetFor(hash: string, isHistoryTraversal: boolean): ScrollTarget {
  if (isHistoryTraversal) return { kind: "keep" };
  const raw = hash.replace(/^#/, "");
  if (!raw) return { kind: "top" };
  try {
    return { kind: "element", id: decodeURIComponent(raw) };
  } catch {
    return { kind: "element", id: raw };
  }
}

/** The `document.cookie` assignment that stores the last visited site path. */
export function lastVisitedCookie(path: string, secure: boolean): string {
  const parts = [
    `${LAST_VISITED_COOKIE}=${encodeURIComponent(path)}`,
    `Path=${DEFAULT_COOKIE_PATH}`,
    `Max-Age=${LAST_VISITED_MAX_AGE_SECONDS}`,
    "SameSite=Lax",
  ];
  if (secure) parts.push("Secure");
  return parts.join("; ");
}
