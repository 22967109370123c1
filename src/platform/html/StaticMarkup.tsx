// Static markup (ADR 74): an element whose content is HTML text built on the server by `html`. React renders and
// hydrates the element alone; its content is the server's, untouched.
// - With `links="client"`, links of the site marked `data-client-link` inside it navigate on the client.
// - A block of KEPT_MIN_LENGTH characters or more, or with client links or `keep` at any length, is marked, so the
//   server can leave its copy out of the payload it inlines into the document (ADR 78).
// Either goes through a small client component (KeptMarkup); a short block without links involves no script.
import type { CSSProperties } from "react";
import type { Markup } from "./markup";
import { KeptMarkup } from "./KeptMarkup";
import { markStaticMarkup, KEPT_MIN_LENGTH } from "./kept-markup";

export interface StaticMarkupProps {
  html: Markup;
  as?: "div" | "article" | "header" | "footer" | "nav" | "ul" | "dl" | "details" | "p" | "figure";
  links?: "client";
  /** Kept out of the inlined payload whatever its length (a short block whose copy costs more than its marker). */
  keep?: boolean;
  className?: string;
  /** The element's own style (a hero's background colour); its content has none of React's. */
  style?: CSSProperties;
  id?: string;
  "aria-label"?: string;
  "aria-labelledby"?: string;
}

export function StaticMarkup({ html, as: Element = "div", links, keep, ...rest }: StaticMarkupProps) {
  // Client links need KeptMarkup whatever the length, so such a block is kept at any length: its copy is all it saves.
  if (links === "client" || keep) return <KeptMarkup html={markStaticMarkup(html, 0)} as={Element} links={links} {...rest} />;
  if (html.length >= KEPT_MIN_LENGTH) return <KeptMarkup html={markStaticMarkup(html)} as={Element} {...rest} />;
  return <Element {...rest} dangerouslySetInnerHTML={{ __html: html }} />;
}
