import { expect as baseExpect, test, type Page } from "@playwright/test";
import { LOCALES, expectNoAxeViolations, numberIn, rarestValue } from "./helpers";

// Filtered states render per request and the first listing of a locale may build its search index: allow for a busy machine.
const expect = baseExpect.configure({ timeout: 15_000 });
test.slow();

const TRAIL = { en: "Breadcrumb", "fr-ca": "Fil d'Ariane", "es-mx": "Ruta de navegación" } as const;
const T = {
  en: { products: "Products", refine: "Filter products", sortLabel: "Sort by", sortApply: "Sort", nameAsc: "Name A–Z", clearAll: "Clear all filters", programs: "Programs", compatibility: "Shop by compatibility" },
  "fr-ca": { products: "Produits", refine: "Filtrer les produits", sortLabel: "Trier par", sortApply: "Trier", nameAsc: "Nom (A à Z)", clearAll: "Effacer tous les filtres", programs: "Programmes", compatibility: "Magasiner par compatibilité" },
  "es-mx": { products: "Productos", refine: "Filtrar productos", sortLabel: "Ordenar por", sortApply: "Ordenar", nameAsc: "Nombre (A-Z)", clearAll: "Quitar todos los filtros", programs: "Programas", compatibility: "Comprar por compatibilidad" },
} as const;

const count = (page: Page) => page.getByTestId("result-count");
const cardNames = (page: Page) => page.getByRole("main").locator("li h3 a[href*='/p/']").allTextContents();


for (const locale of LOCALES) {
  test(`P4 megamenu -> listing -> facet, reload, back, sort by name -> product (${locale})`, async ({ page }) => {
    const t = T[locale];
    await page.goto(`/voltline/${locale}`);
    const button = page.locator("#site-nav-list").getByRole("button", { name: t.products, exact: true });
    await button.click();
    const panel = page.locator(`#${await button.getAttribute("aria-controls")}`);
    const listingLink = panel.locator('a[href*="/c/"]').first();
    await expect(listingLink).toBeVisible();
    await listingLink.click();
    // The first listing of a locale may build that locale's search index (a few seconds, ADR 7).
    await expect(page).toHaveURL(/\/products\/.+\/c\/[^/?]+$/, { timeout: 30_000 });
    const listingUrl = page.url();
    const total = numberIn(await count(page).textContent());
    expect(total).toBeGreaterThan(1);
    const before = await cardNames(page);
    await expectNoAxeViolations(page);

    // Tick a facet: count, cards and URL change without a full reload (the window keeps its marker).
    await page.evaluate(() => ((window as unknown as { __noReload: boolean }).__noReload = true));
    const refine = page.getByRole("region", { name: t.refine });
    const value = await rarestValue(refine);
    expect(value.count).toBeLessThan(total);
    await value.link.click();
    await expect(page).toHaveURL(/[?&]f\.[^=]+=/);
    await expect(count(page)).toHaveText(new RegExp(`\\b${value.count}\\b`));
    await expect.poll(() => cardNames(page)).not.toEqual(before);
    expect(await page.evaluate(() => (window as unknown as { __noReload?: boolean }).__noReload)).toBe(true);
    await expect(refine.locator('a[aria-current="true"]')).toHaveCount(1);
    await expect(page.getByRole("link", { name: t.clearAll })).toBeVisible();
    const filteredUrl = page.url();
    await expectNoAxeViolations(page);

    await page.reload();
    expect(page.url()).toBe(filteredUrl);
    await expect(count(page)).toHaveText(new RegExp(`\\b${value.count}\\b`));
    await expect(page.getByRole("region", { name: t.refine }).locator('a[aria-current="true"]')).toHaveCount(1);

    await page.goBack();
    await expect(page).toHaveURL(listingUrl);
    await expect.poll(async () => numberIn(await count(page).textContent())).toBe(total);

    // Sort by name A–Z through the GET form.
    await page.getByLabel(t.sortLabel).selectOption({ label: t.nameAsc });
    await page.getByRole("button", { name: t.sortApply, exact: true }).click();
    await expect(page).toHaveURL(/[?&]sort=name_asc/);
    await expect.poll(() => cardNames(page)).not.toEqual(before);
    const sorted = await cardNames(page);
    const collator = new Intl.Collator(undefined, { sensitivity: "base", numeric: true });
    expect([...sorted].sort(collator.compare)).toEqual(sorted);
    await expectNoAxeViolations(page);

    const product = page.getByRole("main").locator("li h3 a[href*='/p/']").first();
    const name = ((await product.textContent()) ?? "").trim();
    await product.click();
    await expect(page).toHaveURL(/\/p\/\d+$/);
    await expect(page.getByRole("heading", { level: 1 })).toContainText(name.slice(0, 20));
  });
}

