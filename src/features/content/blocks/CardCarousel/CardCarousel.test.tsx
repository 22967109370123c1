import { describe, expect, it, vi } from "vitest";
import { CardCarousel } from "./Component";
import { renderToHtml, testContext } from "../render-for-test";
import type { CardBlock } from "@/features/content/model";
import { prerender } from "react-dom/static";
import { NextIntlClientProvider } from "next-intl";

vi.mock("next/navigation", () => ({ useRouter: () => ({ push: () => undefined, refresh: () => undefined }) }));

const image = (id: string) => ({ id, url: `/content/images/${id}.jpg`, title: id, description: `Photo ${id}`, width: 800, height: 500, contentType: "image/jpeg" });
const cards: CardBlock[] = ["a", "b", "c"].map((id) => ({ id, type: "card", title: `Card ${id}`, image: image(id) }));

describe("C3/C5 card carousel block", () => {
  it("follows the carousel pattern with labelled slides and controls", async () => {
    const html = await renderToHtml(
      <CardCarousel context={testContext} block={{ id: "k", type: "cardCarousel", title: "Featured", peek: true, slidesToShow: 3, autoplay: true, cards }} />,
    );
    expect(html).toContain('aria-roledescription="carousel"');
    expect(html).toMatch(/<h2 id="[^"]+"[^>]*>Featured<\/h2>/);
    expect(html).toContain('aria-label="1 of 3"');
    expect(html).toContain('aria-label="3 of 3"');
    expect(html).toContain('aria-label="Pause the slide show"');
    expect(html).toContain('aria-label="Previous slide"');
    expect(html).toContain('aria-label="Next slide"');
    expect(html).toContain("--slides:3");
  });

  it("loads the first card image eagerly and the others lazily", async () => {
    const html = await renderToHtml(
      <CardCarousel context={testContext} block={{ id: "k", type: "cardCarousel", peek: false, slidesToShow: 2, autoplay: false, cards }} />,
    );
    const images = html.match(/<img [^>]*>/g) ?? [];
    expect(images).toHaveLength(3);
    expect(images[0]).toContain('loading="eager"');
    expect(images[1]).toContain('loading="lazy"');
    expect(images[2]).toContain('loading="lazy"');
    expect(html).toContain('aria-label="Featured cards"');
    expect(html).not.toContain("Pause the slide show");
  });

  it("brings its own strings, in the page's locale, where the page's provider has none of them (ADR 72)", async () => {
    // The layout no longer gives every page the carousel's strings: the block adds them beside itself.
    const { prelude } = await prerender(
      <NextIntlClientProvider locale="fr-ca" messages={{}} timeZone="UTC">
        <CardCarousel context={{ ...testContext, locale: "fr-ca" }} block={{ id: "k", type: "cardCarousel", peek: false, slidesToShow: 2, autoplay: true, cards }} />
      </NextIntlClientProvider>,
    );
    const html = await new Response(prelude).text();
    expect(html).toContain('aria-label="Diapositive suivante"');
    expect(html).not.toContain("Next slide");
  });
});
