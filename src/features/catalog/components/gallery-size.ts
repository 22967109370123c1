// The gallery's sizes and URL pattern, shared by the server half (its URLs) and the client viewer (its <img> sizes and
// URLs). A plain module: a constant exported from the "use client" viewer would reach a server component as a client
// reference.
export const THUMBNAIL_PX = 64;
/** The main view's width in CSS px (CSS scales it down). */
export const MAIN_PX = 480;

/** An image's URLs; in a pattern, PATH_SLOT stands where the drawing's path goes. */
export interface ViewUrls {
  src: string;
  srcSet?: string;
}

/** The URLs of a drawing's main view and thumbnail. */
export interface SlideUrls {
  main: ViewUrls;
  thumbnail: ViewUrls;
}

export const PATH_SLOT = "{path}";

/** An image's URLs with `rewrite` applied to its src and srcset (no srcset key when it has none). */
export function mapViewUrls(urls: ViewUrls, rewrite: (url: string) => string = (url) => url): ViewUrls {
  return { src: rewrite(urls.src), ...(urls.srcSet ? { srcSet: rewrite(urls.srcSet) } : {}) };
}

/** The URLs a pattern makes for the drawing at `path`. */
export function fillPattern(pattern: SlideUrls, path: string): SlideUrls {
  const fill = (url: string) => url.replaceAll(PATH_SLOT, path);
  return { main: mapViewUrls(pattern.main, fill), thumbnail: mapViewUrls(pattern.thumbnail, fill) };
}

/**
 * What every text starts with, for two texts or more (the product's name and its comma, in each drawing's alt): the
 * gallery's props carry it once and each drawing the rest, as they carry the URLs once as a pattern. Cut after a
 * space, so each rest starts a word; "" when the texts share no word or there is only one.
 */
export function sharedStart(texts: readonly string[]): string {
  if (texts.length < 2) return "";
  let end = 0;
  const [first, ...others] = texts as [string, ...string[]];
  while (end < first.length && others.every((text) => text[end] === first[end])) end++;
  return first.slice(0, first.lastIndexOf(" ", end - 1) + 1);
}
