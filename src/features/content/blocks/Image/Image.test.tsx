import { describe, expect, it, vi } from "vitest";
import { ImageFigure } from "./Component";
import { renderToHtml, testContext } from "../render-for-test";

vi.mock("next/navigation", () => ({ useRouter: () => ({ push: () => undefined, refresh: () => undefined }) }));

const asset = { id: "i", url: "//images.ctfassets.net/space/plant.jpg", title: "Plant", description: "Workers on the assembly line", width: 1200, height: 800, contentType: "image/jpeg" };

describe("C3/C5 image block", () => {
  it("uses the asset description as alt, the size's sizes hint, lazy loading and a caption", async () => {
    const html = await renderToHtml(<ImageFigure context={testContext} block={{ id: "im", type: "image", image: asset, caption: "Our Ohio plant", size: "Medium", particle: false }} />);
    expect(html).toContain('alt="Workers on the assembly line"');
    expect(html).toContain('sizes="(max-width: 640px) 100vw, 640px"');
    expect(html).toContain('loading="lazy"');
    expect(html).toContain("https%3A%2F%2Fimages.ctfassets.net%2Fspace%2Fplant.jpg");
    expect(html).toContain("<figcaption");
    expect(html).toContain("Our Ohio plant</figcaption>");
  });

  it("marks particle images decorative and names their link by its label", async () => {
    const html = await renderToHtml(
      <ImageFigure
        context={testContext}
        block={{ id: "im", type: "image", image: asset, size: "Full", particle: true, link: { label: "Our plants", url: "about/plants", external: false } }}
      />,
    );
    expect(html).toContain('alt=""');
    // One static block (ADR 74) whose site link navigates on the client.
    expect(html).toMatch(/<a href="\/voltline\/en\/about\/plants" class="[^"]*" data-client-link>/);
    expect(html).toContain('<span class="visually-hidden">Our plants</span>');
    expect(html).toContain('sizes="100vw"');
  });
});
