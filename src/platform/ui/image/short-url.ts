// Shorter addresses for Next's optimized images (issue 15, ADR 79). next/image writes
// `/_next/image?url=%2Fproducts-media%2Fa.png&w=640&q=80`: 78 characters, and more where it is escaped (an HTML
// attribute's `&amp;`, static markup's `&#61;`, the inlined payload's `\u0026`). A product card names three such URLs
// and a page dozens, in its HTML and again in its payload. The same image is `/img/640/products-media/a.png`; a rewrite
// of next.config.ts gives that address to Next's own optimizer, which still checks the width, picks WebP by the
// browser's Accept and keeps its cache.
//
// Only what the rewrite maps back is shortened: a site-relative file whose path segments are plain
// (letters, digits, `.`, `_`, `~`, `-`), at the site's one quality. Any other URL (a CMS image on another host, a
// path with spaces or a query) keeps Next's form, which the optimizer still answers.
// A relative import: next.config.ts loads this module too, without the `@/` alias.
import { IMAGE_QUALITY } from "../../../config/constants";

export const SHORT_IMAGE_PREFIX = "/img/";

const NEXT_IMAGE = /^\/_next\/image\?url=([^&]+)&w=(\d{1,4})&q=(\d{1,3})$/;
const PLAIN_PATH = /^(?:\/[A-Za-z0-9_~-][A-Za-z0-9._~-]*)+$/;

/** `/img/{width}/{path}` for Next's URL of a plain site-relative image at the site's quality; any other URL as given. */
export function shortImageUrl(url: string): string {
  const match = NEXT_IMAGE.exec(url);
  if (!match) return url;
  const [, encoded = "", width = "", quality = ""] = match;
  if (Number(quality) !== IMAGE_QUALITY) return url;
  let path: string;
  try {
    path = decodeURIComponent(encoded);
  } catch {
    return url;
  }
  return PLAIN_PATH.test(path) ? `${SHORT_IMAGE_PREFIX}${width}${path}` : url;
}

/** A srcset (`url 1x, url 2x` or `url 640w, ...`) with each URL shortened. */
export function shortSrcSet(srcSet: string): string {
  return srcSet
    .split(", ")
    .map((candidate) => {
      const space = candidate.indexOf(" ");
      return space < 0 ? shortImageUrl(candidate) : `${shortImageUrl(candidate.slice(0, space))}${candidate.slice(space)}`;
    })
    .join(", ");
}

/** The rewrite (next.config.ts) that gives a short address to Next's optimizer. */
// `:path` is one parameter spanning the slashes (`:path+` would be an array, which Next cannot put in a query value).
export const shortImageRewrite = {
  source: `${SHORT_IMAGE_PREFIX}:width(\\d{1,4})/:path(.+)`,
  destination: `/_next/image?url=/:path&w=:width&q=${IMAGE_QUALITY}`,
};
