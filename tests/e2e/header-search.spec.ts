import { expect, test, type Page } from "@playwright/test";
import { LOCALES, expectNoAxeViolations } from "./helpers";

// S3 header search suggestions and the header compare link (P6), by keyboard, in every locale.
const TEXT = {
  en: { box: "Search the catalog", suggestions: "Suggestions", typed: "recep", word: /receptacle/i, seeAll: "See all results for “recep”", compare: /^Compare \d+ products? selected$/, typo: "recepticle", groups: ["Searches", "Categories", "Products"] },
  "fr-ca": { box: "Chercher un produit", suggestions: "Suggestions", typed: "interr", word: /interrupteur/i, seeAll: "Voir tous les résultats pour « interr »", compare: /^Comparer \d+ produits? sélectionnés?$/, typo: "interupteur", groups: ["Recherches", "Catégories", "Produits"] },
  "es-mx": { box: "Buscar en el catálogo", suggestions: "Sugerencias", typed: "contac", word: /contacto/i, seeAll: "Ver todos los resultados para “contac”", compare: /^Comparar \d+ productos? seleccionados?$/, typo: "contato", groups: ["Búsquedas", "Categorías", "Productos"] },
} as const;

test.use({ navigationTimeout: 30_000 });
test.describe.configure({ timeout: 90_000 });

const combobox = (page: Page, locale: (typeof LOCALES)[number]) => page.getByRole("banner").getByRole("combobox", { name: TEXT[locale].box });

for (const locale of LOCALES) {
  test(`S3 header suggestions by keyboard open a product (${locale})`, async ({ page }) => {
    const text = TEXT[locale];
    const scripts: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "script") scripts.push(request.url());
    });
    await page.goto(`/voltline/${locale}`);
    const box = combobox(page, locale);
    await expect(box).toHaveAttribute("aria-expanded", "false");
    await box.focus();
    await box.pressSequentially(text.typed, { delay: 30 });
    const listbox = page.getByRole("listbox", { name: text.suggestions });
    await expect(listbox).toBeVisible();
    await expect(box).toHaveAttribute("aria-expanded", "true");
    // What the list shows answers the whole word typed (on a loaded machine an earlier word's answer shows first).
    await expect(listbox).not.toHaveAttribute("aria-busy", "true");
    const options = listbox.getByRole("option");
    const products = listbox.getByRole("group", { name: text.groups[2] }).getByRole("option");
    await expect(products.first()).toContainText(text.word);
    await expect(products.first().locator("mark").first()).toBeVisible();
    await expect(options.last()).toHaveText(text.seeAll);
    expect(await options.count()).toBeLessThanOrEqual(12);
    await expectNoAxeViolations(page);

    await box.press("ArrowDown");
    const first = options.first();
    await expect(first).toHaveAttribute("aria-selected", "true");
    await expect(box).toHaveAttribute("aria-activedescendant", (await first.getAttribute("id")) ?? "");
    await box.press("ArrowUp");
    await expect(options.last()).toHaveAttribute("aria-selected", "true");
    await box.press("ArrowDown");
    await expect(first).toHaveAttribute("aria-selected", "true");
    // Down through searches and categories to the first product.
    const productId = (await products.first().getAttribute("id")) ?? "";
    for (let i = 0; i < 12 && (await box.getAttribute("aria-activedescendant")) !== productId; i++) await box.press("ArrowDown");
    await expect(products.first()).toHaveAttribute("aria-selected", "true");
    await box.press("Enter");
    await expect(page).toHaveURL(new RegExp(`/voltline/${locale}/products/.+/p/`));
    await expect(page.getByRole("heading", { level: 1 })).toContainText(text.word);
  });
}

