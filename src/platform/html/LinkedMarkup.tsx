"use client";
// Static markup whose links inside the site navigate on the client (ADR 74): a click on a link marked
// `data-client-link` is taken by the router, as through next/link (without prefetching, as the site's links are).
import { useRouter } from "next/navigation";
import type { MouseEvent } from "react";
import { clientLinkTarget } from "./client-link";
import type { StaticMarkupProps } from "./StaticMarkup";

export function LinkedMarkup({ html, as: Element = "div", ...rest }: Omit<StaticMarkupProps, "links">) {
  const router = useRouter();
  const onClick = (event: MouseEvent<HTMLElement>) => {
    const href = clientLinkTarget(event, window.location.origin);
    if (href === undefined) return;
    event.preventDefault();
    router.push(href);
  };
  return <Element {...rest} onClick={onClick} dangerouslySetInnerHTML={{ __html: html }} />;
}
