// Issue 16, the tools reached and completed (F4, F5, F6; ADR 58): in each locale, the product page links to the brand's
// Find a Sales Contact (the product named and carried into the contact message) and Competitor Cross Reference (the
// competitor parts this product replaces); the sales contact's state is chosen on a map with the keyboard (the list
// still the form's field); the embedded map labels places without any request leaving the site. axe finds nothing.
// Screenshots of each locale go to test-results/tools/.
import { expect, test, type Page } from "@playwright/test";
import { expectNoAxeViolations } from "./helpers";

const CASES = [
  {
    brand: "voltline", locale: "en", product: "1000365",
    links: { sales: "Find a sales contact", xref: "Competitor parts it replaces" },
    forProduct: /^For .+ \(.+\)\.$/, replaces: /^Competitor parts that .+ replaces: \d+ numbers? below/, resultsHeading: "Voltline equivalents",
    market: "Industrial", marketLabel: "Market", mapOpen: "Choose on a map", mapLabel: "Map of the states and provinces", region: "Or choose a state or province", submit: "Find my sales contact",
    state: { button: "Ohio, United States", value: "US-OH", heading: /Your Industrial sales contacts for Ohio, United States/ }, chosen: "Chosen: Ohio, United States.", action: "Contact your sales team", prefill: "Product: ",
    wtb: { place: "60601", field: "Postal code, city or address", submit: "Find distributors", label: "Chicago" },
  },
  {
    brand: "voltline-canada", locale: "fr-ca", product: "1009160",
    links: { sales: "Trouver un contact commercial", xref: "Produits concurrents qu'il remplace" },
    forProduct: /^Pour .+ \(.+\)\.$/, replaces: /^Produits concurrents que .+ remplace : \d+ numéros? ci-dessous/, resultsHeading: "Équivalents Voltline Canada",
    market: "Commercial", marketLabel: "Marché", mapOpen: "Choisir sur une carte", mapLabel: "Carte des provinces et territoires", region: "Ou choisissez une province ou un territoire", submit: "Trouver mon représentant",
    state: { button: "Ontario, Canada", value: "CA-ON", heading: /Vos représentants du marché Commercial pour Ontario, Canada/ }, chosen: "Sélection : Ontario, Canada.", action: "Joindre votre équipe de vente", prefill: "Produit : ",
    wtb: { place: "H2X 1Y4", field: "Code postal, ville ou adresse", submit: "Trouver des distributeurs", label: "Montréal" },
  },
  {
    brand: "voltline-mexico", locale: "es-mx", product: "1009386",
    links: { sales: "Encontrar un contacto de ventas", xref: "Productos de la competencia que reemplaza" },
    forProduct: /^Para .+ \(.+\)\.$/, replaces: /^Productos de la competencia que .+ reemplaza: \d+ números? a continuación/, resultsHeading: "Equivalentes Voltline México",
    market: "Residencial", marketLabel: "Mercado", mapOpen: "Elegir en un mapa", mapLabel: "Mapa de los estados", region: "O elija un estado", submit: "Buscar mi representante",
    state: { button: "Jalisco, México", value: "MX-JAL", heading: /Sus representantes del mercado Residencial para Jalisco, México/ }, chosen: "Selección: Jalisco, México.", action: "Contactar a su equipo de ventas", prefill: "Producto: ",
    wtb: { place: "Guadalajara", field: "Código postal, ciudad o dirección", submit: "Buscar distribuidores", label: "Guadalajara" },
  },
] as const;

async function shot(page: Page, name: string) {
  await page.screenshot({ path: `test-results/tools/${name}.png`, fullPage: false });
}

