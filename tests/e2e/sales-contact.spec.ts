// F5 Find a Sales Contact (issue 16): in each locale, a visitor chooses a market and finds the sales agency and the
// territory manager by postal code and by state / province, reloads to the same answer, and follows the contact action
// to the contact form filled in. Without JavaScript the GET form works alone; bad or hostile input is a translated
// message with a 200, never a 5xx. axe finds nothing.
import { expect, test } from "@playwright/test";
import { expectNoAxeViolations } from "./helpers";

const CASES = [
  {
    brand: "voltline", locale: "en", market: "Industrial", postal: "43219", byPostal: /Your Industrial sales contacts for Ohio, United States/, also: "Hidalgo, Mexico",
    region: "Texas", byRegion: /Your Industrial sales contacts for Texas, United States/, countryCode: "US", postalValue: "43219",
    labels: { market: "Market", text: "Postal code or city", region: "Or choose a state or province", submit: "Find my sales contact", action: "Contact your sales team", agency: "Sales agency", manager: "Territory manager", topic: "Sales and quotes" },
  },
  {
    brand: "voltline-canada", locale: "fr-ca", market: "Commercial", postal: "h2x1y4", byPostal: /Vos représentants du marché Commercial pour Québec, Canada/, also: undefined,
    region: "Ontario", byRegion: /Vos représentants du marché Commercial pour Ontario, Canada/, countryCode: "CA", postalValue: "H2X 1Y4",
    labels: { market: "Marché", text: "Code postal ou ville", region: "Ou choisissez une province ou un territoire", submit: "Trouver mon représentant", action: "Joindre votre équipe de vente", agency: "Agence de vente", manager: "Directeur de territoire", topic: "Ventes et soumissions" },
  },
  {
    brand: "voltline-mexico", locale: "es-mx", market: "Residencial", postal: "44100", byPostal: /Sus representantes del mercado Residencial para Jalisco, México/, also: undefined,
    region: "Nuevo León", byRegion: /Sus representantes del mercado Residencial para Nuevo León, México/, countryCode: "MX", postalValue: "44100",
    labels: { market: "Mercado", text: "Código postal o ciudad", region: "O elija un estado", submit: "Buscar mi representante", action: "Contactar a su equipo de ventas", agency: "Agencia de ventas", manager: "Gerente de territorio", topic: "Ventas y cotizaciones" },
  },
] as const;

for (const c of CASES) {
  test(`F5 ${c.locale}: find a sales contact by postal code and by state, reload, and contact them through the form`, async ({ page }) => {
    await page.goto(`/${c.brand}/${c.locale}/sales-contact`);
    const search = page.getByRole("search");
    await search.getByLabel(c.labels.market).selectOption({ label: c.market });
    await search.getByLabel(c.labels.text).fill(c.postal);
    await search.getByRole("button", { name: c.labels.submit }).click();

    await expect(page).toHaveURL(new RegExp(`/${c.brand}/${c.locale}/sales-contact\\?market=\\w+&q=`));
    await expect(page.getByRole("heading", { level: 3, name: c.byPostal })).toBeVisible();
    // (The page itself is an article: the cards are the results'.)
    const cards = page.locator('[id$="-form-results"]').getByRole("article");
    const agency = cards.nth(0);
    const manager = cards.nth(1);
    await expect(agency).toContainText(c.labels.agency);
    await expect(manager).toContainText(c.labels.manager);
    await expect(agency.getByRole("heading", { level: 4 })).not.toHaveText("");
    await expect(agency.getByRole("link").first()).toHaveAttribute("href", /^tel:\+\d{11,12}$/);
    await expect(agency.getByRole("link", { name: /@/ })).toHaveAttribute("href", /^mailto:[a-z0-9.]+@[a-z0-9]+\.example$/);
    await expect(agency.locator("address")).toContainText(c.locale === "en" ? "United States" : c.locale === "fr-ca" ? "Canada" : "México");
    await expect(manager.getByRole("link", { name: /@/ })).toHaveAttribute("href", new RegExp(`^mailto:[a-z]+\\.[a-z]+@${c.brand.replace("-", "")}\\.example$`));
    if (c.also) await expect(page.getByRole("navigation").getByRole("link", { name: c.also })).toBeVisible();
    await expectNoAxeViolations(page);

    // The answer is the address's: a reload shows the same agency.
    const company = await agency.getByRole("heading", { level: 4 }).textContent();
    await page.reload();
    await expect(agency.getByRole("heading", { level: 4 })).toHaveText(company!);

    // By state / province: choosing one clears the postal code typed.
    await expect(async () => {
      // (Until the page is hydrated the typed code stays: chosen again once it is.)
      await search.getByLabel(c.labels.region).selectOption({ label: c.region });
      await expect(search.getByLabel(c.labels.text)).toHaveValue("", { timeout: 1_000 });
    }).toPass({ timeout: 20_000 });
    await search.getByRole("button", { name: c.labels.submit }).click();
    await expect(page).toHaveURL(new RegExp(`/${c.brand}/${c.locale}/sales-contact\\?market=\\w+&q=&region=${c.countryCode}-`));
    await expect(page.getByRole("heading", { level: 3, name: c.byRegion })).toBeVisible();
    const regionCompany = await agency.getByRole("heading", { level: 4 }).textContent();
    const managerName = await manager.getByRole("heading", { level: 4 }).textContent();

    // The contact action opens the contact form filled in: topic, country, the message naming the agency and manager.
    await page.getByRole("link", { name: c.labels.action }).click();
    await expect(page).toHaveURL(new RegExp(`/${c.brand}/${c.locale}/forms/contact\\?topic=sales&country=${c.countryCode}&message=`));
    const form = page.locator('form[action="/api/forms/contact"]');
    await expect(form.getByRole("radio", { name: c.labels.topic })).toBeChecked();
    await expect(form.locator('textarea[name="message"]')).toHaveValue(new RegExp(`${regionCompany!.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}.*${managerName}`));
    await expect(form.locator('select[name="country"]')).toHaveValue(c.countryCode);
    await expectNoAxeViolations(page);

    // From the postal code answer, the form also gets the postal code.
    await page.goBack();
    await page.goBack();
    await expect(page.getByRole("heading", { level: 3, name: c.byPostal })).toBeVisible();
    await page.getByRole("link", { name: c.labels.action }).click();
    await expect(form.locator('input[name="postalCode"]')).toHaveValue(c.postalValue);
  });
}

