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
test.use({ navigationTimeout: 60_000 });
test.describe.configure({ timeout: 90_000 });

for (const locale of LOCALES) {
  test(`S1 search with a typo, refine a category, open a product (${locale})`, async ({ page }) => {
    const { query, word } = TYPOS[locale];
    const response = await page.goto(`/voltline/${locale}/search?q=${encodeURIComponent(query)}`);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toContainText(query);
    await expect(page.getByRole("main").getByRole("searchbox").first()).toHaveValue(query);
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
    // A product outside the prerendered set renders on demand: a fresh server under a full run can take seconds.
    await expect.poll(() => decodeURI(new URL(page.url()).pathname), { timeout: 20_000 }).toBe(decodeURI(href ?? ""));
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    // With server results InstantSearch outlives the page: its widgets' removal once wrote the search URL 400 ms
    // after the product rendered, leaving the product under /search. Wait past that delay; the URL must hold.
    await page.waitForTimeout(1_000);
    expect(decodeURI(new URL(page.url()).pathname)).toBe(decodeURI(href ?? ""));
    // Back returns to the refined results.
    await page.goBack();
    await expect(page).toHaveURL(/\/search\?.*cat=/);
    await expect(refine.locator('a[aria-current="true"]').first()).toBeVisible();
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
  await form.getByRole("combobox", { name: "Buscar en el catálogo" }).fill("contacto");
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

test("Bad input: the Algolia-compatible search API answers client mistakes with 4xx JSON, as Algolia does", async ({ request }) => {
  const queries = "/api/search/1/indexes/*/queries";
  const ok = await request.post(queries, { data: { requests: [{ indexName: "products_en", query: "recepticle", hitsPerPage: 1 }] } });
  expect(ok.status()).toBe(200);
  expect((await ok.json()).results[0].nbHits).toBeGreaterThan(0);
  for (const data of ["{not json", { requests: [{ indexName: "products_en", filters: "'a' OR 1=1" }] }]) {
    const response = await request.post(queries, { data, headers: { "content-type": "application/json" } });
    expect(response.status()).toBe(400);
    expect(await response.json()).toMatchObject({ status: 400 });
  }
  // An index that does not exist: Algolia's own 404 (ADR 63).
  const unknown = await request.post(queries, { data: { requests: [{ indexName: "secrets_en" }] } });
  expect(unknown.status()).toBe(404);
  expect(await unknown.json()).toMatchObject({ status: 404 });
  const facets = await request.post("/api/search/1/indexes/products_en/facets/certifications/query", { data: { facetQuery: "u" } });
  expect(facets.status()).toBe(200);
  expect((await facets.json()).facetHits.length).toBeGreaterThan(0);
});

// S1 instant search: what a visitor sees change as they type, filter, sort and navigate, with no page load in between.
const LABELS = {
  en: { box: "Search products", sort: "Sort by", nameDesc: "Name (Z to A)", start: "plate" },
  "fr-ca": { box: "Rechercher des produits", sort: "Trier par", nameDesc: "Nom (Z à A)", start: "plaque" },
  "es-mx": { box: "Buscar productos", sort: "Ordenar por", nameDesc: "Nombre (Z a A)", start: "placa" },
} as const;

// A facet with more values than it lists for this query, and a value only found by searching within it (S2).
const FACET_SEARCH = { url: "/voltline/en/search?q=receptacle", facet: "Configuration (NEMA/IEC)", key: "nemaConfiguration", typed: "L8", value: "L8-30R" } as const;

const productLinks = (page: import("@playwright/test").Page) => page.getByRole("main").locator('a[href*="/p/"]');

for (const locale of LOCALES) {
  test(`S1 typing a typo'd query updates results and the URL without a page load; reload and back restore (${locale})`, async ({ page }) => {
    const { query, word } = TYPOS[locale];
    const labels = LABELS[locale];
    await page.goto(`/voltline/${locale}/search?q=${labels.start}`);
    await expect(page.getByRole("heading", { level: 1 })).toContainText(labels.start);
    const firstBefore = await productLinks(page).first().textContent();
    // Typing before hydration would only fill the server-rendered form: wait for the page to settle (CI machines are slow).
    await page.waitForLoadState("networkidle");
    await page.evaluate(() => ((window as unknown as { __samePage: boolean }).__samePage = true));

    const box = page.getByRole("main").getByRole("searchbox", { name: labels.box });
    await box.fill(query);
    await expect(productLinks(page).first()).toContainText(word);
    await expect(page.getByRole("heading", { level: 1 })).toContainText(query);
    await expect(page).toHaveURL(new RegExp(`[?&]q=${query}(&|$)`));
    expect(await productLinks(page).first().textContent()).not.toBe(firstBefore);
    expect(await page.evaluate(() => (window as unknown as { __samePage?: boolean }).__samePage)).toBe(true);
    // Each hit link carries its queryID and position for insights events.
    await expect(productLinks(page).first()).toHaveAttribute("data-query-id", /^[0-9a-f]{32}$/);
    await expect(productLinks(page).first()).toHaveAttribute("data-position", "1");
    await expectNoAxeViolations(page);

    await page.reload();
    await expect(page.getByRole("heading", { level: 1 })).toContainText(query);
    await expect(box).toHaveValue(query);
    await expect(productLinks(page).first()).toContainText(word);

    await page.waitForLoadState("networkidle");
    await page.evaluate(() => ((window as unknown as { __samePage: boolean }).__samePage = true));
    await box.fill(labels.start);
    await expect(page).toHaveURL(new RegExp(`[?&]q=${labels.start}(&|$)`));
    await page.goBack();
    await expect(page).toHaveURL(new RegExp(`[?&]q=${query}(&|$)`));
    await expect(page.getByRole("heading", { level: 1 })).toContainText(query);
    await expect(box).toHaveValue(query);
    await expect(productLinks(page).first()).toContainText(word);
  });

  test(`S1 a facet filters and a sort reorders, both in the URL and kept on reload (${locale})`, async ({ page }) => {
    const labels = LABELS[locale];
    await page.goto(`/voltline/${locale}/search?q=${labels.start}`);
    const status = page.getByRole("main").getByRole("status").filter({ hasText: /\d/ }).first();
    const before = await status.textContent();
    const refine = page.getByRole("region", { name: REFINE[locale] });
    const value = refine.locator('a[href*="f."]').first();
    const valueName = (await value.locator("span").nth(1).textContent())?.trim() ?? "";
    await value.click();
    await expect(page).toHaveURL(/[?&]f\.[^=]+=/);
    await expect(refine.locator('a[aria-current="true"]').first()).toContainText(valueName.replace(/\s*\(.*$/, ""));
    await expect(status).not.toHaveText(before ?? "");

    await page.getByRole("combobox", { name: labels.sort }).selectOption({ label: labels.nameDesc });
    await expect(page).toHaveURL(/[?&]sort=name_desc/);
    await expect.poll(async () => {
      const names = (await productLinks(page).allTextContents()).map((n) => n.trim());
      return names.length > 1 && names.every((name, i) => i === 0 || names[i - 1]!.localeCompare(name, undefined, { sensitivity: "base", numeric: true }) >= 0);
    }, { timeout: 20_000 }).toBe(true);
    await expectNoAxeViolations(page);

    await page.reload();
    await expect(page.getByRole("combobox", { name: labels.sort })).toHaveValue("name_desc");
    await expect(refine.locator('a[aria-current="true"]').first()).toBeVisible();
  });
}

test("S1 without JavaScript the first paint has the hits, facets are links and pages are links", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto("/voltline/en/search?q=recepticle");
  await expect(productLinks(page).first()).toContainText(/receptacle/i);
  await page.getByRole("region", { name: "Refine results" }).locator('a[href*="cat="]').first().click();
  await expect(page).toHaveURL(/[?&]cat=/);
  await expect(page.getByRole("region", { name: "Refine results" }).locator('a[aria-current="true"]').first()).toBeVisible();
  await page.getByRole("main").getByRole("searchbox", { name: "Search products" }).fill("duplex");
  await page.getByRole("main").getByRole("button", { name: "Search", exact: true }).click();
  await expect(page).toHaveURL(/[?&]q=duplex$/);
  await expect(productLinks(page).first()).toBeVisible();
  await context.close();
});

test("S2 searching within a facet's values finds a value that is not listed and refines by it", async ({ page }) => {
  await page.goto(FACET_SEARCH.url);
  const facet = page.getByRole("region", { name: FACET_SEARCH.facet, exact: true });
  const search = facet.getByRole("searchbox", { name: `Search values of ${FACET_SEARCH.facet}` });
  await expect(facet.getByRole("link", { name: new RegExp(FACET_SEARCH.value) })).toHaveCount(0);
  await search.fill(FACET_SEARCH.typed);
  const found = facet.getByRole("link", { name: new RegExp(FACET_SEARCH.value) });
  await expect(found.first()).toBeVisible();
  await expectNoAxeViolations(page);
  await found.first().click();
  await expect(page).toHaveURL(new RegExp(`f\\.${FACET_SEARCH.key}=`));
  await expect(facet.locator('a[aria-current="true"]')).toContainText(FACET_SEARCH.value);
});

// S1 multi-index: the content index (pages, news, videos of the brand) answers in the same query as the products.
const CONTENT = {
  en: { query: "careers", title: "Careers at Voltline", region: "Pages, news and videos", type: "Page" },
  "fr-ca": { query: "carrières", title: "Carrières chez Voltline", region: "Pages, nouvelles et vidéos", type: "Page" },
  "es-mx": { query: "empleos", title: "Empleos en Voltline", region: "Páginas, noticias y videos", type: "Página" },
} as const;

for (const locale of LOCALES) {
  test(`S1 content hits: a search lists the brand's matching pages next to the products and opens them (${locale})`, async ({ page }) => {
    const { query, title, region, type } = CONTENT[locale];
    await page.goto(`/voltline/${locale}/search?q=${encodeURIComponent(LABELS[locale].start)}`);
    const content = page.getByRole("region", { name: region });
    await page.getByRole("main").getByRole("searchbox", { name: LABELS[locale].box }).fill(query);
    const link = content.getByRole("link", { name: title });
    await expect(link).toBeVisible();
    await expect(link).toHaveAttribute("href", `/voltline/${locale}/careers`);
    await expect(link).toHaveAttribute("data-query-id", /^[0-9a-f]{32}$/);
    await expect(content.getByText(type, { exact: true }).first()).toBeVisible();
    await expectNoAxeViolations(page);
    await link.click();
    await expect(page).toHaveURL(new RegExp(`/voltline/${locale}/careers$`));
    await expect(page).toHaveTitle(new RegExp(title));
  });
}

test("S1 a failing or refusing search service gives a translated message and the page stays usable", async ({ page }) => {
  await page.goto("/voltline/fr-ca/search?q=plaque");
  await expect(productLinks(page).first()).toBeVisible();
  const box = page.getByRole("main").getByRole("searchbox", { name: "Rechercher des produits" });

  await page.route("**/api/search/1/indexes/*/queries*", (route) => route.fulfill({ status: 503, contentType: "application/json", body: '{"message":"down","status":503}' }));
  await box.fill("prise");
  await expect(page.getByRole("main").getByRole("alert")).toHaveText("La recherche n'est pas disponible pour le moment. Veuillez réessayer dans un instant.");
  await expectNoAxeViolations(page);

  await page.unroute("**/api/search/1/indexes/*/queries*");
  await page.route("**/api/search/1/indexes/*/queries*", (route) => route.fulfill({ status: 400, contentType: "application/json", body: '{"message":"bad","status":400}' }));
  await box.fill("prise 20");
  await expect(page.getByRole("main").getByRole("alert")).toHaveText("Nous n'avons pas pu effectuer cette recherche. Modifiez vos mots ou vos filtres, puis réessayez.");

  await page.unroute("**/api/search/1/indexes/*/queries*");
  await box.fill("interrupteur");
  await expect(page.getByRole("main").getByRole("alert")).toHaveCount(0);
  await expect(productLinks(page).first()).toContainText(/interrupteur/i);
});

test("S5 following a search hit reports a click after search with its queryID and position", async ({ page }) => {
  await page.goto("/voltline/en/search?q=recepticle");
  const hit = page.getByRole("main").locator("a[href*=\"/p/\"][data-query-id][data-position]").first();
  await expect(hit).toBeVisible();
  // The hit becomes interactive once the page has hydrated.
  await page.waitForLoadState("networkidle");
  const queryID = await hit.getAttribute("data-query-id");
  const position = Number(await hit.getAttribute("data-position"));
  expect(queryID).toMatch(/^[0-9a-f]{32}$/);
  const hitName = ((await hit.textContent()) ?? "").trim();
  const reported = page.waitForRequest((request) => request.url().includes("/api/insights/1/events") && request.method() === "POST");
  await hit.click();
  const body = JSON.parse((await reported).postData() ?? "{}") as { events: { eventType: string; queryID?: string; positions?: number[]; index: string; objectIDs: string[] }[] };
  const click = body.events.find((event) => event.eventType === "click");
  expect(click).toMatchObject({ queryID, positions: [position], index: "products_en" });
  expect(click?.objectIDs).toHaveLength(1);
  // A product outside the prerendered set renders on demand: a fresh server under a full run can take seconds.
  await expect(page).toHaveURL(/\/p\//, { timeout: 20_000 });
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(hitName);
  // Back returns to the same results: the search page wrote no second entry for the URL it was loaded on.
  await page.goBack();
  await expect(page).toHaveURL(/\/search\?q=recepticle$/);
  await expect(hit).toBeVisible();
});
