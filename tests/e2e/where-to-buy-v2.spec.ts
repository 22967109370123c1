// F7 Where to Buy V2 (issue 16): on a product page in each locale, the online retailers of the brand's market appear
// with buy links; following one records the conversion (S5) and lands on the retailer's page (the .example retailer
// is answered here by a route, so nothing leaves the machine); the nearest distributors that stock the product's
// family are found for a postal code or a city, with a link to the where-to-buy page. The module on a content page,
// hostile addresses (a translated 4xx, never a 5xx), and axe.
import { expect, test, type BrowserContext, type Page } from "@playwright/test";
import { expectNoAxeViolations } from "./helpers";

/** GR102-IV-25PK: sold by Voltline in the US, Canada, Mexico and Brazil. */
const PRODUCT = "1000375";

const CASES = [
  {
    brand: "voltline", locale: "en", market: /^https:\/\/(www\.amperly|shop\.contractordepot|www\.brightwayhome|sparkmart)\.example\//,
    section: "Buy this product", phone: "Phone", online: "Online retailers", buyAt: /^Buy at .+ \(opens in a new tab\)$/, price: /^\$[\d,]+\.\d{2}$/,
    place: "60601", field: "Postal code or city", find: "Find distributors", heading: /^The 3 nearest distributors to Chicago, Illinois 60601\b/, seeAll: /^All distributors near Chicago/,
    whereToBuy: /distributors within \d+ miles of Chicago, Illinois 60601/,
  },
  {
    brand: "voltline-canada", locale: "fr-ca", market: /^https:\/\/www\.(nordelec|canbuild|maplehardware)\.example\/fr\//,
    section: "Acheter ce produit", phone: "Téléphone", online: "Détaillants en ligne", buyAt: /^Acheter chez .+ \(s'ouvre dans un nouvel onglet\)$/, price: /^[\d\s\u202f]+,\d{2}\s\$$/,
    place: "H2X 1Y4", field: "Code postal ou ville", find: "Trouver des distributeurs", heading: /^Les 3 distributeurs les plus proches de Montréal/, seeAll: /^Tous les distributeurs près de Montréal/,
    whereToBuy: /distributeurs (les plus proches )?dans un rayon de \d+ kilomètres de Montréal/,
  },
  {
    brand: "voltline-mexico", locale: "es-mx", market: /^https:\/\/(www\.ferremax|www\.electrohogar|construmart)\.example\//,
    section: "Comprar este producto", phone: "Teléfono", online: "Tiendas en línea", buyAt: /^Comprar en .+ \(se abre en una pestaña nueva\)$/, price: /^\$[\d,]+\.\d{2}$/,
    place: "Guadalajara", field: "Código postal o ciudad", find: "Buscar distribuidores", heading: /^Los 3 distribuidores más cercanos a Guadalajara/, seeAll: /^Todos los distribuidores cerca de Guadalajara/,
    whereToBuy: /distribuidores (más cercanos )?a menos de \d+ kilómetros de Guadalajara/,
  },
] as const;

interface BuyAnswer {
  status: number;
  location?: string | undefined;
  conversion?: string | undefined;
}

/**
 * Every .example retailer is answered here; any other outside address is refused, so nothing leaves the machine.
 * Playwright routes only the first address of a redirect, so a buy link is fetched from the site here as the browser
 * asked for it (its cookies, no redirect followed), its answer kept, and the tab sent on to the answer's Location by a
 * tiny page: that navigation is routed to the fake retailer like any other.
 */
async function interceptRetailers(context: BrowserContext): Promise<{ reached: string[]; buys: BuyAnswer[] }> {
  const reached: string[] = [];
  const buys: BuyAnswer[] = [];
  await context.route(/\/api\/where-to-buy-v2\/.+\/buy\//, async (route) => {
    const response = await route.fetch({ maxRedirects: 0 });
    const answer = { status: response.status(), location: response.headers()["location"], conversion: response.headers()["voltline-conversion"] };
    buys.push(answer);
    if (answer.status !== 302 || !answer.location) return route.fulfill({ response });
    return route.fulfill({ status: 200, contentType: "text/html", body: `<!doctype html><title>redirect</title><script>location.replace(${JSON.stringify(answer.location)})</script>` });
  });
  await context.route(/^https?:\/\/(?!127\.0\.0\.1)/, async (route) => {
    const url = route.request().url();
    if (!/^https:\/\/[^/]+\.example\//.test(url)) return route.abort();
    reached.push(url);
    return route.fulfill({ status: 200, contentType: "text/html", body: "<!doctype html><html lang=en><title>Retailer</title><h1>Retailer product page</h1></html>" });
  });
  return { reached, buys };
}

async function openProduct(page: Page, brand: string, locale: string) {
  await page.goto(`/${brand}/${locale}/products/p/${PRODUCT}`);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
}

for (const c of CASES) {
  test(`F7 ${c.locale}: retailers with buy links, a click records the conversion and lands on the retailer, distributors near ${c.place}`, async ({ page, context }) => {
    test.setTimeout(120_000);
    const { reached, buys } = await interceptRetailers(context);
    await openProduct(page, c.brand, c.locale);
    const section = page.getByRole("region", { name: c.section, exact: true });
    await expect(section).toBeVisible();

    // The retailers of the brand's market, each with a price, through the site's buy link, in a new tab.
    const offers = section.getByRole("list", { name: c.online }).getByRole("listitem");
    await expect(offers.first()).toBeVisible();
    expect(await offers.count()).toBeGreaterThanOrEqual(1);
    const link = offers.first().getByRole("link", { name: c.buyAt });
    await expect(link).toHaveAttribute("target", "_blank");
    await expect(link).toHaveAttribute("rel", "noopener noreferrer sponsored");
    await expect(link).toHaveAttribute("href", new RegExp(`^/api/where-to-buy-v2/${c.brand}/${c.locale}/${PRODUCT}/buy/[a-z0-9-]+$`));
    await expect(offers.first().locator("span").first()).toHaveText(c.price);

    // The click: the site's buy link records the conversion first, then the tab lands on the retailer's page.
    const [tab] = await Promise.all([context.waitForEvent("page"), link.click()]);
    await expect(tab.getByRole("heading", { name: "Retailer product page" })).toBeVisible();
    expect(buys).toHaveLength(1);
    expect(buys[0]).toMatchObject({ status: 302, conversion: "recorded" });
    expect(buys[0]!.location).toMatch(c.market);
    expect(tab.url()).toBe(buys[0]!.location);
    expect(reached).toEqual([buys[0]!.location]);
    await tab.close();

    // The nearest distributors stocking the product's family, for a postal code or a city.
    await section.getByLabel(c.field).fill(c.place);
    await section.getByRole("button", { name: c.find }).click();
    const heading = section.getByRole("heading", { level: 4, name: c.heading });
    await expect(heading).toBeVisible();
    const branches = section.getByRole("list", { name: c.heading }).getByRole("listitem");
    await expect(branches).toHaveCount(3);
    await expect(branches.first().getByRole("link")).toHaveAttribute("href", /^tel:\+\d{11,12}$/);
    // The section's heading does not repeat the product's name (the page's h1 says it); the answer brings the word before each number (ADR 81).
    await expect(branches.first()).toContainText(`${c.phone} `);
    const seeAll = section.getByRole("link", { name: c.seeAll });
    await expect(seeAll).toHaveAttribute("href", new RegExp(`^/${c.brand}/${c.locale}/where-to-buy\\?q=[^&]+&radius=\\d+&family=[a-z0-9-]+&?`));
    await expectNoAxeViolations(page);

    // The link opens the where-to-buy page with the same query: its answer is there.
    await seeAll.click();
    await expect(page).toHaveURL(new RegExp(`/${c.brand}/${c.locale}/where-to-buy\\?q=`));
    await expect(page.getByRole("heading", { level: 3, name: c.whereToBuy })).toBeVisible();
  });
}

test("F7: without analytics consent the buy link still lands on the retailer, and records nothing", async ({ browser }) => {
  const context = await browser.newContext({ storageState: { cookies: [], origins: [] } });
  await interceptRetailers(context);
  const page = await context.newPage();
  const response = await page.request.get(`/api/where-to-buy-v2/voltline/en/${PRODUCT}/buy/amperly`, { maxRedirects: 0 });
  expect(response.status()).toBe(302);
  expect(response.headers()["location"]).toMatch(/^https:\/\/www\.amperly\.example\/p\/AMP\d{9}$/);
  expect(response.headers()["voltline-conversion"]).toBe("noConsent");
  await context.close();
});

test("F7: the WhereToBuyV2 module on a content page shows the retailers of its product", async ({ page, context }) => {
  await interceptRetailers(context);
  await page.goto("/voltline/fr-ca/support/installation/gfci-receptacles");
  const section = page.getByRole("region", { name: "Acheter cette prise DDFT" });
  await expect(section.getByRole("list", { name: "Détaillants en ligne" }).getByRole("listitem").first()).toBeVisible();
  await expect(section.getByRole("link", { name: /^Acheter chez / }).first()).toHaveAttribute("href", /^\/api\/where-to-buy-v2\/voltline\/fr-ca\/1000365\/buy\//);
  await expectNoAxeViolations(page);
});

test("F7: unknown or hostile addresses are translated 4xx answers, never a 5xx nor a redirect elsewhere", async ({ request }) => {
  const api = `/api/where-to-buy-v2`;
  const notFound = await request.get(`${api}/voltline/es-mx/${PRODUCT}/buy/no-such-shop`, { maxRedirects: 0 });
  expect(notFound.status()).toBe(404);
  expect(await notFound.text()).toContain("Esta tienda no vende este producto.");
  for (const path of [
    `${api}/voltline/en/${PRODUCT}/buy/nordelec`,
    `${api}/voltline/en/${PRODUCT}/buy/amperly%2F..%2F..%2Fevil`,
    `${api}/voltline/en/9999999/buy/amperly`,
    `${api}/voltline/en/%3Cscript%3E/buy/amperly`,
    `${api}/acme/en/${PRODUCT}/buy/amperly`,
    `${api}/voltline/xx/${PRODUCT}/buy/amperly`,
    `${api}/voltline/en/${PRODUCT}/retailers/../../../etc/passwd`,
  ]) {
    const response = await request.get(path, { maxRedirects: 0 });
    expect(response.status(), path).toBeGreaterThanOrEqual(400);
    expect(response.status(), path).toBeLessThan(500);
  }
  // A target in the query is never followed.
  const open = await request.get(`${api}/voltline/en/${PRODUCT}/buy/amperly?url=https://evil.example/&to=//evil.example`, { maxRedirects: 0 });
  expect(new URL(open.headers()["location"]!).hostname).toBe("www.amperly.example");
  const retailers = await request.get(`${api}/voltline/en/${PRODUCT}/retailers`);
  expect(retailers.status()).toBe(200);
  expect(((await retailers.json()) as { offers: unknown[] }).offers.length).toBeGreaterThan(0);
  expect((await request.get(`${api}/voltline/en/9999999/retailers`)).status()).toBe(404);
  for (const query of [`q=${"x".repeat(3000)}`, "lat=1e999&lng=NaN", "lat=91&lng=181", "q[]=1&q=2", "q=%00"]) {
    const response = await request.get(`${api}/voltline/en/${PRODUCT}/distributors?${query}`);
    expect(response.status(), query).toBeLessThan(500);
  }
  const bad = await request.get(`${api}/voltline/fr-ca/${PRODUCT}/distributors?lat=91&lng=181`);
  expect(bad.status()).toBe(400);
  expect(await bad.json()).toEqual({ status: "invalid", message: "Votre position n'a pas pu être lue. Entrez plutôt un code postal ou une ville." });
  // The embedded IP look-up cannot place the journey's browser: the route asks for a place.
  expect(await (await request.get(`${api}/voltline/en/${PRODUCT}/distributors`)).json()).toEqual({ status: "needsLocation", message: "Enter a postal code or a city to see the nearest distributors." });
});

test("F7 'use my location' lists the distributors nearest the browser's position; a refusal is said in the page's language (issue 15 §1: its words load when pressed)", async ({ browser }) => {
  // Montréal: the position the browser gives.
  const allowed = await browser.newContext({ geolocation: { latitude: 45.5088, longitude: -73.5617 }, permissions: ["geolocation"] });
  const page = await allowed.newPage();
  await openProduct(page, "voltline-canada", "fr-ca");
  // No page carries these words: they come when the button is pressed.
  expect(await page.content()).not.toContain("Recherche de votre position");
  const section = page.getByRole("region", { name: "Acheter ce produit", exact: true });
  await section.getByRole("button", { name: "Utiliser ma position" }).click();
  await expect(section.getByRole("heading", { level: 4, name: /^Les 3 distributeurs les plus proches/ })).toBeVisible();
  await expect(section.getByRole("list", { name: /^Les 3 distributeurs les plus proches/ }).getByRole("listitem")).toHaveCount(3);
  await allowed.close();

  // Refused: the browser's permission is not given.
  const refused = await browser.newContext();
  const second = await refused.newPage();
  await openProduct(second, "voltline-canada", "fr-ca");
  const region = second.getByRole("region", { name: "Acheter ce produit", exact: true });
  await region.getByRole("button", { name: "Utiliser ma position" }).click();
  await expect(region.getByText("Nous n'avons pas pu utiliser votre position, car votre navigateur ne l'a pas permis.", { exact: false })).toBeVisible();
  await expectNoAxeViolations(second);

  // Refused, and the words cannot be had (the site unreachable): the search is said to be unavailable, in French.
  await second.route(/\/api\/messages\/[^/]+\/where-to-buy-location(\?|$)/, (route) => route.abort());
  await second.reload();
  await region.getByRole("button", { name: "Utiliser ma position" }).click();
  await expect(region.getByText("La recherche de distributeurs n'est pas disponible pour le moment.", { exact: false })).toBeVisible();
  await refused.close();
});
