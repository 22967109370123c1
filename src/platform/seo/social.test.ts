// R11, issue 15 §1: Open Graph without Twitter copies of its image; generated descriptions the length of a snippet.
import { describe, expect, it } from "vitest";
import { SNIPPET_LENGTH, snippet, socialMetadata } from "./social";

describe("socialMetadata", () => {
  it("keeps the Open Graph tags and gives Twitter a large card with no image of its own", () => {
    const openGraph = { type: "website" as const, title: "Aurora", images: [{ url: "/products-media/a.png", width: 800, height: 800, alt: "Aurora" }] };
    expect(socialMetadata(openGraph)).toEqual({ openGraph, twitter: { card: "summary_large_image", images: [] } });
  });

  it("gives a summary card to a page without an image", () => {
    expect(socialMetadata({ title: "About" }).twitter).toEqual({ card: "summary", images: [] });
    expect(socialMetadata({ title: "About", images: [] }).twitter).toEqual({ card: "summary", images: [] });
    expect(socialMetadata({ title: "News", images: "/a.png" }).twitter).toEqual({ card: "summary_large_image", images: [] });
  });
});

describe("snippet", () => {
  const long =
    "Ce produit de la série Aurora est conçu pour des installations fiables et conformes aux codes. Couverture jusqu'à 180 pi², angle de 360° et temporisation réglable jusqu'à 15 min; technologie de détection : infrarouge passif (IRP).";

  it("keeps a text that fits, spaces tidied", () => {
    expect(snippet("  A short   text. ")).toBe("A short text.");
  });

  it("cuts a long text after the last whole word that fits and ends it with an ellipsis", () => {
    const cut = snippet(long);
    expect(cut.length).toBeLessThanOrEqual(SNIPPET_LENGTH);
    expect(cut).toBe("Ce produit de la série Aurora est conçu pour des installations fiables et conformes aux codes. Couverture jusqu'à 180 pi², angle de 360° et temporisation…");
    expect(long.startsWith(cut.slice(0, -1))).toBe(true);
  });

  it("drops punctuation left before the ellipsis", () => {
    expect(snippet("one two, three", 12)).toBe("one two…");
  });

  it("cuts inside a word only when no space leaves half the length", () => {
    expect(snippet("x".repeat(200))).toBe(`${"x".repeat(SNIPPET_LENGTH - 1)}…`);
  });
});
