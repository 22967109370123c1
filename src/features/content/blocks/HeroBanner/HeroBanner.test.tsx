import { describe, expect, it } from "vitest";
import { HeroBanner } from "./Component";
import { renderToHtml, testContext } from "../render-for-test";
import type { HeroBannerBlock } from "@/features/content/model";

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
    expect(html).toMatch(/<img alt="" fetchPriority="high" decoding="async"[^>]*style="position:absolute;height:100%;width:100%;[^"]*"/);
    expect(html).not.toContain('loading="lazy"');
    expect(html).toContain('href="/voltline/en/products/receptacles/c/42"');
    expect(html).toContain('class="btn btn-primary');
  });

  it("elsewhere: h2 heading, eager image; an unregistered dynamic module renders nothing", async () => {
    const html = await renderToHtml(<HeroBanner block={hero} context={testContext} />);
    expect(html).toMatch(/<h2[^>]*>Power that lasts<\/h2>/);
    expect(html).toContain('loading="eager"');
    expect(html).not.toContain("BuyAmericaForm");
  });
});