for (const locale of LOCALES) {
  test(`S3 a misspelt word suggests searches, categories and one product per family (${locale})`, async ({ page }) => {
    const text = TEXT[locale];
    await page.goto(`/voltline/${locale}`);
    const box = combobox(page, locale);
    await box.focus();
    await box.pressSequentially(text.typo, { delay: 30 });
    const listbox = page.getByRole("listbox", { name: text.suggestions });
    await expect(listbox).toBeVisible();
    await expect(listbox).not.toHaveAttribute("aria-busy", "true");
    const [searches, categories, products] = text.groups.map((name) => listbox.getByRole("group", { name }).getByRole("option"));
    await expect(searches!.first()).toContainText(text.word);
    await expect(categories!.first()).toBeVisible();
    await expect(products!.first()).toContainText(text.word);
    // One product per family: names without their colour and pack (after the first comma) all differ.
    const names = (await products!.allTextContents()).map((name) => name.split(",")[0]!.trim());
    expect(names.length).toBeGreaterThan(1);
    expect(new Set(names).size, names.join(" | ")).toBe(names.length);
    await expect(page.getByRole("banner").getByRole("status")).toHaveText(/\d/);
    await expectNoAxeViolations(page);
    await page.screenshot({ path: test.info().outputPath(`suggestions-${locale}.png`) });

    // A suggested search goes to the search page with that query, in the page's locale.
    const suggested = ((await searches!.first().textContent()) ?? "").trim();
    await box.press("ArrowDown");
    await box.press("Enter");
    await expect(page).toHaveURL(new RegExp(`/voltline/${locale}/search\\?q=${encodeURIComponent(suggested).replace(/%20/g, "\\+")}$`));

    // A suggested category goes to the search page refined by it.
    await page.goto(`/voltline/${locale}`);
    await combobox(page, locale).focus();
    await combobox(page, locale).pressSequentially(text.typo, { delay: 30 });
    await categories!.first().click();
    await expect(page).toHaveURL(new RegExp(`/voltline/${locale}/search\\?cat=`));
  });
}

test("S3 escape closes the suggestions, 'see all' and Enter go to the search page", async ({ page }) => {
  await page.goto("/voltline/en");
  const box = combobox(page, "en");
  await box.focus();
  await box.pressSequentially("recep", { delay: 30 });
  const listbox = page.getByRole("listbox", { name: "Suggestions" });
  await expect(listbox.getByRole("option").first()).toContainText(/receptacle/i);
  await box.press("Escape");
  await expect(listbox).toBeHidden();
  await expect(box).toHaveAttribute("aria-expanded", "false");
  await expect(box).toHaveValue("recep");
  await box.press("ArrowUp");
  await expect(listbox.getByRole("option").last()).toHaveAttribute("aria-selected", "true");
  await box.press("Enter");
  await expect(page).toHaveURL(/\/voltline\/en\/search\?q=recep$/);
  await expect(page.getByRole("heading", { level: 1 })).toContainText("recep");

  await page.goto("/voltline/en");
  await combobox(page, "en").fill("duplex");
  await combobox(page, "en").press("Enter");
  await expect(page).toHaveURL(/\/voltline\/en\/search\?q=duplex$/);
});

