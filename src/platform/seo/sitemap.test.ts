import { describe, expect, it } from "vitest";
import { PUBLIC_SITE_ORIGIN } from "@/platform/routing/urls";
import { asciiUrl, buildSitemapIndexXml, buildSitemapXml, localizedSitemapUrl, productSitemapFile, productSitemapLocation, SITEMAP_MAX_BYTES, SITEMAP_MAX_URLS } from "./sitemap";

describe("sitemaps (R17)", () => {
  it("writes urls with lastmod and hreflang alternates, escaped", () => {
    const xml = buildSitemapXml([
      { loc: "https://s.example/voltline/en/a?b=1&c=2", lastmod: "2026-10-01T10:00:00Z", alternates: { "fr-CA": "https://s.example/voltline/fr-ca/a" } },
    ]);
    expect(xml).toContain("<loc>https://s.example/voltline/en/a?b=1&amp;c=2</loc>");
    expect(xml).toContain("<lastmod>2026-10-01</lastmod>");
    expect(xml).toContain('<xhtml:link rel="alternate" hreflang="fr-CA" href="https://s.example/voltline/fr-ca/a"/>');
  });

  it("writes a sitemap index", () => {
    expect(buildSitemapIndexXml(["https://s.example/voltline/en/sitemap.xml"])).toContain(
      "<sitemap><loc>https://s.example/voltline/en/sitemap.xml</loc></sitemap>",
    );
  });

  it("percent-encodes the letters of French and Spanish slugs as the pages print their canonical", () => {
    expect(asciiUrl("https://s.example/voltline/fr-ca/products/prise-qualité-ivoire/p/1")).toBe("https://s.example/voltline/fr-ca/products/prise-qualit%C3%A9-ivoire/p/1");
    const xml = buildSitemapXml([{ loc: "https://s.example/a/niño", alternates: { "es-MX": "https://s.example/a/niño" } }]);
    expect(xml).toContain("<loc>https://s.example/a/ni%C3%B1o</loc>");
    expect(xml).toContain('href="https://s.example/a/ni%C3%B1o"');
  });

  it("gives each locale's alternate that locale's own path (a product's slug is its name there)", () => {
    const url = localizedSitemapUrl("voltline", "fr-ca", {
      paths: { en: "products/usb-receptacle/p/1000738", "fr-ca": "products/prise-usb/p/1000738", "es-mx": "products/contacto-usb/p/1000738" },
      lastmod: "2025-03-01",
    });
    expect(url).toEqual({
      loc: `${PUBLIC_SITE_ORIGIN}/voltline/fr-ca/products/prise-usb/p/1000738`,
      lastmod: "2025-03-01",
      alternates: {
        "en-US": `${PUBLIC_SITE_ORIGIN}/voltline/en/products/usb-receptacle/p/1000738`,
        "fr-CA": `${PUBLIC_SITE_ORIGIN}/voltline/fr-ca/products/prise-usb/p/1000738`,
        "es-MX": `${PUBLIC_SITE_ORIGIN}/voltline/es-mx/products/contacto-usb/p/1000738`,
        "x-default": `${PUBLIC_SITE_ORIGIN}/voltline/en/products/usb-receptacle/p/1000738`,
      },
    });
  });

  it("names product sitemap files 1.xml, 2.xml ... and refuses anything else", () => {
    expect(productSitemapLocation("voltline", "es-mx", 2)).toBe(`${PUBLIC_SITE_ORIGIN}/voltline/es-mx/sitemap-products/2.xml`);
    expect(productSitemapFile("1.xml")).toBe(1);
    expect(productSitemapFile("27.xml")).toBe(27);
    for (const bad of ["0.xml", "01.xml", "1", "1.xml.gz", "-1.xml", "1e3.xml", "9999999.xml", "../1.xml"]) expect(productSitemapFile(bad), bad).toBeUndefined();
  });

  it("a full product sitemap file (10,000 products, long accented slugs, three alternates) stays within the protocol's bounds", () => {
    const slug = "prise-avec-chargeur-usb-homeline-qualité-industrielle-15-a-125-v-ivoire-".repeat(3);
    const urls = Array.from({ length: 10_000 }, (_, i) =>
      localizedSitemapUrl("voltline-canada", "fr-ca", {
        paths: { en: `products/${slug}/p/${1_000_000 + i}`, "fr-ca": `products/${slug}/p/${1_000_000 + i}`, "es-mx": `products/${slug}/p/${1_000_000 + i}` },
        lastmod: "2026-11-22",
      }),
    );
    const xml = buildSitemapXml(urls);
    expect(urls.length).toBeLessThanOrEqual(SITEMAP_MAX_URLS);
    expect(Buffer.byteLength(xml)).toBeLessThan(SITEMAP_MAX_BYTES);
  });
});
