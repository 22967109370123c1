// Static markup (ADR 74): an element whose content is HTML text built on the server by `html`. React renders and
// hydrates the element alone; its content is the server's, untouched. With `links="client"`, links of the site marked
// `data-client-link` inside it navigate on the client (a small client component); without, no script is involved.
import type { Markup } from "./markup";
import { LinkedMarkup } from "./LinkedMarkup";

export interface StaticMarkupProps {
  html: Markup;
  as?: "div" | "footer" | "nav" | "ul" | "dl" | "details";
  links?: "client";
  className?: string;
  id?: string;
  "aria-label"?: string;
  "aria-labelledby"?: string;
}

export function StaticMarkup({ html, as: Element = "div", links, ...rest }: StaticMarkupProps) {
  if (links === "client") return <LinkedMarkup html={html} as={Element} {...rest} />;
  return <Element {...rest} dangerouslySetInnerHTML={{ __html: html }} />;
}
