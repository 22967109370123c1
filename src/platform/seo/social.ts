// Social previews and search snippets (R11, issue 15 §1): the Open Graph tags every page has, and no copies of them.
// Next fills in `twitter:title`, `twitter:description` and `twitter:image*` from `openGraph` unless the page gives them.
// X reads the Open Graph tags where its own are missing, so a page gives only `twitter:card` and an empty image list:
// the copies of the image (four tags, in the head and again in the RSC payload) are not written (ADR 81).
import type { Metadata } from "next";

type OpenGraph = NonNullable<Metadata["openGraph"]>;

/** The `openGraph` of a page and the `twitter` that keeps Next from copying its image into Twitter tags. */
export function socialMetadata(openGraph: OpenGraph): Pick<Metadata, "openGraph" | "twitter"> {
  const images = openGraph.images;
  const hasImage = Array.isArray(images) ? images.length > 0 : Boolean(images);
  return {
    openGraph,
    twitter: { card: hasImage ? "summary_large_image" : "summary", images: [] },
  };
}

/** How long a description search engines show in a result: longer ones are cut there anyway. */
export const SNIPPET_LENGTH = 160;

/**
 * A generated text as a meta description: whole when it fits, else cut at the last word that fits and ended with "…".
 * A description an editor wrote (the CMS's meta description) is theirs and is not passed through here.
 */
export function snippet(text: string, max = SNIPPET_LENGTH): string {
  const clean = text.replace(/\s+/g, " ").trim();
  if (clean.length <= max) return clean;
  const cut = clean.slice(0, max); // room for the ellipsis is made below
  const lastSpace = cut.lastIndexOf(" ", max - 1);
  const words = lastSpace > max / 2 ? cut.slice(0, lastSpace) : cut.slice(0, max - 1);
  return `${words.replace(/[\s,;:.\-–—(]+$/u, "")}…`;
}
