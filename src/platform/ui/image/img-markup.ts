// An <img> of ServerImage's attributes as static markup (ADR 74): the same srcset, sizes and /_next/image URLs.
import { attribute, html, joined, styleAttribute, type Markup } from "@/platform/html/markup";
import type { ImgProps } from "./image-props";

/** React's names of the attributes next/image sets, and their HTML names. */
const HTML_NAMES: Readonly<Record<string, string>> = {
  alt: "alt",
  src: "src",
  srcSet: "srcset",
  sizes: "sizes",
  width: "width",
  height: "height",
  loading: "loading",
  decoding: "decoding",
  fetchPriority: "fetchpriority",
  className: "class",
  crossOrigin: "crossorigin",
  referrerPolicy: "referrerpolicy",
  id: "id",
  title: "title",
};

export function imgHtml(props: ImgProps): Markup {
  const attributes: Markup[] = [];
  for (const [name, value] of Object.entries(props)) {
    if (value === undefined || value === null) continue;
    if (name === "style") attributes.push(styleAttribute(value as Record<string, unknown>));
    else if (Object.hasOwn(HTML_NAMES, name)) attributes.push(attribute(HTML_NAMES[name]!, value as string | number));
    // next/image sets nothing else on an <img>; an unknown prop is left out rather than guessed at.
  }
  if (!("alt" in props)) attributes.unshift(attribute("alt", ""));
  return html`<img!${joined(attributes)}>`;
}
