// Gallery views of a product drawing and their URLs (P5, P9); client-safe, no file access.
import type { Locale } from "@/config/locales";

export const DRAWING_VIEWS = ["front", "side", "detail"] as const;
export type DrawingView = (typeof DRAWING_VIEWS)[number];
export const DRAWING_SIZE = 800;
export const PRODUCT_MEDIA_PATH = "/products-media";

export interface ProductImage {
  /** Image id of the drawing (images.json). */
  id: string;
  view: DrawingView;
  /** Site-relative URL of the 800x800 PNG, optimized to WebP by next/image. */
  url: string;
  alt: string;
  width: number;
  height: number;
}

// Alt text is catalogue data resolved per locale, like document titles.
const VIEW_LABELS: Record<DrawingView, Record<Locale, string>> = {
  front: { en: "front view", "fr-ca": "vue de face", "es-mx": "vista frontal" },
  side: { en: "angled view", "fr-ca": "vue en perspective", "es-mx": "vista en perspectiva" },
  detail: { en: "detail view", "fr-ca": "vue de détail", "es-mx": "vista de detalle" },
};

/** A view's name on its own, as a label starts ("Front view"): the gallery's thumbnails, whose product the page names. */
export function viewName(view: DrawingView, locale: Locale): string {
  const label = VIEW_LABELS[view][locale];
  return label.charAt(0).toLocaleUpperCase(locale) + label.slice(1);
}

export function productMediaUrl(imageId: string, view: DrawingView, extension: "png" | "webp" = "png"): string {
  return `${PRODUCT_MEDIA_PATH}/${encodeURIComponent(imageId)}-${view}.${extension}`;
}

/** The file name of a media URL back to its image id, view and format; undefined when malformed. */
export function parseProductMediaFile(file: string): { imageId: string; view: DrawingView; format: "png" | "webp" } | undefined {
  const match = /^([a-z0-9]+(?:-{1,2}[a-z0-9]+)*)-(front|side|detail)\.(png|webp)$/.exec(file);
  if (!match) return undefined;
  return { imageId: match[1] as string, view: match[2] as DrawingView, format: match[3] as "png" | "webp" };
}

/** Every view of every image id, alt text = product name and view in the locale. */
export function productImages(imageIds: readonly string[], productName: string, locale: Locale): ProductImage[] {
  return imageIds.flatMap((id) =>
    DRAWING_VIEWS.map((view) => ({
      id,
      view,
      url: productMediaUrl(id, view),
      alt: `${productName}, ${VIEW_LABELS[view][locale]}`,
      width: DRAWING_SIZE,
      height: DRAWING_SIZE,
    })),
  );
}
