// Navigation safety (R16): external URLs need an explicit flag; script-bearing schemes are always refused.
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

export function safeNavigationTarget(url: string, { allowExternal = false, origin }: NavigationOptions): NavigationTarget {
  if (hasRefusedScheme(url)) throw new NavigationError("Refused navigation to a script or data URL", url);
  let resolved: URL;
  try {
    resolved = new URL(url.trim(), origin);
  } catch {
    throw new NavigationError("Unparseable navigation target", url);
  }
  if (resolved.origin === new URL(origin).origin) {
    return { kind: "internal", path: `${resolved.pathname}${resolved.search}${resolved.hash}` };
  }
  if (!allowExternal) throw new NavigationError("External navigation without the explicit flag", url);
  return { kind: "external", url: resolved.href };
}

/** The same-site path of `url`, or undefined when it is external or refused. */
export function sameSitePath(url: string, origin: string): string | undefined {
  try {
    const target = safeNavigationTarget(url, { origin });
    return target.kind === "internal" ? target.path : undefined;
  } catch {
    return undefined;
  }
}