test("F5: without JavaScript the GET form answers by state, and a shared address shows the same contacts", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto("/progress-lighting/en/sales-contact");
  await page.getByLabel("Market").selectOption({ label: "Commercial" });
  await page.getByLabel("Or choose a state or province").selectOption({ label: "British Columbia" });
  await page.getByRole("button", { name: "Find my sales contact" }).click();
  await expect(page.getByRole("heading", { level: 3, name: "Your Commercial sales contacts for British Columbia, Canada" })).toBeVisible();
  const cardHeadings = (p: typeof page) => p.locator('[id$="-form-results"]').getByRole("article").getByRole("heading").allTextContents();
  const names = await cardHeadings(page);
  expect(names).toHaveLength(2);
  const again = await context.newPage();
  await again.goto(page.url());
  expect(await cardHeadings(again)).toEqual(names);
  // A brand with one market asks for none; a place typed is found by name.
  await page.goto("/homestyle/en/sales-contact?q=Springfield%2C+IL");
  await expect(page.getByRole("heading", { level: 3, name: "Your Residential sales contacts for Illinois, United States" })).toBeVisible();
  await context.close();
});

test("F5: bad or hostile input is a translated message with a 200, never a 5xx", async ({ page, request }) => {
  await page.goto("/voltline/en/sales-contact?market=%3Cscript%3E&q=00000");
  // (Next's route announcer is an alert too: the module's are those with the text.)
  await expect(page.getByRole("alert").filter({ hasText: "That market is not one of ours" })).toBeVisible();
  await expect(page.getByRole("alert").filter({ hasText: "We do not know the postal code “00000”" })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.goto("/voltline-mexico/es-mx/sales-contact?market=commercial&q=H2X+1Y4");
  await expect(page.getByRole("alert").filter({ hasText: "Nuestra red de ventas en este sitio cubre México, no Canadá. Elija un estado de la lista." })).toBeVisible();
  await page.goto("/voltline-canada/fr-ca/sales-contact?market=industrial&q=Xyzzyville&region=..%2F..%2Fetc");
  await expect(page.getByRole("alert").filter({ hasText: "Nous n'avons pas trouvé « Xyzzyville »" })).toBeVisible();
  await expect(page.getByRole("alert").filter({ hasText: "Cette province ne figure pas dans la liste" })).toBeVisible();
  await page.goto("/voltline/en/sales-contact?market=industrial");
  await expect(page.getByText("Enter a postal code or a city, or choose a state or province.")).toBeVisible();
  await page.goto("/voltline/en/sales-contact?q=60601");
  await expect(page.getByText("Choose a market to see its sales contact.")).toBeVisible();
  for (const query of ["market=industrial&q=%3Cscript%3Ealert(1)%3C%2Fscript%3E", `market=industrial&q=${"x".repeat(3000)}`, "market[]=x&region=US-OH", "market=industrial&region=US-OH&region=CA-QC", "q=%E2%80%AE43219", "region=%00"]) {
    const response = await request.get(`/voltline/en/sales-contact?${query}`);
    expect(response.status(), query).toBeLessThan(500);
  }
  // The contact form's prefill ignores what does not fit.
  const prefill = await request.get("/voltline/en/forms/contact?topic=%3Cscript%3E&country=ZZ&message=" + "x".repeat(3000));
  expect(prefill.status()).toBe(200);
  // An internal address goes to the public one.
  expect((await request.get("/voltline/en/tools/sales-contact?market=industrial", { maxRedirects: 0 })).status()).toBe(301);
});
