import { expect, test } from "@playwright/test";
import { LOCALES, expectNoAxeViolations } from "./helpers";

const PRODUCTS = { en: "Products", "fr-ca": "Produits", "es-mx": "Productos" } as const;

for (const locale of LOCALES) {
  test(`N1 P4 P5 megamenu -> category landing -> listing -> product (${locale})`, async ({ page }) => {
    await page.goto(`/voltline/${locale}`);
    const button = page.locator("#site-nav-list").getByRole("button", { name: PRODUCTS[locale], exact: true });
    await button.click();
    const panel = page.locator(`#${await button.getAttribute("aria-controls")}`);
    const landing = panel.locator('a[href*="/cl/"]').first();
    await expect(landing).toBeVisible();
    await landing.click();
    await expect(page).toHaveURL(/\/products\/.+\/cl\/[^/]+$/);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expectNoAxeViolations(page);

    const listing = page.getByRole("main").locator('a[href*="/c/"]').first();
    await listing.click();
    await expect(page).toHaveURL(/\/products\/.+\/c\/[^/?]+$/);
    await expectNoAxeViolations(page);

    const product = page.getByRole("main").locator('a[href*="/p/"]').first();
    const name = (await product.textContent())?.trim() ?? "";
    await product.click();
    await expect(page).toHaveURL(/\/p\/[^/]+$/);
    await expect(page.getByRole("heading", { level: 1 })).toContainText(name.slice(0, 20));
    const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
    expect(jsonLd.some((text) => text.includes('"@type":"Product"'))).toBe(true);
    await expectNoAxeViolations(page);
  });
}

test("P4 listing pages keep ?page= across reload and a missing category is a 404 saying so", async ({ page }) => {
  await page.goto("/voltline/en/products/wiring-devices/receptacles/duplex-receptacles/c/duplex-receptacles");
  await expect(page.getByText("Showing 1–24 of")).toBeVisible();
  await page.getByRole("navigation", { name: "Result pages" }).getByRole("link", { name: "Page 2", exact: true }).click();
  await expect(page).toHaveURL(/\/c\/duplex-receptacles\?page=2$/);
  await expect(page.getByText("Showing 25–48 of")).toBeVisible();
  await page.reload();
  await expect(page.getByText("Showing 25–48 of")).toBeVisible();
  await page.goBack();
  await expect(page.getByText("Showing 1–24 of")).toBeVisible();

  const response = await page.goto("/voltline/fr-ca/products/rien/c/no-such-category");
  expect(response?.status()).toBe(404);
  await expect(page.getByText("Catégorie introuvable")).toBeVisible();
});
