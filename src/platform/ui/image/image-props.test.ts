import { describe, expect, it } from "vitest";
import { imageProps } from "./image-props";

describe("image props (issue 15, ADR 45)", () => {
  it("leave out next/image's inline transparent colour, and keep every other attribute", () => {
    const props = imageProps({ src: "/products-media/a.png", alt: "A", width: 280, height: 280, quality: 80 });
    expect(props.style).toBeUndefined();
    expect(props.decoding).toBe("async");
    expect(props.srcSet).toBe("/img/384/products-media/a.png 1x, /img/640/products-media/a.png 2x");
    expect(props.src).toBe("/img/640/products-media/a.png");
    expect(props.alt).toBe("A");
  });

  it("keep a style the caller asked for", () => {
    const props = imageProps({ src: "/products-media/a.png", alt: "", fill: true, sizes: "100vw" });
    expect(props.style).toMatchObject({ position: "absolute", color: "transparent" });
  });
});
