// The page for an unknown brand (R7) speaks the language of its address (L2, issue 18): `/acme/es-mx/...` is Spanish
// even for an English browser; only an address without one of the site's locales falls back to Accept-Language.
import { NextRequest } from "next/server";
import { describe, expect, it } from "vitest";
import { withFixtureContentPack } from "@/features/content/testing";

withFixtureContentPack();

const page = async (url: string, acceptLanguage?: string) => {
  const { proxy } = await import("./proxy");
  const response = await proxy(new NextRequest(`http://localhost${url}`, { headers: acceptLanguage ? { "accept-language": acceptLanguage } : {} }));
  return { status: response?.status, type: response?.headers.get("content-type"), html: (await response?.text()) ?? "" };
};

describe("proxy: the unknown-brand page (R7, L2)", () => {
  it("takes its language from the URL's locale segment, not from Accept-Language", async () => {
    const spanish = await page("/acme/es-mx/products", "en-US,en;q=0.9");
    expect(spanish).toMatchObject({ status: 404, type: "text/html; charset=utf-8" });
    expect(spanish.html).toContain('<html lang="es-mx">');
    expect(spanish.html).toContain("<h1>No se encontró la marca acme</h1>");
    expect(spanish.html).toContain('href="/voltline/es-mx"');

    const french = await page("/acme/fr-ca", "es-MX,es;q=0.9");
    expect(french.html).toContain('<html lang="fr-ca">');
    expect(french.html).toContain("<h1>Marque acme introuvable</h1>");

    const english = await page("/acme/en/about", "fr-CA");
    expect(english.html).toContain("<h1>Brand acme not found</h1>");
  });

  it("falls back to Accept-Language, then English, when the address has no site locale", async () => {
    expect((await page("/acme/de/about", "es-MX,es;q=0.9")).html).toContain("<h1>No se encontró la marca acme</h1>");
    expect((await page("/acme", "fr-CA")).html).toContain('<html lang="fr-ca">');
    expect((await page("/acme/products")).html).toContain("<h1>Brand acme not found</h1>");
  });
});
