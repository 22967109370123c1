// Sizes Small/Medium/Default/Full (V3, C3 image) as widths and responsive `sizes` hints (C5).
import type { Size } from "@/config/constants";

/** Largest rendered width in CSS pixels; Full spans the viewport. */
export const SIZE_MAX_WIDTH: Record<Size, number | "full"> = {
  Small: 400,
  Medium: 640,
  Default: 1200,
  Full: "full",
};

/** `sizes` attribute for an image shown at this size: full width on phones, capped above. */
export function imageSizesFor(size: Size): string {
  const max = SIZE_MAX_WIDTH[size];
  return max === "full" ? "100vw" : `(max-width: ${max}px) 100vw, ${max}px`;
}

export function sizeClassKey(size: Size): "sizeSmall" | "sizeMedium" | "sizeDefault" | "sizeFull" {
  return `size${size}`;
}
