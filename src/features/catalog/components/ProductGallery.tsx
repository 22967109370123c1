// Product gallery (P5, P9): the main drawing is in the server HTML; thumbnail buttons switch it once hydrated.
// The image props are computed here, on the server, so the client viewer ships no next/image code.
import { imageProps } from "@/platform/ui/image/image-props";
import { IMAGE_QUALITY } from "@/config/constants";
import type { ProductImage } from "../images/views";
import { GalleryViewer, type GallerySlide } from "./GalleryViewer";
import { THUMBNAIL_PX } from "./gallery-size";

const MAIN_PX = 480;

/** Each drawing as the URLs and size of its main view and of its 64 px thumbnail; the viewer adds the attributes
 *  every slide shares (loading, decoding, class, alt on both). */
export function gallerySlides(images: readonly ProductImage[]): GallerySlide[] {
  return images.map((image) => {
    const height = Math.round((MAIN_PX * image.height) / image.width);
    // Shown at most 480 CSS px wide (CSS scales it): 1x and 2x candidates; with `sizes` Next listed four widths up to
    // 1920 for an 800 px drawing, in each slide's props, in the HTML and the RSC payload (issue 15, ADR 45).
    const main = imageProps({ src: image.url, alt: image.alt, width: MAIN_PX, height, quality: IMAGE_QUALITY });
    // No `sizes`: with "64px" Next listed every width it knows, 64 to 1920, for a 64 px thumbnail.
    const thumbnail = imageProps({ src: image.url, alt: image.alt, width: THUMBNAIL_PX, height: THUMBNAIL_PX, quality: IMAGE_QUALITY });
    return {
      id: image.url,
      alt: image.alt,
      main: { src: main.src, srcSet: main.srcSet, width: MAIN_PX, height },
      thumbnail: { src: thumbnail.src, srcSet: thumbnail.srcSet },
    };
  });
}

export function ProductGallery({ images, label }: { images: readonly ProductImage[]; label: string }) {
  if (images.length === 0) return null;
  return <GalleryViewer slides={gallerySlides(images)} label={label} />;
}