test("P4 listing works without JavaScript and bad parameters are ignored with a notice, never a 500", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  const base = "/voltline/en/products/wiring-devices/receptacles/duplex-receptacles/c/duplex-receptacles";
  await page.goto(base);
  const total = numberIn(await count(page).textContent());
  const value = await rarestValue(page.getByRole("region", { name: "Filter products" }));
  await value.link.click();
  await expect(page).toHaveURL(/[?&]f\./);
  expect(numberIn(await count(page).textContent())).toBe(value.count);
  await page.getByLabel("Sort by").selectOption("catalog_asc");
  await page.getByRole("button", { name: "Sort", exact: true }).click();
  await expect(page).toHaveURL(/sort=catalog_asc/);
  expect(new URL(page.url()).searchParams.toString()).toContain("f.");
  expect(numberIn(await count(page).textContent())).toBe(value.count);
  await page.getByRole("link", { name: "Clear all filters" }).click();
  expect(numberIn(await count(page).textContent())).toBe(total);

  for (const query of ["sort=cheapest&page=abc", "f.no-such-attribute=1", "page=99999999&f.colour=x"]) {
    const response = await context.request.get(`${base}?${query}`);
    expect(response.status(), query).toBe(200);
    expect(await response.text()).toContain("were not valid and were ignored");
  }
  // A NUL in the query never reaches the page: the request guard answers 400 (issue 12, ADR 25).
  expect((await context.request.get(`${base}?page=1&f.colour=%00`)).status()).toBe(400);
  const unknownValue = await context.request.get(`${base}?f.colour=No%20such%20colour`);
  expect(unknownValue.status()).toBe(200);
  expect(await unknownValue.text()).toContain("No products match these filters");
  expect((await context.request.get(`${base}?page=9999`)).status()).toBe(404);
  await context.close();
});

test("P7 a program page from the products root, with its description and listing", async ({ page }) => {
  await page.goto("/voltline/en/products");
  const programs = page.getByRole("region", { name: "Programs" });
  const program = programs.locator('a[href*="/programs/"]').first();
  const name = ((await program.textContent()) ?? "").trim();
  await program.click();
  await expect(page).toHaveURL(/\/voltline\/en\/programs\/.+\/c\/[^/?]+$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(name);
  expect(numberIn(await count(page).textContent())).toBeGreaterThan(0);
  await expect(page.getByRole("region", { name: "Filter products" })).toBeVisible();
  await expectNoAxeViolations(page);

  const missing = await page.goto("/voltline/es-mx/programs/nada/c/no-such-program");
  expect(missing?.status()).toBe(404);
  await expect(page.getByText("No se encontró el programa")).toBeVisible();
});

for (const locale of LOCALES) {
  test(`P7 compatibility landing -> listing, and a missing one is a 404 (${locale})`, async ({ page }) => {
    const t = T[locale];
    await page.goto(`/voltline/${locale}/products`);
    const group = page.getByRole("region", { name: t.compatibility });
    await group.locator('a[href*="/compatibility/"]').first().click();
    await expect(page).toHaveURL(/\/compatibility\/.+\/cl\/[^/?]+$/);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    // the trail names the compatibility section, not Products (issue 18), and leads back to it
    const trail = page.getByRole("navigation", { name: TRAIL[locale] });
    await expect(trail.getByRole("link", { name: t.compatibility })).toHaveAttribute("href", `/voltline/${locale}/products#root-compatibility`);
    await expect(trail.getByRole("link", { name: t.products, exact: true })).toHaveCount(0);
    await expectNoAxeViolations(page);

    await page.getByRole("main").locator('a.btn[href*="/compatibility/"][href*="/c/"]').click();
    await expect(page).toHaveURL(/\/compatibility\/.+\/c\/[^/?]+$/);
    expect(numberIn(await count(page).textContent())).toBeGreaterThan(0);
    await expect(page.getByRole("main").locator("li h3 a[href*='/p/']").first()).toBeVisible();
    await expectNoAxeViolations(page);
  });
}

test("P7 missing compatibility category is a 404 with the catalogue's text", async ({ page }) => {
  const response = await page.goto("/voltline/fr-ca/compatibility/rien/cl/no-such-category");
  expect(response?.status()).toBe(404);
  await expect(page.getByText("Catégorie introuvable")).toBeVisible();
});

test("P6 add three products to compare from listing cards and see them on /compare", async ({ page }) => {
  await page.goto("/voltline/en/products/wiring-devices/receptacles/duplex-receptacles/c/duplex-receptacles");
  const cards = page.getByRole("main").locator("li:has(h3)");
  const names: string[] = [];
  for (let i = 0; i < 3; i++) {
    const card = cards.nth(i);
    names.push(((await card.locator("h3").textContent()) ?? "").trim());
    const add = card.getByRole("button", { name: "Add to compare" });
    const remove = card.getByRole("button", { name: "Remove from compare" });
    // A click before hydration would be lost: retry until the card shows it is in the list.
    await expect(async () => {
      if (!(await remove.isVisible())) await add.click();
      await expect(remove).toBeVisible({ timeout: 1_000 });
    }).toPass({ timeout: 15_000 });
  }
  await expectNoAxeViolations(page);
  await page.getByRole("link", { name: "Compare (3)" }).click();
  await expect(page).toHaveURL(/\/voltline\/en\/compare$/);
  const table = page.getByRole("table");
  await expect(table.getByRole("button", { name: /^Remove from compare: .+$/ })).toHaveCount(3);
  for (const name of names) await expect(table.getByText(name, { exact: false }).first()).toBeVisible();
  await expectNoAxeViolations(page);
});
