import { describe, expect, it } from "vitest";
import { imageProps } from "./image-props";
import { imgHtml } from "./img-markup";

describe("an image as static markup (ADR 74)", () => {
  it("writes next/image's attributes under their HTML names, escaped", () => {
    const out = imgHtml(imageProps({ src: "/products-media/a b.png", alt: 'Switch "Pro" <20 A>', width: 280, height: 280, quality: 80, loading: "lazy" }));
    expect(out).toMatch(/^<img alt="Switch &#34;Pro&#34; &#60;20 A&#62;" loading="lazy" width="280" height="280" decoding="async" srcset="[^"]+ 1x, [^"]+ 2x" src="\/_next\/image\?url&#61;[^"]+">$/);
    expect(out).toContain("%2Fproducts-media%2Fa%20b.png");
    expect(out).not.toContain("style");
  });

  it("keeps a style next/image sets (a fill image) as CSS text", () => {
    expect(imgHtml({ alt: "", src: "/x.png", style: { objectFit: "cover", color: "transparent" } } as never)).toBe('<img alt="" src="/x.png" style="object-fit:cover;color:transparent">');
  });
});
