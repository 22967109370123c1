// F6 Where to Buy (issue 16): in each locale, a visitor finds the distributors near a postal code or a city through the
// page's form, keyboards through the list, reloads and goes back to the same answer; without JavaScript the form works
// alone; bad input is a translated message, never a 5xx. axe finds nothing.
import { expect, test, type Page } from "@playwright/test";
import { expectNoAxeViolations } from "./helpers";

const CASES = [
  { brand: "voltline", locale: "en", place: "60601", radius: "25 miles", heading: /distributors within 25 miles of Chicago, Illinois 60601/, unit: /\smi away$/, submit: "Find distributors", field: "Postal code, city or address" },
  { brand: "voltline-canada", locale: "fr-ca", place: "H2X 1Y4", radius: "40 kilomètres", heading: /distributeurs (les plus proches )?dans un rayon de 40 kilomètres de Montréal, Québec H2X/, unit: /^à [\d,]+\s?km$/, submit: "Trouver des distributeurs", field: "Code postal, ville ou adresse" },
  { brand: "voltline-mexico", locale: "es-mx", place: "Guadalajara", radius: "80 kilómetros", heading: /distribuidores (más cercanos )?a menos de 80 kilómetros de Guadalajara, Jalisco, México/, unit: /^a [\d.]+\s?km$/, submit: "Buscar distribuidores", field: "Código postal, ciudad o dirección" },
] as const;

/** The distance of each branch in the list, in order ("0.4 mi away", "à 12,4 km", "a 3.1 km"). */
async function distances(page: Page): Promise<number[]> {
  const texts = await page.locator("ol > li > article > p").allTextContents();
  return texts.flatMap((text) => {
    const match = /([\d.,]+)\s?(?:mi|km)\b/.exec(text);
    return match ? [Number(match[1]!.replace(",", "."))] : [];
  });
}

for (const c of CASES) {
  test(`F6 ${c.locale}: find a distributor by postal code or city, keyboard through the list, reload and back`, async ({ page }) => {
    await page.goto(`/${c.brand}/${c.locale}/where-to-buy`);
    const search = page.getByRole("search");
    await search.getByLabel(c.field).fill(c.place);
    await search.getByLabel(c.locale === "en" ? "Within" : c.locale === "fr-ca" ? "Dans un rayon de" : "A menos de").selectOption({ label: c.radius });
    await search.getByRole("button", { name: c.submit }).click();

    await expect(page).toHaveURL(new RegExp(`/${c.brand}/${c.locale}/where-to-buy\\?q=`));
    await expect(page.getByRole("heading", { level: 3, name: c.heading })).toBeVisible();
    const list = page.getByRole("list", { name: /./ }).filter({ has: page.getByRole("article") });
    const items = list.locator(":scope > li");
    expect(await items.count()).toBeGreaterThan(0);
    const found = await distances(page);
    expect(found).toEqual([...found].sort((a, b) => a - b));
    await expect(items.first().locator("p").filter({ hasText: c.unit }).first()).toBeVisible();
    await expect(items.first().getByRole("link", { name: /^\(?\+?\d/ })).toHaveAttribute("href", /^tel:\+\d{11,12}$/);

    // Keyboard: from the first branch's phone, Tab reaches its directions, then the next branch's phone.
    await items.nth(0).getByRole("link").first().focus();
    await expect(items.nth(0).getByRole("link").first()).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(items.nth(0).getByRole("link").nth(1)).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(items.nth(1).getByRole("link").first()).toBeFocused();
    await page.keyboard.press("Shift+Tab");
    await expect(items.nth(0).getByRole("link").nth(1)).toBeFocused();
    await expectNoAxeViolations(page);

    // The answer is the address's: a reload shows it again, back returns to the empty form.
    const first = await items.first().getByRole("heading").textContent();
    await page.reload();
    await expect(items.first().getByRole("heading")).toHaveText(first!);
    await page.goBack();
    await expect(page).toHaveURL(new RegExp(`/${c.brand}/${c.locale}/where-to-buy$`));
    await expect(page.getByRole("heading", { level: 3, name: c.heading })).toHaveCount(0);
  });
}

test("F6: without JavaScript the GET form answers, and a shared address shows the same results", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto("/voltline/en/where-to-buy");
  await expect(page.getByRole("button", { name: "Use my location" })).toHaveCount(0);
  await page.getByLabel("Postal code, city or address").fill("Springfield, IL");
  await page.getByLabel("Product family").selectOption({ index: 1 });
  await page.getByRole("button", { name: "Find distributors" }).click();
  await expect(page.getByRole("heading", { level: 3, name: /Springfield, Illinois/ })).toBeVisible();
  const url = page.url();
  const names = await page.getByRole("article").getByRole("heading").allTextContents();
  const again = await context.newPage();
  await again.goto(url);
  expect(await again.getByRole("article").getByRole("heading").allTextContents()).toEqual(names);
  await context.close();
});

test("F6: bad or hostile input is a translated message with a 200, never a 5xx", async ({ page, request }) => {
  await page.goto("/voltline-mexico/es-mx/where-to-buy?q=Monterrey&radius=7&family=%3Cscript%3E");
  // (Next's route announcer is an alert too: the module's is the one with the text.)
  await expect(page.getByRole("alert").filter({ hasText: "Esa distancia no es una de las opciones" })).toBeVisible();
  await expect(page.getByRole("alert").filter({ hasText: "Esa familia de productos no está disponible" })).toBeVisible();
  await expect(page.getByRole("heading", { level: 3, name: /Monterrey/ })).toBeVisible();
  await page.goto("/voltline/fr-ca/where-to-buy?q=Xyzzyville");
  await expect(page.getByRole("alert").filter({ hasText: "Nous n'avons pas trouvé « Xyzzyville »" })).toBeVisible();
  await expectNoAxeViolations(page);
  // A NUL byte is refused before the page by the request guard (ADR 25): a 4xx, never a 5xx.
  expect((await request.get("/voltline/en/where-to-buy?q=%00%3Cscript%3E")).status()).toBeLessThan(500);
  // So is an address past the guard's 4,096 characters: a translated 414; a long query under it is the page's own message.
  expect((await request.get(`/voltline/en/where-to-buy?q=${"x".repeat(5000)}`)).status()).toBe(414);
  for (const query of ["q=%3Cscript%3Ealert(1)%3C%2Fscript%3E", `q=${"x".repeat(3000)}`, "lat=1e999&lng=NaN", "lat=91&lng=181", "radius=-1&family=../../etc", "q=60601&limit=99999999", "q[]=1&q=2"]) {
    const response = await request.get(`/voltline/en/where-to-buy?${query}`);
    expect(response.status(), query).toBe(200);
  }
  // An internal address goes to the public one; a page without the tool ignores the query's search.
  expect((await request.get("/voltline/en/tools/where-to-buy?q=60601", { maxRedirects: 0 })).status()).toBe(301);
  const about = await request.get("/voltline/en/about?q=60601", { maxRedirects: 0 });
  expect(about.status()).toBe(308);
  expect(about.headers().location).toMatch(/\/voltline\/en\/about$/);
  expect((await request.get("/api/locator/ip-location")).status()).toBe(200);
  expect(await (await request.get("/api/locator/ip-location")).json()).toEqual({ status: "unknown" });
});
