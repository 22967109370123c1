// A CMS image through next/image (C5): WebP quality 80, responsive sizes, lazy unless told otherwise.
import type { ImageProps } from "next/image";
import type { Markup } from "@/platform/html/markup";
import { imgHtml } from "@/platform/ui/image/img-markup";
import { ServerImage, serverImageProps } from "@/platform/ui/image/ServerImage";
import { IMAGE_QUALITY } from "@/config/constants";
import type { ImageAsset } from "@/features/content/model";

export interface ContentImageProps {
  image: ImageAsset;
  sizes: string;
  className?: string;
  /** Decorative images get an empty alt. */
  decorative?: boolean;
  /** Preload (the hero in the first section); implies eager. */
  preload?: boolean;
  eager?: boolean;
  /** Fill the positioned parent instead of using the intrinsic size. */
  fill?: boolean;
}

/** Alt text from the asset's description, then its title (C5). */
export function imageAlt(image: Pick<ImageAsset, "description" | "title">): string {
  return (image.description || image.title || "").trim();
}

// Contentful serves protocol-relative URLs; next/image needs an absolute or root-relative src.
export function imageSrc(url: string): string {
  return url.startsWith("//") ? `https:${url}` : url;
}

/** next/image's input for a CMS image as ContentImage shows it. */
export function contentImageInput({ image, sizes, className, decorative, preload, eager, fill }: ContentImageProps): ImageProps {
  const alt = decorative ? "" : imageAlt(image);
  const common = {
    src: imageSrc(image.url),
    sizes,
    quality: IMAGE_QUALITY,
    className,
    ...(preload ? { preload: true, fetchPriority: "high" as const } : { loading: eager ? ("eager" as const) : ("lazy" as const) }),
  };
  if (fill || !image.width || !image.height) return { ...common, alt, fill: true };
  return { ...common, alt, width: image.width, height: image.height };
}

/** A CMS image as static markup (ADR 74), with ContentImage's attributes and preload hint. */
export function contentImageHtml(props: ContentImageProps): Markup {
  return imgHtml(serverImageProps(contentImageInput(props)));
}

export function ContentImage(props: ContentImageProps) {
  return <ServerImage {...contentImageInput(props)} />;
}
