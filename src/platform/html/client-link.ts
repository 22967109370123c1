// Which clicks in static markup (ADR 74) the router takes over, as next/link does for its own links: a plain primary
// click on a link marked `data-client-link`, to this origin, without a target or download. Every other click is the
// browser's (a new tab, a download, a sister brand's site, a page without JavaScript).

/** The attribute that marks a link of static markup as a link inside the site (a client navigation). */
export const CLIENT_LINK_ATTRIBUTE = "data-client-link";

interface ClickLike {
  button: number;
  metaKey: boolean;
  ctrlKey: boolean;
  shiftKey: boolean;
  altKey: boolean;
  defaultPrevented: boolean;
  target: EventTarget | null;
}

/** The address to navigate to on the client for this click, or undefined when the browser should handle it. */
export function clientLinkTarget(event: ClickLike, origin: string): string | undefined {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return undefined;
  const target = event.target as Element | null;
  const link = typeof target?.closest === "function" ? target.closest("a[href]") : null;
  if (!link || !link.hasAttribute(CLIENT_LINK_ATTRIBUTE) || link.hasAttribute("download")) return undefined;
  const frame = link.getAttribute("target");
  if (frame && frame !== "_self") return undefined;
  let url: URL;
  try {
    url = new URL(link.getAttribute("href") ?? "", origin);
  } catch {
    return undefined;
  }
  if (url.origin !== origin) return undefined;
  return `${url.pathname}${url.search}${url.hash}`;
}
