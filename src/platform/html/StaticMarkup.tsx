// Static markup (ADR 74): an element whose content is HTML text built on the server by `html`. React renders and
// hydrates the element alone; its content is the server's, untouched.
// - With `links="client"`, links of the site marked `data-client-link` inside it navigate on the client.
// - A block of KEPT_MIN_LENGTH characters or more is marked, so the server can leave its copy out
//   of the payload it inlines into the document (ADR 78).
// Either goes through a small client component (KeptMarkup); a short block without links involves no script.
import type { Markup } from "./markup";
import { KeptMarkup } from "./KeptMarkup";
import { markStaticMarkup, KEPT_MIN_LENGTH } from "./kept-markup";

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
  if (links === "client" || html.length >= KEPT_MIN_LENGTH) return <KeptMarkup html={markStaticMarkup(html)} as={Element} links={links} {...rest} />;
  return <Element {...rest} dangerouslySetInnerHTML={{ __html: html }} />;
}
