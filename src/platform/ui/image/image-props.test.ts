import { describe, expect, it, vi } from "vitest";

// Outside a build, next/image knows only its default quality (75): the site's quality is set to it here, so the URLs
// Next writes are the site's and come out short (ADR 79).
vi.mock("@/config/constants", async (original) => ({ ...(await original<object>()), IMAGE_QUALITY: 75 }));
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
