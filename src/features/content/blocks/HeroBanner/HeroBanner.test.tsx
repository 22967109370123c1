import { describe, expect, it, vi } from "vitest";
import { HeroBanner } from "./Component";
import { renderToHtml, testContext } from "../render-for-test";
import type { HeroBannerBlock } from "@/features/content/model";

vi.mock("next/navigation", () => ({ useRouter: () => ({ push: () => undefined, refresh: () => undefined }) }));

const hero: HeroBannerBlock = {
  id: "h1",
  type: "heroBanner",
  eyebrow: "New",
  heading: "Power that lasts",
  body: "<p>Industrial-grade <strong>receptacles</strong>.</p><script>alert(1)</script>",
  background: { id: "a1", url: "/content/images/plant.jpg", title: "Plant", description: "Assembly line", width: 1600, height: 900, contentType: "image/jpeg" },
  overlay: true,
  layout: "full",
  textAlign: "center",
  variant: "dark",
  contentWidth: "medium",
  headerSize: "large",
  bodySize: "medium",
  button: { label: "Shop receptacles", url: "products/receptacles/c/42", external: false },
  dynamicModule: { id: "m", module: "BuyAmericaForm", settings: {} },
};

describe("C3 hero banner block", () => {
  it("in the first section: h1 heading, preloaded decorative backdrop, sanitized body and a site link button", async () => {
    const html = await renderToHtml(<HeroBanner block={hero} context={{ ...testContext, isFirstSection: true }} />);
    expect(html).toMatch(/<h1[^>]*>Power that lasts<\/h1>/);
    expect(html).toContain(">New</p>");
    expect(html).toContain("<strong>receptacles</strong>");
    expect(html).not.toContain("<script");
    expect(html).toContain('<link rel="preload" as="image"');
    expect(html).toMatch(/<img alt="" fetchpriority="high" decoding="async"[^>]*style="position:absolute;height:100%;width:100%;[^"]*"/i);
    expect(html).not.toContain('loading="lazy"');
    expect(html).toContain('href="/voltline/en/products/receptacles/c/42"');
    expect(html).toContain('class="btn btn-primary');
    expect(html).toContain("data-client-link");
  });

  it("elsewhere: h2 heading, eager image; an unregistered dynamic module renders nothing", async () => {
    const html = await renderToHtml(<HeroBanner block={hero} context={testContext} />);
    expect(html).toMatch(/<h2[^>]*>Power that lasts<\/h2>/);
    expect(html).toContain('loading="eager"');
    expect(html).not.toContain("BuyAmericaForm");
  });

  it("without a dynamic module, the whole hero is one element of static markup with the editor's background colour", async () => {
    const plain: HeroBannerBlock = { ...hero, dynamicModule: undefined, backgroundColor: "#0b3d62", button: { label: "Warranty", url: "https://www.example.com/w", external: true } };
    const html = await renderToHtml(<HeroBanner block={plain} context={testContext} />);
    // The outer <div> carries the class and the colour; the rest is its markup, nothing of React's inside it.
    expect(html).toMatch(/^<div class="[^"]*hero[^"]*" style="background-color:#0b3d62">/);
    expect(html).toMatch(/<h2 class="[^"]*">Power that lasts<\/h2>/);
    expect(html).toContain('<a href="https://www.example.com/w" class="btn btn-primary');
    expect(html).not.toContain("data-client-link");
    expect(html).not.toContain("<script");
    expect(html.match(/<img /g)).toHaveLength(1);
  });

  it("a colour that is not a plain CSS colour is left out", async () => {
    const html = await renderToHtml(<HeroBanner block={{ ...hero, dynamicModule: undefined, backgroundColor: "red;background:url(x)" }} context={testContext} />);
    expect(html).not.toContain("style=\"background");
    expect(html).not.toContain("url(x)");
  });
});
