import { describe, expect, it } from "vitest";
import { resolveLinkHref } from "@/features/content/components/links";

describe("R5 resolveLinkHref for CMS links", () => {
  it("prefixes site-relative paths with brand and locale", () => {
    expect(resolveLinkHref("about", "voltline", "fr-ca")).toBe("/voltline/fr-ca/about");
    expect(resolveLinkHref("/products/p/123", "voltline-canada", "en")).toBe("/voltline-canada/en/products/p/123");
    expect(resolveLinkHref("/", "voltline", "es-mx")).toBe("/voltline/es-mx");
  });

  it("keeps full site paths, including those to a sister brand", () => {
    expect(resolveLinkHref("/homestyle/en/contact-us", "voltline", "en")).toBe("/homestyle/en/contact-us");
  });

  it("keeps absolute, mail, phone and anchor links", () => {
    expect(resolveLinkHref("https://shop.example/x", "voltline", "en")).toBe("https://shop.example/x");
    expect(resolveLinkHref("mailto:a@b.example", "voltline", "en")).toBe("mailto:a@b.example");
    expect(resolveLinkHref("tel:+18005550100", "voltline", "en")).toBe("tel:+18005550100");
    expect(resolveLinkHref("#specs", "voltline", "en")).toBe("#specs");
  });
});