test("S3 suggestions of an earlier word are marked busy, and lose their highlight, until the typed word's arrive", async ({ page }) => {
  await page.goto("/voltline/en");
  const box = combobox(page, "en");
  await box.focus();
  await box.pressSequentially("rece", { delay: 30 });
  const listbox = page.getByRole("listbox", { name: "Suggestions" });
  const products = listbox.getByRole("group", { name: "Products" }).getByRole("option");
  await expect(products.first()).toContainText(/rece/i);
  await expect(listbox).not.toHaveAttribute("aria-busy", "true");
  // The next answer is slow: until it comes, what the list shows answers "rece", not "recep".
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/api/search/**", async (route) => {
    await held;
    await route.continue();
  });
  await box.press("ArrowDown");
  await expect(listbox.getByRole("option").first()).toHaveAttribute("aria-selected", "true");
  await box.press("p");
  await expect(listbox).toHaveAttribute("aria-busy", "true");
  await box.press("ArrowDown");
  release();
  await expect(listbox).not.toHaveAttribute("aria-busy", "true");
  // The list changed under the highlight: nothing is highlighted, so Enter cannot open an option the visitor never saw.
  await expect(listbox.getByRole("option", { selected: true })).toHaveCount(0);
  await expect(box).not.toHaveAttribute("aria-activedescendant");
});

test("S3 a suggestion the loaded server answers past the read timeout is asked once more, and shows", async ({ page }) => {
  await page.goto("/voltline/en");
  // The first answer comes after the client's 2 s read timeout (a server busy with other visitors' pages).
  const asked: number[] = [];
  await page.route("**/api/search/**", async (route) => {
    asked.push(Date.now());
    if (asked.length === 1) await new Promise((resolve) => setTimeout(resolve, 2_600));
    await route.continue().catch(() => undefined); // the first one was given up on
  });
  const box = combobox(page, "en");
  await box.focus();
  await box.fill("recep");
  const listbox = page.getByRole("listbox", { name: "Suggestions" });
  await expect(listbox.getByRole("group", { name: "Products" }).getByRole("option").first()).toContainText(/receptacle/i, { timeout: 15_000 });
  await expect(page.getByRole("banner").getByText(/^Suggestions are not available right now/)).toHaveCount(0);
  expect(asked.length).toBe(2);
});

test("S3 the suggestion code is not loaded until the search box is used", async ({ page }) => {
  const searchCalls: string[] = [];
  page.on("request", (request) => {
    if (request.url().includes("/api/search/")) searchCalls.push(request.url());
  });
  await page.goto("/voltline/en");
  await page.waitForLoadState("networkidle");
  const loaded = await page.evaluate(() => performance.getEntriesByType("resource").map((e) => e.name).filter((n) => n.endsWith(".js")));
  await combobox(page, "en").focus();
  await expect.poll(async () => (await page.evaluate(() => performance.getEntriesByType("resource").map((e) => e.name).filter((n) => n.endsWith(".js")))).length).toBeGreaterThan(loaded.length);
  expect(searchCalls).toEqual([]);
  await combobox(page, "en").pressSequentially("plate", { delay: 30 });
  await expect.poll(() => searchCalls.length).toBeGreaterThan(0);
  expect(searchCalls.every((url) => new URL(url).pathname === "/api/search/1/indexes/*/queries")).toBe(true);
});

test("S3 the list's words load with its code; when they cannot, the box says suggestions are unavailable and Enter still searches (issue 15 §1)", async ({ page }) => {
  let failWords = true;
  await page.route(/\/api\/messages\/[^/]+\/search-suggestions(\?|$)/, (route) => (failWords ? route.fulfill({ status: 503, body: "" }) : route.continue()));
  await page.goto("/voltline/fr-ca");
  // No page carries them: they come with the list's code.
  expect(await page.content()).not.toContain(TEXT["fr-ca"].groups[1]);
  const box = combobox(page, "fr-ca");
  await box.pressSequentially("interr", { delay: 30 });
  await expect(page.getByRole("banner").getByText("Les suggestions ne sont pas disponibles pour le moment.", { exact: false })).toBeVisible();
  await expect(page.getByRole("option")).toHaveCount(0);
  // Asked again on the next word, once they can be had.
  failWords = false;
  await box.pressSequentially("u", { delay: 30 });
  await expect(page.getByRole("listbox", { name: TEXT["fr-ca"].suggestions })).toBeVisible();
  await expect(page.getByRole("group", { name: TEXT["fr-ca"].groups[1] })).toBeVisible();
  await box.press("Escape");
  await box.press("Enter");
  await expect(page).toHaveURL(/\/voltline\/fr-ca\/search\?q=interru$/);
});

