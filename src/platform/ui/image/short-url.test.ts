import { describe, expect, it } from "vitest";
import { getPathMatch } from "next/dist/shared/lib/router/utils/path-match";
import { prepareDestination } from "next/dist/shared/lib/router/utils/prepare-destination";
import { IMAGE_QUALITY } from "@/config/constants";
import { shortImageRewrite, shortImageUrl, shortSrcSet } from "./short-url";

const next = (path: string, width = 640, quality = IMAGE_QUALITY) => `/_next/image?url=${encodeURIComponent(path)}&w=${width}&q=${quality}`;

describe("short image URLs (issue 15, ADR 79)", () => {
  it("write a plain site-relative image at the site's quality as /img/{width}/{path}", () => {
    expect(shortImageUrl(next("/products-media/vacancy-sensors--wh-front.png"))).toBe("/img/640/products-media/vacancy-sensors--wh-front.png");
    expect(shortImageUrl(next("/content/images/logo-voltline.png", 828))).toBe("/img/828/content/images/logo-voltline.png");
  });

  it("keep Next's URL for what the rewrite would not map back", () => {
    for (const url of [
      next("https://images.ctfassets.net/space/id/hero.jpg"),
      next("/content/images/hero plant.jpg"),
      next("/content/images/a.png?v=2"),
      next("/../api/x"),
      next("/products-media/a.png", 640, IMAGE_QUALITY + 5),
      "/_next/image?url=%E0%A4%A&w=640&q=80",
      "/products-media/a.png",
      "https://cdn.example/a.png",
    ]) {
      expect(shortImageUrl(url)).toBe(url);
    }
  });

  it("shorten every candidate of a srcset, density or width descriptors", () => {
    expect(shortSrcSet(`${next("/p/a.png", 640)} 1x, ${next("/p/a.png", 1200)} 2x`)).toBe("/img/640/p/a.png 1x, /img/1200/p/a.png 2x");
    expect(shortSrcSet(`${next("/p/a.png", 640)} 640w, ${next("https://x.example/a.png", 828)} 828w`)).toBe(`/img/640/p/a.png 640w, ${next("https://x.example/a.png", 828)} 828w`);
  });

  it("is mapped back to Next's URL by the rewrite, as Next's router matches and fills it", () => {
    const match = getPathMatch(shortImageRewrite.source, { removeUnnamedParams: true, strict: true });
    for (const [path, width] of [["/products-media/vacancy-sensors--wh-front.png", 1200], ["/content/images/logo-voltline.png", 64]] as const) {
      const original = new URL(next(path, width), "http://site.example");
      const params = match(new URL(shortImageUrl(original.pathname + original.search), "http://site.example").pathname);
      expect(params).toBeTruthy();
      const { parsedDestination } = prepareDestination({ appendParamsToQuery: false, destination: shortImageRewrite.destination, params: params || {}, query: {} });
      expect(parsedDestination.pathname).toBe("/_next/image");
      expect(parsedDestination.query).toEqual(Object.fromEntries(original.searchParams));
    }
    expect(match("/img/wide/products-media/a.png")).toBe(false);
    expect(match("/img/640")).toBe(false);
  });
});
