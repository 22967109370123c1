// Product gallery (P5, P9): the main drawing is in the server HTML; thumbnail buttons switch it once hydrated.
// The image props are computed here, on the server, so the client viewer ships no next/image code.
import { imageProps } from "@/platform/ui/image/image-props";
import { IMAGE_QUALITY } from "@/config/constants";
import type { ProductImage } from "../images/views";
import { GalleryViewer, type GallerySlide } from "./GalleryViewer";
import styles from "./ProductGallery.module.css";

const MAIN_PX = 480;

/** Each drawing as the <img> attributes of its main view and of its 64 px thumbnail. */
export function gallerySlides(images: readonly ProductImage[]): GallerySlide[] {
  return images.map((image) => ({
    id: image.url,
    // Shown at most 480 CSS px wide (CSS scales it): 1x and 2x candidates; with `sizes` Next listed four widths up to
    // 1920 for an 800 px drawing, in each slide's props, in the HTML and the RSC payload (issue 15, ADR 45).
    main: imageProps({
      src: image.url,
      alt: image.alt,
      width: MAIN_PX,
      height: Math.round((MAIN_PX * image.height) / image.width),
      quality: IMAGE_QUALITY,
      // eager but neither preloaded nor high priority (React preloads those in <head>): on phones the name is the LCP
      // and this drawing sits below it, competing with the render-blocking CSS; on desktop the tag is found early anyway
      loading: "eager",
      className: styles.image,
    }),
    // No `sizes`: with "64px" Next listed every width it knows, 64 to 1920, for a 64 px thumbnail.
    thumbnail: imageProps({ src: image.url, alt: image.alt, width: 64, height: 64, quality: IMAGE_QUALITY, loading: "lazy" }),
  }));
}

export function ProductGallery({ images, label }: { images: readonly ProductImage[]; label: string }) {
  if (images.length === 0) return null;
  return <GalleryViewer slides={gallerySlides(images)} label={label} />;
}