test("S3 without JavaScript the header search is a plain form to the search page", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto("/voltline/fr-ca");
  await combobox(page, "fr-ca").fill("interrupteur");
  await page.getByRole("banner").getByRole("button", { name: "Rechercher" }).click();
  await expect(page).toHaveURL(/\/voltline\/fr-ca\/search\?q=interrupteur$/);
  await expect(page.getByRole("main").locator('a[href*="/p/"]').first()).toContainText(/interrupteur/i);
  await context.close();
});

for (const locale of LOCALES) {
  test(`P6 the header compare link counts the brand's compare list, live (${locale})`, async ({ page }) => {
    const text = TEXT[locale];
    await page.goto(`/voltline/${locale}/search?q=${locale === "en" ? "receptacle" : locale === "fr-ca" ? "interrupteur" : "contacto"}`);
    const link = page.getByRole("banner").getByRole("link", { name: text.compare });
    await expect(link).toHaveAttribute("href", `/voltline/${locale}/compare`);
    await expect(link).toHaveAttribute("data-count", "0");
    const products = page.getByRole("main").locator('a[href*="/p/"]');
    const hrefs = [await products.nth(0).getAttribute("href"), await products.nth(1).getAttribute("href")];
    for (const [i, href] of hrefs.entries()) {
      await page.goto(href!);
      await page.getByRole("main").getByRole("button", { name: /compar/i, pressed: false }).first().click();
      await expect(link).toHaveAttribute("data-count", String(i + 1));
      await expect(link).toHaveAccessibleName(text.compare);
      expect((await link.evaluate((el) => el.textContent)) ?? "").toContain(String(i + 1));
    }
    await expectNoAxeViolations(page);
    // Another tab of the same brand changes the list: this one follows.
    const other = await page.context().newPage();
    await other.goto(hrefs[0]!);
    await other.getByRole("main").getByRole("button", { name: /compar/i, pressed: true }).first().click();
    await expect(link).toHaveAttribute("data-count", "1");
    await other.close();
    await link.click();
    await expect(page).toHaveURL(new RegExp(`/voltline/${locale}/compare$`));
  });
}

test("B1 on a desktop screen the header is two rows: utilities, then logo, main menu and search together (3 locales)", async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  for (const path of ["/voltline/en", "/voltline/fr-ca", "/voltline-mexico/es-mx", "/progress-lighting/fr-ca"]) {
    await page.goto(path);
    const banner = page.getByRole("banner");
    const middle = async (locator: ReturnType<typeof banner.locator>) => {
      const box = (await locator.boundingBox())!;
      return box.y + box.height / 2;
    };
    const logo = await middle(banner.getByRole("link").filter({ has: page.locator("img") }).first());
    const menu = await middle(banner.locator("#site-nav-list"));
    const search = await middle(banner.getByRole("search"));
    expect(Math.abs(menu - search), path).toBeLessThan(12);
    expect(Math.abs(logo - menu), path).toBeLessThan(24);
    // Utility row and main row, nothing wrapped under them.
    expect((await banner.boundingBox())!.height, path).toBeLessThan(130);
  }
  await context.close();
});

test("WCAG 1.4.10 at 320 px wide no page scrolls sideways (home, listing, product, search, news, videos, a CMS table; 3 locales)", async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 320, height: 640 } });
  const page = await context.newPage();
  for (const path of [
    "/voltline/en",
    "/voltline/fr-ca",
    "/voltline-mexico/es-mx",
    "/voltline/fr-ca/products/wiring-devices/receptacles/gfci-receptacles/c/gfci-receptacles",
    "/voltline/en/products/homeline-industrial-grade-15-a-125-v-usb-charger-receptacle-ivory/p/1000738",
    "/voltline/es-mx/search?q=contacto",
    "/voltline/fr-ca/news",
    "/voltline/fr-ca/videos/list",
    // A CMS table with long French headings.
    "/voltline-brasil/fr-ca/privacy-policy",
  ]) {
    await page.goto(path);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow, path).toBeLessThanOrEqual(0);
  }
  await context.close();
});
