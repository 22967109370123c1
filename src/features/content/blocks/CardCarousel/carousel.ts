// Pure carousel arithmetic (C3): which slide is showing, where prev/next go, how wide a slide is.
import type { CSSProperties } from "react";

export const CAROUSEL_AUTOPLAY_MS = 5_000;
const MAX_SLIDES_TO_SHOW = 6;
/** Share of a further slide left visible at the edge when peek is on. */
const PEEK_FRACTION = 0.3;

/** Index of the slide whose start is nearest to the track's scroll position. */
export function nearestSlideIndex(slideOffsets: readonly number[], scrollLeft: number): number {
  let best = 0;
  slideOffsets.forEach((offset, index) => {
    if (Math.abs(offset - scrollLeft) < Math.abs((slideOffsets[best] ?? 0) - scrollLeft)) best = index;
  });
  return best;
}

/** Next first-visible slide, wrapping from the last full page back to the start and the other way. */
export function stepSlide(current: number, count: number, visible: number, direction: 1 | -1): number {
  const lastStart = Math.max(0, count - Math.max(1, visible));
  if (direction === 1) return current >= lastStart ? 0 : Math.min(current + 1, lastStart);
  return current <= 0 ? lastStart : Math.min(current - 1, lastStart);
}

export function slidesStyle(slidesToShow: number, peek: boolean): CSSProperties {
  const slides = Math.min(MAX_SLIDES_TO_SHOW, Math.max(1, Math.round(slidesToShow) || 1));
  return { "--slides": slides, "--peek": peek ? PEEK_FRACTION : 0 } as CSSProperties;
}
