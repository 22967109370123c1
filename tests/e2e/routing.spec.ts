import { expect, test } from "@playwright/test";

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
    await expect(page.getByText("/voltline/fr-ca/no/such/page")).toBeVisible();
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
});
