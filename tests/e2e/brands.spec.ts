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
