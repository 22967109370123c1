// Navigation safety (R16): external URLs need an explicit flag; script-bearing schemes are always refused; a same-site
// path is one no browser can read as another host (`//host`, `/\host`, or what `/.//host` normalises to).
export class NavigationError extends Error {
  constructor(
    message: string,
    readonly url: string,
  ) {
    super(message);
    this.name = "NavigationError";
  }
}

export type NavigationTarget = { kind: "internal"; path: string } | { kind: "external"; url: string };

export interface NavigationOptions {
  /** The caller states that leaving the site is intended. */
  allowExternal?: boolean;
  /** The site's own origin, e.g. `https://www.voltline.example` or `window.location.origin`. */
  origin: string;
}

const REFUSED_SCHEMES = ["javascript:", "data:", "vbscript:"];

/** Browsers ignore ASCII whitespace and control characters inside a scheme, so compare without them. */
function hasRefusedScheme(url: string): boolean {
  const compact = url.replace(/[\u0000-\u0020\u007f]/g, "").toLowerCase();
  return REFUSED_SCHEMES.some((scheme) => compact.startsWith(scheme));
}

/** Characters a URL parser drops before reading a URL (tab, newline) or that no serialized URL holds raw. */
const UNSERIALIZED = /[\u0000-\u0020\u007f]/;

/**
 * Whether `path` is a path of the origin it is resolved against, whatever reads it: one leading "/" not followed by
 * another "/" or "\" (`//host` and `/\host` name another host), and no whitespace or control character (`/\t/host` is
 * `//host` to a browser).
 */
export function isOriginPath(path: string): boolean {
  return path.startsWith("/") && path[1] !== "/" && path[1] !== "\\" && !UNSERIALIZED.test(path);
}

export function safeNavigationTarget(url: string, { allowExternal = false, origin }: NavigationOptions): NavigationTarget {
  if (hasRefusedScheme(url)) throw new NavigationError("Refused navigation to a script or data URL", url);
  let resolved: URL;
  try {
    resolved = new URL(url.trim(), origin);
  } catch {
    throw new NavigationError("Unparseable navigation target", url);
  }
  if (resolved.origin === new URL(origin).origin) {
    const path = `${resolved.pathname}${resolved.search}${resolved.hash}`;
    // `/.//host`, `/..//host` and `/%2e%2e//host` normalise to `//host`: a same-origin URL whose path, used alone, leaves.
    if (!isOriginPath(path)) throw new NavigationError("A path that names another host once normalised", url);
    return { kind: "internal", path };
  }
  if (!allowExternal) throw new NavigationError("External navigation without the explicit flag", url);
  return { kind: "external", url: resolved.href };
}

/** The same-site path of `url`, or undefined when it is external, refused, or would be read as another host. */
export function sameSitePath(url: string, origin: string): string | undefined {
  try {
    const target = safeNavigationTarget(url, { origin });
    return target.kind === "internal" ? target.path : undefined;
  } catch {
    return undefined;
  }
}