for (const c of CASES) {
  test(`F4/F5 ${c.locale}: the product page leads to the sales contact (product carried) and the cross reference of its competitor parts`, async ({ page }) => {
    await page.goto(`/${c.brand}/${c.locale}/products/p/${c.product}`);
    // (The footer may link to the tool's page too: the product's links are the article's.)
    const product = page.getByRole("article").filter({ has: page.getByRole("heading", { level: 1 }) });
    const sales = product.getByRole("link", { name: c.links.sales, exact: true });
    const xref = product.getByRole("link", { name: c.links.xref, exact: true });
    await expect(sales).toHaveAttribute("href", `/${c.brand}/${c.locale}/sales-contact?product=${c.product}`);
    await expect(xref).toHaveAttribute("href", `/${c.brand}/${c.locale}/cross-reference?product=${c.product}`);
    await expectNoAxeViolations(page);

    // The cross reference: the competitor numbers this product replaces, each answered with its match quality.
    await xref.click();
    await expect(page).toHaveURL(new RegExp(`/${c.brand}/${c.locale}/cross-reference\\?product=${c.product}$`));
    await expect(page.getByText(c.replaces)).toBeVisible();
    await expect(page.getByRole("heading", { level: 3, name: c.resultsHeading })).toBeVisible();
    const lines = page.locator('[id$="-results"] ol > li');
    expect(await lines.count()).toBeGreaterThan(0);
    await expect(page.locator('textarea[name="numbers"]')).not.toHaveValue("");
    await expectNoAxeViolations(page);
    await page.getByText(c.replaces).scrollIntoViewIfNeeded();
    await shot(page, `${c.locale}-xref-from-product`);

    // The sales contact: the product named, carried by the form and into the contact form's message.
    await page.goBack();
    await sales.click();
    await expect(page).toHaveURL(new RegExp(`/${c.brand}/${c.locale}/sales-contact\\?product=${c.product}$`));
    await expect(page.getByText(c.forProduct)).toBeVisible();
    // Nothing asked yet: no "choose a market" notice.
    await expect(page.locator('[id$="-form-results"]')).toHaveCount(0);
    const search = page.getByRole("search");
    await search.getByLabel(c.marketLabel).selectOption({ label: c.market });
    await search.getByLabel(c.region).selectOption({ value: c.state.value });
    await search.getByRole("button", { name: c.submit }).click();
    await expect(page).toHaveURL(new RegExp(`product=${c.product}`));
    await expect(page.getByRole("heading", { level: 3, name: c.state.heading })).toBeVisible();
    await page.getByText(c.forProduct).scrollIntoViewIfNeeded();
    await shot(page, `${c.locale}-sales-contact-for-product`);
    await page.getByRole("link", { name: c.action }).click();
    await expect(page.locator('textarea[name="message"]')).toHaveValue(new RegExp(`${c.prefill}.+\\(.+\\)\\.$`));
  });

  test(`F5 map ${c.locale}: choose the state on a map with the keyboard, the list follows, the answer is that state's`, async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 1000 });
    const urls: string[] = [];
    page.on("request", (request) => urls.push(request.url()));
    await page.goto(`/${c.brand}/${c.locale}/sales-contact`);
    const search = page.getByRole("search");
    await search.getByLabel(c.marketLabel).selectOption({ label: c.market });
    const open = search.getByRole("button", { name: c.mapOpen });
    await expect(open).toHaveAttribute("aria-expanded", "false");
    const toggle = search.locator('button[aria-controls$="-map"]');
    await open.click();
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    const map = search.getByRole("group", { name: c.mapLabel });
    const target = map.getByRole("button", { name: `${c.state.button}, ${c.state.value.split("-")[1]}`, exact: true });
    await expect(target).toBeVisible({ timeout: 20_000 });
    await page.waitForLoadState("networkidle");

    // One tab stop: Tab from the toggle reaches the map's states (after the map's own canvas and zoom buttons).
    const states = map.locator("button[data-region]");
    await expect(states.and(page.locator('[tabindex="0"]'))).toHaveCount(1);
    await states.and(page.locator('[tabindex="0"]')).focus();
    const first = await page.evaluate(() => (document.activeElement as HTMLElement).dataset.region);
    await page.keyboard.press("ArrowRight");
    const second = await page.evaluate(() => (document.activeElement as HTMLElement).dataset.region);
    expect(second).not.toBe(first);
    await page.keyboard.press("ArrowLeft");
    expect(await page.evaluate(() => (document.activeElement as HTMLElement).dataset.region)).toBe(first);
    // Walk with the arrows to the state, then Enter.
    for (let i = 0; i < 130; i++) {
      if ((await page.evaluate(() => (document.activeElement as HTMLElement).dataset.region)) === c.state.value) break;
      await page.keyboard.press("ArrowRight");
    }
    await page.keyboard.press("Enter");
    await expect(target).toHaveAttribute("aria-pressed", "true");
    await expect(search.getByLabel(c.region)).toHaveValue(c.state.value);
    await expect(page.getByRole("status").filter({ hasText: c.chosen })).toHaveCount(1);
    await expectNoAxeViolations(page);
    await map.scrollIntoViewIfNeeded();
    await shot(page, `${c.locale}-sales-contact-map`);

    await search.getByRole("button", { name: c.submit }).click();
    await expect(page).toHaveURL(new RegExp(`region=${c.state.value}`));
    await expect(page.getByRole("heading", { level: 3, name: c.state.heading })).toBeVisible();
    expect(urls.filter((url) => !/^(data|blob):/.test(url) && new URL(url).hostname !== "127.0.0.1")).toEqual([]);
  });

  test(`F6 ${c.locale}: the embedded map labels places, offline`, async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    const urls: string[] = [];
    page.on("request", (request) => urls.push(request.url()));
    await page.goto(`/${c.brand}/${c.locale}/where-to-buy`);
    const search = page.getByRole("search");
    await search.getByLabel(c.wtb.field).fill(c.wtb.place);
    await search.getByRole("button", { name: c.wtb.submit }).click();
    const label = page.locator(".maplibregl-canvas-container span[aria-hidden]", { hasText: new RegExp(`^${c.wtb.label}$`) });
    await expect(label).toBeVisible({ timeout: 20_000 });
    await page.waitForLoadState("networkidle");
    await page.locator(".maplibregl-canvas").scrollIntoViewIfNeeded();
    await shot(page, `${c.locale}-where-to-buy-labels`);
    expect(urls.filter((url) => !/^(data|blob):/.test(url) && new URL(url).hostname !== "127.0.0.1")).toEqual([]);
  });
}
