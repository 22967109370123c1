import { expect, test, type Page } from "@playwright/test";
import { LOCALES, expectNoAxeViolations } from "./helpers";

// S4: trending products and categories on the products root and the search page's landing, rendered on the server.
const T = {
  en: { products: "Trending products", categories: "Trending categories" },
  "fr-ca": { products: "Produits populaires", categories: "Catégories populaires" },
  "es-mx": { products: "Productos en tendencia", categories: "Categorías en tendencia" },
} as const;

// The first search of a locale builds that locale's index (a few seconds on 2 cores).
test.use({ navigationTimeout: 60_000 });
test.describe.configure({ timeout: 120_000 });

/** Both sections are there, their product and category links all lead to a page that answers 200. */
async function expectTrendingSections(page: Page, locale: (typeof LOCALES)[number]) {
  const products = page.getByRole("region", { name: T[locale].products });
  const categories = page.getByRole("region", { name: T[locale].categories });
  await expect(products.getByRole("heading", { level: 2, name: T[locale].products })).toBeVisible();
  await expect(categories.getByRole("heading", { level: 2, name: T[locale].categories })).toBeVisible();

  const productLinks = products.locator(`a[href^="/voltline/${locale}/products/"][href*="/p/"]`);
  await expect(productLinks.first()).toBeVisible();
  expect(await productLinks.count()).toBeLessThanOrEqual(4);
  const categoryLinks = categories.locator(`a[href^="/voltline/${locale}/products/"]`);
  await expect(categoryLinks.first()).toBeVisible();
  expect(await categoryLinks.count()).toBeLessThanOrEqual(6);

  const hrefs = [...(await productLinks.evaluateAll((as) => as.map((a) => a.getAttribute("href") ?? ""))), ...(await categoryLinks.evaluateAll((as) => as.map((a) => a.getAttribute("href") ?? "")))];
  expect(new Set(hrefs).size).toBe(hrefs.length);
  for (const href of hrefs) {
    expect(href).toMatch(/\/(p|c|cl)\/[^/]+$/);
    const response = await page.request.get(href);
    expect(response.status(), href).toBe(200);
  }
  // A category link names the page it opens.
  const first = categoryLinks.first();
  const name = ((await first.textContent()) ?? "").trim();
  await first.click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(name);
}

for (const locale of LOCALES) {
  test(`S4 the products root shows trending products and categories (${locale})`, async ({ page }) => {
    const response = await page.goto(`/voltline/${locale}/products`);
    expect(response?.status()).toBe(200);
    await expectNoAxeViolations(page);
    await expectTrendingSections(page, locale);
  });

  test(`S4 the search page without a query shows trending products and categories (${locale})`, async ({ page }) => {
    const response = await page.goto(`/voltline/${locale}/search`);
    expect(response?.status()).toBe(200);
    await expectNoAxeViolations(page);
    await expectTrendingSections(page, locale);
  });
}

test("S4 a search with a query or a refinement shows its results without the trending sections", async ({ page }) => {
  await page.goto("/voltline/en/search?q=receptacle");
  await expect(page.getByRole("main").locator('a[href*="/p/"]').first()).toBeVisible();
  await expect(page.getByRole("heading", { name: T.en.products })).toHaveCount(0);
  await expect(page.getByRole("heading", { name: T.en.categories })).toHaveCount(0);

  await page.goto(`/voltline/en/search?cat=${encodeURIComponent("Wiring Devices")}`);
  await expect(page.getByRole("main").locator('a[href*="/p/"]').first()).toBeVisible();
  await expect(page.getByRole("heading", { name: T.en.products })).toHaveCount(0);
});
