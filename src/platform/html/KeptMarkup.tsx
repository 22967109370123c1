"use client";
// Static markup in the browser (ADR 74, 78): an element whose content is HTML text the server wrote.
// - Links of the site marked `data-client-link` inside it navigate on the client when `links="client"` (a click is
//   handed to the router, as through next/link, without prefetching, as the site's links are).
// - A long block's HTML may have been left out of the document's inlined payload (KEPT_MARK): the element's content in
//   the document is the HTML, and hydration leaves it as it is. Its copy is read once hydrated, so the element shows
//   it again when React mounts it anew from the same payload (a return to the first page of the visit).
import { useRouter } from "next/navigation";
import { useEffect, useMemo, type MouseEvent } from "react";
import { clientLinkTarget } from "./client-link";
import { readMarkedMarkup } from "./kept-markup";
import type { StaticMarkupProps } from "./StaticMarkup";

/** The content of each kept block of this document, by its number in the payload (a page's worth of markup). */
const keptById = new Map<string, string>();

/** StaticMarkup's properties, its HTML marked (kept-markup.ts) or plain; or a JSON-LD script's text. */
export type KeptMarkupProps = Omit<StaticMarkupProps, "html" | "as"> & { html: string; as?: StaticMarkupProps["as"] | "script"; type?: "application/ld+json" };

export function KeptMarkup({ html, as: Element = "div", links, ...rest }: KeptMarkupProps) {
  const router = useRouter();
  const marked = readMarkedMarkup(html);
  const keptId = marked.kind === "kept" ? marked.id : undefined;
  // What this element showed when it was first rendered: nothing while hydrating (the server's content stays), its
  // kept copy when mounted again. Stable for the element, so React never rewrites the content it already holds.
  const keptHtml = useMemo(() => (keptId === undefined ? "" : (keptById.get(keptId) ?? "")), [keptId]);
  const content = marked.kind === "kept" ? keptHtml : marked.html;

  useEffect(() => {
    // A kept block with no copy was not in the document this visit began with: the page's payload is asked again.
    if (keptId !== undefined && !keptById.get(keptId)) router.refresh();
  }, [keptId, router]);

  const keep = (element: HTMLElement | null) => {
    if (element && keptId !== undefined && !keptById.has(keptId) && element.innerHTML !== "") keptById.set(keptId, element.innerHTML);
  };
  const onClick = (event: MouseEvent<HTMLElement>) => {
    const href = clientLinkTarget(event, window.location.origin);
    if (href === undefined) return;
    event.preventDefault();
    router.push(href);
  };
  return (
    <Element
      {...rest}
      ref={keptId === undefined ? undefined : keep}
      onClick={links === "client" ? onClick : undefined}
      dangerouslySetInnerHTML={{ __html: content }}
      suppressHydrationWarning
    />
  );
}
