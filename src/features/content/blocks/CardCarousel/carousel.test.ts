import { describe, expect, it } from "vitest";
import { nearestSlideIndex, slidesStyle, stepSlide } from "./carousel";

describe("C3 card carousel arithmetic", () => {
  it("finds the slide nearest the scroll position", () => {
    expect(nearestSlideIndex([0, 300, 600, 900], 0)).toBe(0);
    expect(nearestSlideIndex([0, 300, 600, 900], 420)).toBe(1);
    expect(nearestSlideIndex([0, 300, 600, 900], 880)).toBe(3);
  });

  it("steps forward to the last full page, then wraps to the start", () => {
    expect(stepSlide(0, 6, 3, 1)).toBe(1);
    expect(stepSlide(2, 6, 3, 1)).toBe(3);
    expect(stepSlide(3, 6, 3, 1)).toBe(0);
  });

  it("steps back and wraps from the start to the last full page", () => {
    expect(stepSlide(2, 6, 3, -1)).toBe(1);
    expect(stepSlide(0, 6, 3, -1)).toBe(3);
    expect(stepSlide(0, 2, 3, -1)).toBe(0);
  });

  it("clamps slidesToShow and sets the peek share", () => {
    expect(slidesStyle(3, true)).toEqual({ "--slides": 3, "--peek": 0.3 });
    expect(slidesStyle(0, false)).toEqual({ "--slides": 1, "--peek": 0 });
    expect(slidesStyle(12, false)).toEqual({ "--slides": 6, "--peek": 0 });
  });
});
