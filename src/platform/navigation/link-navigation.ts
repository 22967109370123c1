// Which clicks on links start an in-app page navigation (used by the loading bar U2 and the chunk guard U3).
export interface LinkClick {
  button: number;
  metaKey: boolean;
  ctrlKey: boolean;
  shiftKey: boolean;
  altKey: boolean;
}

export interface LinkAnchor {
  /** The resolved `href` property of the anchor. */
  href: string;
  target: string;
  download: boolean;
}

export interface PageLocation {
  origin: string;
  pathname: string;
  search: string;
}

/** The path + query the click navigates to inside the app, or undefined when the browser handles it alone. */
export function linkNavigationTarget(click: LinkClick, anchor: LinkAnchor, location: PageLocation): string | undefined {
  if (click.button !== 0 || click.metaKey || click.ctrlKey || click.shiftKey || click.altKey) return undefined;
  if (anchor.download || (anchor.target !== "" && anchor.target !== "_self")) return undefined;
  let url: URL;
  try {
    url = new URL(anchor.href, location.origin);
  } catch {
    return undefined;
  }
  if (url.origin !== location.origin || (url.protocol !== "http:" && url.protocol !== "https:")) return undefined;
  const target = `${url.pathname}${url.search}`;
  // Same page (including hash-only links): no route change follows.
  if (target === `${location.pathname}${location.search}`) return undefined;
  return target;
}

/** Reads the click and its closest anchor from a DOM event; undefined when it is not a link click. */
export function clickedLinkTarget(event: MouseEvent, location: PageLocation): string | undefined {
  const element = event.target instanceof Element ? event.target.closest("a[href]") : null;
  if (!(element instanceof HTMLAnchorElement)) return undefined;
  return linkNavigationTarget(
    event,
    { href: element.href, target: element.target, download: element.hasAttribute("download") },
    location,
  );
}
