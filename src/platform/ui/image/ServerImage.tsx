// next/image's markup, rendered by a Server Component: the same srcset, sizes and /_next/image URLs (WebP, quality
// 80), and the same preload hint for `preload`/`priority` images, but no client component. next/image's <Image> is a
// client component, so any page rendering one ships its browser runtime; with this, pages whose images are all
// server-rendered ship none (ADR 16). Client components that must switch images get ready-made props instead
// (see GalleryViewer), and the search page's client-rendered hits keep <Image>.
import { preload as preloadResource } from "react-dom";
import type { ImageProps } from "next/image";
import { imageProps, type ImgProps } from "./image-props";

/** An image's attributes as ServerImage writes them, with next/image's preload hint for `preload`/`priority` images. */
export function serverImageProps(input: ImageProps): ImgProps {
  const props = imageProps(input);
  if (input.preload || input.priority) {
    preloadResource(props.src, {
      as: "image",
      imageSrcSet: props.srcSet,
      imageSizes: props.sizes,
      fetchPriority: props.fetchPriority,
      crossOrigin: props.crossOrigin,
      referrerPolicy: props.referrerPolicy,
    });
  }
  return props;
}

export function ServerImage(input: ImageProps) {
  const props = serverImageProps(input);
  // The alt text is part of the props (next/image requires it).
  // eslint-disable-next-line @next/next/no-img-element, jsx-a11y/alt-text
  return <img {...props} />;
}
