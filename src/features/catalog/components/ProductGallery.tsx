// Product gallery (P5, P9): the main drawing is in the server HTML; thumbnail buttons switch it once hydrated.
// The image props are computed here, on the server, so the client viewer ships no next/image code.
import { imageProps } from "@/platform/ui/image/image-props";
import { IMAGE_QUALITY } from "@/config/constants";
import type { Locale } from "@/config/locales";
import { viewName, type ProductImage } from "../images/views";
import { GalleryViewer, type GallerySlide } from "./GalleryViewer";
import { fillPattern, MAIN_PX, mapViewUrls, PATH_SLOT, sharedStart, THUMBNAIL_PX, type SlideUrls } from "./gallery-size";

export interface GalleryProps {
  /** The URLs of every drawing, PATH_SLOT standing for its path (ADR 79: `/img/640{path}`). */
  pattern: SlideUrls;
  /** What every drawing's alt starts with (the product's name): each slide's `alt` is the rest. */
  altStart: string;
  slides: GallerySlide[];
}

/**
 * The viewer's props: each drawing as its path, alt and height, and the URL pattern they share, taken from the first
 * drawing. Its URLs differ only by the path (the same widths, the short form of ADR 79), so the page carries each URL
 * once instead of six per drawing, in its HTML and its payload (issue 15 §1). A drawing the pattern does not make
 * (an image on another host, in Next's long form) carries its own URLs. A thumbnail is named by its view alone ("Side
 * view"): the gallery is the product's, and its name, in every drawing's alt, would be read three times more. That
 * name starts every drawing's alt, and is carried once too (`altStart`).
 */
export function galleryProps(images: readonly ProductImage[], locale: Locale): GalleryProps | undefined {
  const views = images.map((image) => {
    const height = Math.round((MAIN_PX * image.height) / image.width);
    // Shown at most 480 CSS px wide (CSS scales it): 1x and 2x candidates; with `sizes` Next listed four widths up to
    // 1920 for an 800 px drawing, in each slide's props, in the HTML and the RSC payload (issue 15, ADR 45).
    const main = imageProps({ src: image.url, alt: image.alt, width: MAIN_PX, height, quality: IMAGE_QUALITY });
    // No `sizes`: with "64px" Next listed every width it knows, 64 to 1920, for a 64 px thumbnail.
    const thumbnail = imageProps({ src: image.url, alt: image.alt, width: THUMBNAIL_PX, height: THUMBNAIL_PX, quality: IMAGE_QUALITY });
    return { image, height, urls: { main: mapViewUrls(main), thumbnail: mapViewUrls(thumbnail) } };
  });
  const [first] = views;
  if (!first) return undefined;
  const slot = (url: string) => url.replaceAll(first.image.url, PATH_SLOT);
  const pattern = { main: mapViewUrls(first.urls.main, slot), thumbnail: mapViewUrls(first.urls.thumbnail, slot) };
  const altStart = sharedStart(images.map((image) => image.alt));
  const slides = views.map(({ image, height, urls }) => ({
    id: image.url,
    alt: image.alt.slice(altStart.length),
    view: viewName(image.view, locale),
    height,
    ...(JSON.stringify(fillPattern(pattern, image.url)) === JSON.stringify(urls) ? {} : { urls }),
  }));
  return { pattern, altStart, slides };
}

export function ProductGallery({ images, label, locale }: { images: readonly ProductImage[]; label: string; locale: Locale }) {
  const props = galleryProps(images, locale);
  return props ? <GalleryViewer {...props} label={label} /> : null;
}
