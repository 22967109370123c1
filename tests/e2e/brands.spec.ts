import { expect, test } from "@playwright/test";
import { BRANDS, LOCALES, expectNoAxeViolations } from "./helpers";

for (const brand of BRANDS) {
  for (const locale of LOCALES) {
    test(`R3 B7 home of ${brand} in ${locale} renders CMS content accessibly`, async ({ page }) => {
      const response = await page.goto(`/${brand}/${locale}`);
      expect(response?.status()).toBe(200);
      const iso = { en: "en-US", "fr-ca": "fr-CA", "es-mx": "es-MX" }[locale];
      await expect(page.locator("html")).toHaveAttribute("lang", iso);
      await expect(page.getByRole("main").getByRole("heading", { level: 1 })).toBeVisible();
      await expect(page.getByRole("contentinfo")).toBeVisible();
      await expect(page.locator('link[rel="alternate"][hreflang="x-default"]')).toHaveCount(1);
      // B3: the logo leads to this site's home in the visitor's language (the brand entry's link is not localized).
      await expect(page.getByRole("banner").locator('a:has(img[alt]):not([href*="://"])').first()).toHaveAttribute("href", `/${brand}/${locale}`);
      await expectNoAxeViolations(page);
    });
  }
}

test("B5 redacted brands drop sister-brand and account items from the footer", async ({ page }) => {
  await page.goto("/voltline/en");
  const mainFooterLinks = await page.getByRole("contentinfo").getByRole("link").allTextContents();
  await page.goto("/homestyle/en");
  const redactedFooter = page.getByRole("contentinfo");
  await expect(redactedFooter.locator('a[href^="/voltline-canada"]')).toHaveCount(0);
  await expect(redactedFooter.locator('a[href$="/my-account"]')).toHaveCount(0);
  expect(mainFooterLinks.length).toBeGreaterThan(0);
});

test("C3 the product block on the home page shows real catalogue products", async ({ page }) => {
  await page.goto("/voltline/fr-ca");
  const section = page.locator("#new-products");
  await expect(section.getByRole("heading", { name: "Nouveautés de la saison" })).toBeVisible();
  const links = section.locator('a[href*="/p/"]');
  await expect(links).toHaveCount(4);
  await links.first().click();
  // A product outside the prerendered set renders on demand: a fresh server under a full run can take seconds.
  await expect(page).toHaveURL(/\/voltline\/fr-ca\/products\/.+\/p\/1000738$/, { timeout: 20_000 });
});
