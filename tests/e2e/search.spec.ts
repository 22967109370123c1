import { expect, test } from "@playwright/test";
import { LOCALES, expectNoAxeViolations } from "./helpers";

// A misspelt word per locale and the catalogue word it must find (S1 typo tolerance).
const TYPOS = {
  en: { query: "recepticle", word: /receptacle/i },
  "fr-ca": { query: "interupteur", word: /interrupteur/i },
  "es-mx": { query: "contato", word: /contacto/i },
} as const;
const REFINE = { en: "Refine results", "fr-ca": "Affiner les résultats", "es-mx": "Filtrar resultados" } as const;

// The first search of a locale builds that locale's index (a few seconds on 2 cores).
test.use({ navigationTimeout: 30_000 });
test.describe.configure({ timeout: 90_000 });

for (const locale of LOCALES) {
  test(`S1 search with a typo, refine a category, open a product (${locale})`, async ({ page }) => {
    const { query, word } = TYPOS[locale];
    const response = await page.goto(`/voltline/${locale}/search?q=${encodeURIComponent(query)}`);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toContainText(query);
    await expect(page.getByRole("searchbox").last()).toHaveValue(query);
    const firstProduct = page.getByRole("main").locator('a[href*="/p/"]').first();
    await expect(firstProduct).toContainText(word);
    await expect(page.getByRole("main").locator("mark").first()).toBeVisible();
    await expectNoAxeViolations(page);

    const refine = page.getByRole("region", { name: REFINE[locale] });
    await refine.locator('a[href*="cat="]').first().click();
    await expect(page).toHaveURL(/[?&]cat=/, { timeout: 20_000 });
    await expect(refine.locator('a[aria-current="true"]').first()).toBeVisible();
    await expectNoAxeViolations(page);

    const product = page.getByRole("main").locator('a[href*="/p/"]').first();
    const href = await product.getAttribute("href");
    await product.click();
    await expect.poll(() => decodeURI(new URL(page.url()).pathname)).toBe(decodeURI(href ?? ""));
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  });
}

test("S1 results are paged in the URL and an attribute refinement narrows them", async ({ page }) => {
  await page.goto("/voltline/en/search?q=receptacle");
  await page.getByRole("navigation", { name: "Result pages" }).getByRole("link", { name: "Page 2", exact: true }).click();
  await expect(page).toHaveURL(/[?&]page=2$/);
  await expect(page.getByText(/Showing 25–48 of/)).toBeVisible();
  const refine = page.getByRole("region", { name: "Refine results" });
  await refine.locator('a[href*="f."]').first().click();
  await expect(page).toHaveURL(/[?&]f\.[^=]+=/);
  await expect(page).not.toHaveURL(/page=2/);
  await expect(refine.locator('a[aria-current="true"]').first()).toBeVisible();
  await expectNoAxeViolations(page);
});

test("S1 the header search form submits to the brand's search page", async ({ page }) => {
  await page.goto("/homestyle/es-mx");
  const form = page.getByRole("banner").getByRole("search");
  await form.getByRole("searchbox", { name: "Buscar en el catálogo" }).fill("contacto");
  await form.getByRole("button", { name: "Buscar" }).click();
  await expect(page).toHaveURL(/\/homestyle\/es-mx\/search\?q=contacto$/);
  await expect(page.getByRole("heading", { level: 1 })).toContainText("contacto");
  await expect(page.getByRole("main").locator('a[href*="/p/"]').first()).toBeVisible();
});

test("Bad input: junk parameters and filter-looking queries give a 200 page with a message, never a 500", async ({ page }) => {
  let response = await page.goto("/voltline/en/search?page=abc&q=");
  expect(response?.status()).toBe(200);
  await expect(page.getByText("Some options in the address were not valid and were ignored.")).toBeVisible();
  await expect(page.getByText(/Enter a product name/)).toBeVisible();
  await expectNoAxeViolations(page);

  response = await page.goto(`/voltline/en/search?q=${encodeURIComponent("'a' OR 1=1")}`);
  expect(response?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1 })).toContainText("'a' OR 1=1");

  response = await page.goto("/voltline/fr-ca/search?q=prise&f.password=x&cat=a%20%3E%20b%20%3E%20c%20%3E%20d&page=-1");
  expect(response?.status()).toBe(200);
  await expect(page.getByText("Certaines options de l'adresse n'étaient pas valides et ont été ignorées.")).toBeVisible();

  response = await page.goto("/voltline/en/search?q=zzqxvbnkw");
  expect(response?.status()).toBe(200);
  await expect(page.getByText("No results for “zzqxvbnkw”")).toBeVisible();
  await expect(page.getByText("Check the spelling of your words.")).toBeVisible();
  await expectNoAxeViolations(page);
});

test("Bad input: the Algolia-compatible search API answers client mistakes with 400 JSON", async ({ request }) => {
  const queries = "/api/search/1/indexes/*/queries";
  const ok = await request.post(queries, { data: { requests: [{ indexName: "products_en", query: "recepticle", hitsPerPage: 1 }] } });
  expect(ok.status()).toBe(200);
  expect((await ok.json()).results[0].nbHits).toBeGreaterThan(0);
  for (const data of ["{not json", { requests: [{ indexName: "products_en", filters: "'a' OR 1=1" }] }, { requests: [{ indexName: "secrets_en" }] }]) {
    const response = await request.post(queries, { data, headers: { "content-type": "application/json" } });
    expect(response.status()).toBe(400);
    expect(await response.json()).toMatchObject({ status: 400 });
  }
  const facets = await request.post("/api/search/1/indexes/products_en/facets/certifications/query", { data: { facetQuery: "u" } });
  expect(facets.status()).toBe(200);
  expect((await facets.json()).facetHits.length).toBeGreaterThan(0);
});
