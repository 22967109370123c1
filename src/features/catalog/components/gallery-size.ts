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
