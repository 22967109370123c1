import { describe, expect, it } from "vitest";
import { buildSitemapIndexXml, buildSitemapXml } from "./sitemap";

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
});
