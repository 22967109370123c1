import { expect, test } from "@playwright/test";
import { expectNoAxeViolations } from "./helpers";

test.describe("routing (R1, R2, R7, R8, R12, R14)", () => {
  test("R1 / goes to the default brand in English", async ({ page }) => {
    await page.goto("/");
    await expect(page).toHaveURL(/\/voltline\/en$/);
  });

  test("R2 brand home follows Accept-Language and stores the locale cookie", async ({ browser }) => {
    const context = await browser.newContext({ locale: "es-MX" });
    const page = await context.newPage();
    await page.goto("/voltline-mexico");
    await expect(page).toHaveURL(/\/voltline-mexico\/es-mx$/);
    await expect.poll(async () => (await context.cookies()).find((c) => c.name === "i18n_redirected")?.value).toBe("es-mx");
    const cookie = (await context.cookies()).find((c) => c.name === "i18n_redirected");
    expect(cookie?.sameSite).toBe("Lax");
    expect(cookie?.path).toBe("/");
    expect(cookie!.expires - Date.now() / 1000).toBeGreaterThan(364 * 24 * 3600);
    await page.goto("/voltline-mexico/fr-ca/about");
    await expect.poll(async () => (await context.cookies()).find((c) => c.name === "i18n_redirected")?.value).toBe("fr-ca");
    await page.goto("/voltline-mexico");
    await expect(page).toHaveURL(/\/voltline-mexico\/fr-ca$/);
    await context.close();
  });

  test("R7 unknown brand is a 404 naming the brand", async ({ page }) => {
    const response = await page.goto("/acme-electric/en");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Brand acme-electric not found");
  });

  test("R7 / L2 unknown brand page speaks the URL's locale, not the browser's", async ({ browser }) => {
    const context = await browser.newContext({ locale: "en-US" });
    const page = await context.newPage();
    const response = await page.goto("/acme-electric/es-mx/products");
    expect(response?.status()).toBe(404);
    await expect(page.locator("html")).toHaveAttribute("lang", "es-mx");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("No se encontró la marca acme-electric");
    await expect(page.getByRole("link")).toHaveAttribute("href", "/voltline/es-mx");
    await expectNoAxeViolations(page);
    await context.close();
  });

  test("R8 unsupported locale answers 301 to the English path with the query", async ({ request }) => {
    const response = await request.get("/voltline/de-de/about?ref=mail", { maxRedirects: 0 });
    expect(response.status()).toBe(301);
    expect(response.headers()["location"]).toMatch(/\/voltline\/en\/about\?ref=mail$/);
  });

  test("R12 CMS redirect rules apply", async ({ request }) => {
    const response = await request.get("/voltline/en/about-us", { maxRedirects: 0 });
    expect([301, 302]).toContain(response.status());
    expect(response.headers()["location"]).toMatch(/\/voltline\/en\/about$/);
  });

  test("R14 unmatched page shows its path with status 404", async ({ page }) => {
    const response = await page.goto("/voltline/fr-ca/no/such/page");
    expect(response?.status()).toBe(404);
    // In the page's content: the print stamp at its foot (hidden on screen) holds the address too.
    await expect(page.getByRole("main").getByText("/voltline/fr-ca/no/such/page")).toBeVisible();
    await expect(page).toHaveTitle("Not Found");
    await expect(page.getByRole("link", { name: "Retour à l'accueil" })).toHaveAttribute("href", "/voltline/fr-ca");
  });

  test("R17 robots.txt and sitemaps", async ({ request }) => {
    const robots = await (await request.get("/robots.txt")).text();
    expect(robots).toContain("Sitemap:");
    // A1: sign-in routes are not for crawlers.
    for (const path of ["/api/", "/oauth/", "/oidc/"]) expect(robots).toContain(`Disallow: ${path}`);
    const index = await (await request.get("/sitemap.xml")).text();
    expect(index).toContain("/voltline-canada/fr-ca/sitemap.xml");
    const sitemap = await (await request.get("/voltline/en/sitemap.xml")).text();
    expect(sitemap).toContain("/voltline/en/support/installation/gfci-receptacles");
    expect(sitemap).toContain('hreflang="fr-CA"');
  });

  test("P4 W1 V1 internal listing addresses answer 301 with the public URL", async ({ request }) => {
    const listing = "/voltline/en/products/wiring-devices/receptacles/duplex-receptacles/c/duplex-receptacles";
    const cases: [string, string][] = [
      [`${listing}/page/2`, `${listing}?page=2`],
      [`/voltline/en/refine/products/wiring-devices/receptacles/duplex-receptacles/c/duplex-receptacles?sort=name_asc`, `${listing}?sort=name_asc`],
      ["/voltline/fr-ca/news/page/2", "/voltline/fr-ca/news?page=2"],
      ["/voltline/es-mx/videos/list/all/1", "/voltline/es-mx/videos/list"],
    ];
    for (const [internal, publicUrl] of cases) {
      const response = await request.get(internal, { maxRedirects: 0 });
      expect(response.status(), internal).toBe(301);
      const location = new URL(response.headers()["location"] ?? "", "http://x");
      expect(decodeURIComponent(location.pathname) + location.search).toBe(publicUrl);
    }
    // The public addresses themselves are served, not redirected (no loop through the proxy's own rewrite).
    for (const [, publicUrl] of cases) expect((await request.get(publicUrl, { maxRedirects: 0 })).status(), publicUrl).toBe(200);
  });

  test("P4 W1 a rewritten listing is served behind a TLS-terminating proxy (X-Forwarded-Proto: https)", async ({ request }) => {
    for (const path of ["/voltline/en/news?page=2", "/voltline/en/products/wiring-devices/receptacles/duplex-receptacles/c/duplex-receptacles?sort=name_asc"]) {
      const response = await request.get(path, { headers: { "x-forwarded-proto": "https" }, maxRedirects: 0 });
      expect(response.status(), path).toBe(200);
    }
  });
});
