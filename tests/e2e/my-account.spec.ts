import fs from "node:fs";
import path from "node:path";
import { expect, test, type Browser, type Page } from "@playwright/test";
import { LOCALES, expectNoAxeViolations, signInAtProvider } from "./helpers";

// Issue 14, the account area with the demo accounts in each locale: a signed-out visitor sent to sign-in and back to
// the same page and query (C6, A2), the profile edited (A3), an address added with the autocomplete, edited and deleted
// (A5), a quote request seen under orders (A6), sign-out after which the account pages send to sign-in; another
// account's address and request answer 404 (A7); brands without the account answer 404 (B4, B5); axe on every page.
type Locale = (typeof LOCALES)[number];
const messages = (locale: Locale, namespace: string) => JSON.parse(fs.readFileSync(path.join("messages", locale, `${namespace}.json`), "utf8"));
const ACCOUNT = { en: "contractor@voltline.example", "fr-ca": "distributor@voltline.example", "es-mx": "engineer@voltline.example" } as const;
/** What each locale's journey types into "Find an address", and what the chosen place fills in. */
const PLACE = {
  en: { query: "springfield, il", option: /Springfield/, city: "Springfield", region: "IL", country: "US", postalCode: "62701", line1: "120 Main St" },
  "fr-ca": { query: "H2X 1Y4", option: /H2X/, city: "Montréal", region: "QC", country: "CA", postalCode: "H2X 1Y4", line1: "1200 rue Saint-Urbain" },
  "es-mx": { query: "guadalaj", option: /Guadalajara/, city: "Guadalajara", region: "JAL", country: "MX", postalCode: "44100", line1: "Av. Vallarta 1234" },
} as const;

test.use({ navigationTimeout: 60_000 });
test.describe.configure({ timeout: 180_000 });

/** A form of the field kit is ready once hydrated (its fields are checked in the browser from then on). */
async function ready(page: Page) {
  await expect(page.locator("form[data-hydrated]")).toHaveCount(1, { timeout: 20_000 });
}

/** Sends a quote request for one product from the request-quote page, signed in; returns its reference. */
async function sendQuote(page: Page, locale: Locale, company: string): Promise<string> {
  const tf = messages(locale, "forms");
  await page.goto(`/voltline/${locale}/request-quote?products=DR101-IV-25PK`);
  const quote = page.locator('form[action="/api/forms/quote"]');
  await expect(quote.locator('input[name="submissionKey"]')).toHaveValue(/^[0-9a-f-]{36}$/, { timeout: 20_000 });
  await quote.locator('[name="projectName"]').fill(`Project ${company}`);
  await quote.locator('[name="neededBy"]').fill("2031-03-15");
  await quote.locator('[name="shipToCountry"]').selectOption("US");
  await quote.locator('[name="shipToRegion"]').selectOption("OH");
  await quote.locator('[name="company"]').fill(company);
  await quote.locator('[name="firstName"]').fill("Ann");
  await quote.locator('[name="lastName"]').fill("Lee");
  await quote.locator('[name="email"]').fill("ann.lee@example.com");
  await quote.locator('[name="phone"]').fill("6145550100");
  await quote.locator('[name="role"]').selectOption("contractor");
  await quote.getByRole("button", { name: tf.send }).click();
  await page.waitForURL(new RegExp(`/voltline/${locale}/request-quote/confirmation\\?ref=Q-`), { timeout: 30_000 });
  return (await page.locator("[data-reference]").textContent())?.trim() ?? "";
}

for (const locale of LOCALES) {
  test(`A3 A5 A6 C6 the account area of ${ACCOUNT[locale]} (${locale})`, async ({ page }) => {
    const t = messages(locale, "my-account");
    const tf = messages(locale, "forms");
    const errors = messages(locale, "form-errors");
    const base = `/voltline/${locale}/my-account`;

    // C6 / A2: signed out, an account page with a query goes to sign-in, and comes back to that page and query.
    await page.goto(`${base}/orders?from=journey`);
    await signInAtProvider(page, locale, ACCOUNT[locale]);
    await expect(page).toHaveURL(new RegExp(`${base}/orders\\?from=journey$`));
    await expect(page.getByRole("heading", { level: 1, name: t.orders.title })).toBeVisible();
    const nav = page.getByRole("navigation", { name: t.navLabel });
    await expect(nav.getByRole("link", { name: t.sections.orders })).toHaveAttribute("aria-current", "page");
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
    await expectNoAxeViolations(page);

    // my-account opens the profile (A3).
    await page.goto(base);
    await expect(page).toHaveURL(new RegExp(`${base}/profile$`));
    await expect(page.getByText(ACCOUNT[locale], { exact: true })).toBeVisible();
    await ready(page);
    await expectNoAxeViolations(page);

    // An invalid phone is named in the page's language, in place; corrected, the profile is saved.
    const company = `Journey ${locale} ${Date.now()}`;
    await page.getByLabel(t.profile.company, { exact: false }).first().fill(company);
    await page.getByLabel(t.profile.role).selectOption("distributor");
    await page.getByRole("textbox", { name: tf.fields.phone }).fill("12");
    await page.getByRole("button", { name: t.profile.save }).click();
    await expect(page.getByText(errors.phone).first()).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole("textbox", { name: tf.fields.phone }).fill(locale === "en" ? "614 555 0100" : locale === "fr-ca" ? "514 555 0199" : "33 1234 5678");
    // Leaving the corrected field clears its error (and the summary above the form, which moves what is below it).
    await page.keyboard.press("Tab");
    await expect(page.getByText(errors.phone)).toHaveCount(0);
    await page.getByLabel(t.profile.preferredLocale).selectOption(locale);
    await page.getByLabel(t.profile.marketingConsent).check();
    await page.getByRole("button", { name: t.profile.save }).click();
    await expect(page).toHaveURL(new RegExp(`${base}/profile\\?notice=profile-saved$`));
    await expect(page.getByRole("status").filter({ hasText: t.notices["profile-saved"] })).toBeVisible();
    await page.reload();
    await expect(page.getByLabel(t.profile.company, { exact: false }).first()).toHaveValue(company);
    await expect(page.getByLabel(t.profile.role)).toHaveValue("distributor");
    await expect(page.getByLabel(t.profile.marketingConsent)).toBeChecked();

    // A5: add an address with "Find an address", then edit and delete it.
    await nav.getByRole("link", { name: t.sections["address-book"] }).click();
    await expect(page.getByRole("heading", { level: 1, name: t.addresses.title })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole("link", { name: t.addresses.add }).click();
    await expect(page.getByRole("heading", { level: 1, name: t.addresses.addTitle })).toBeVisible();
    await ready(page);
    const find = page.getByRole("combobox", { name: t.addresses.autocomplete.label });
    await find.focus();
    await page.keyboard.type(PLACE[locale].query);
    const option = page.getByRole("listbox", { name: t.addresses.autocomplete.label }).getByRole("option", { name: PLACE[locale].option }).first();
    await expect(option).toBeVisible({ timeout: 20_000 });
    await expectNoAxeViolations(page);
    await page.keyboard.press("ArrowDown");
    await expect(find).toHaveAttribute("aria-activedescendant", /option-0$/);
    await page.keyboard.press("Enter");
    await expect(page.locator('[name="city"]')).toHaveValue(PLACE[locale].city);
    await expect(page.locator('[name="country"]')).toHaveValue(PLACE[locale].country);
    await expect(page.locator('[name="region"]')).toHaveValue(PLACE[locale].region);
    await expect(page.locator('[name="line1"]')).toBeFocused();
    const label = `Site ${Date.now()}`;
    await page.keyboard.type(PLACE[locale].line1);
    await page.locator('[name="postalCode"]').fill(PLACE[locale].postalCode);
    await page.locator('[name="label"]').fill(label);
    await page.getByRole("button", { name: t.addresses.save }).click();
    await expect(page).toHaveURL(new RegExp(`${base}/address-book\\?notice=address-added#address-`));
    await expect(page.getByRole("status").filter({ hasText: t.notices["address-added"] })).toBeVisible();
    const card = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: label }) });
    await expect(card).toContainText(PLACE[locale].line1);
    await expect(card).toContainText(PLACE[locale].city);
    await expectNoAxeViolations(page);

    await card.getByRole("link", { name: t.addresses.edit }).click();
    await expect(page.getByRole("heading", { level: 1, name: t.addresses.editTitle })).toBeVisible();
    await ready(page);
    await expect(page.locator('[name="label"]')).toHaveValue(label);
    await expectNoAxeViolations(page);
    await page.locator('[name="label"]').fill(`${label} B`);
    await page.getByRole("button", { name: t.addresses.save }).click();
    await expect(page.getByRole("status").filter({ hasText: t.notices["address-saved"] })).toBeVisible();
    const edited = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: `${label} B` }) });
    await edited.getByRole("button", { name: t.addresses.delete }).click();
    await expect(page.getByRole("status").filter({ hasText: t.notices["address-deleted"] })).toBeVisible();
    await expect(page.getByRole("heading", { name: `${label} B` })).toHaveCount(0);

    // A6: a quote request sent signed in is listed under orders, with its detail.
    const reference = await sendQuote(page, locale, company);
    await page.goto(`${base}/orders`);
    const row = page.getByRole("row").filter({ has: page.getByRole("link", { name: reference }) });
    await expect(row).toContainText(t.orders.forms.quote);
    await expect(row).toContainText("DR101-IV-25PK");
    await expectNoAxeViolations(page);
    await row.getByRole("link", { name: reference }).click();
    await expect(page.getByRole("heading", { level: 1 })).toContainText(reference);
    await expect(page.getByRole("cell", { name: "DR101-IV-25PK" })).toBeVisible();
    await expect(page.getByText(`Project ${company}`)).toBeVisible();
    await expectNoAxeViolations(page);

    // Sign out from the account area: its pages now send to sign-in.
    await page.goto(`${base}/profile`);
    await page.getByRole("navigation", { name: t.navLabel }).getByRole("button", { name: t.signOut, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/voltline/${locale}$`));
    for (const section of ["profile", "address-book", "orders", "lists"]) {
      const response = await page.request.get(`${base}/${section}`, { maxRedirects: 0 });
      expect(response.status(), section).toBe(307);
      expect(response.headers().location, section).toContain(`/api/auth/sign-in?returnTo=${encodeURIComponent(`${base}/${section}`)}`);
    }
  });
}

async function signedInPage(browser: Browser, email: string, locale: Locale = "en"): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await page.goto(`/voltline/${locale}/my-account/address-book`);
  await signInAtProvider(page, locale, email);
  await expect(page).toHaveURL(new RegExp(`/voltline/${locale}/my-account/address-book$`));
  return page;
}

test("A7 another account's address and request answer 404, never 403 nor its data; personal pages are private, no-store", async ({ browser }) => {
  const alice = await signedInPage(browser, "contractor@voltline.example");
  const eve = await signedInPage(browser, "distributor@voltline.example");
  const t = messages("en", "my-account");

  // Alice adds an address (no JavaScript needed: the form posts) and sends a quote request.
  const label = `Alice only ${Date.now()}`;
  const added = await alice.request.post("/api/account/addresses", {
    headers: { accept: "application/json", origin: new URL(alice.url()).origin },
    data: { brand: "voltline", locale: "en", label, recipient: "Dana Whitfield", company: "", line1: "1 Private Rd", line2: "", city: "Columbus", country: "US", region: "OH", postalCode: "43215", phone: "", isDefault: false },
  });
  expect(added.status()).toBe(201);
  const id = ((await added.json()) as { location: string }).location.split("#address-")[1]!;
  const mine = await alice.request.get(`/voltline/en/my-account/address-book/${id}`);
  expect(mine.status()).toBe(200);
  expect(mine.headers()["cache-control"]).toMatch(/private/);
  expect(mine.headers()["cache-control"]).toMatch(/no-store/);

  // Eve gets 404 for the page and every action, and nothing of Alice's shows.
  const page = await eve.request.get(`/voltline/en/my-account/address-book/${id}`);
  expect(page.status()).toBe(404);
  expect(await page.text()).not.toContain(label);
  for (const action of ["", "/delete", "/default"]) {
    const response = await eve.request.post(`/api/account/addresses/${id}${action}`, {
      headers: { accept: "application/json", origin: new URL(eve.url()).origin },
      data: { brand: "voltline", locale: "en", label: "mine now", recipient: "Eve", company: "", line1: "x", line2: "", city: "x", country: "US", region: "OH", postalCode: "43215", phone: "", isDefault: true },
    });
    expect(response.status(), action).toBe(404);
    expect(await response.json(), action).toEqual({ message: t.errors.addressNotFound });
  }
  await alice.goto("/voltline/en/my-account/address-book");
  await expect(alice.getByRole("heading", { name: label })).toBeVisible();

  // A request of Alice's by reference: hers to see, a 404 for Eve that shows nothing of it.
  const company = `Alice's firm ${Date.now()}`;
  const reference = await sendQuote(alice, "en", company);
  expect((await alice.request.get(`/voltline/en/my-account/orders/${reference}`)).status()).toBe(200);
  const theirs = await eve.request.get(`/voltline/en/my-account/orders/${reference}`);
  expect(theirs.status()).toBe(404);
  expect(await theirs.text()).not.toContain(company);
  await eve.goto("/voltline/en/my-account/orders");
  await expect(eve.getByRole("link", { name: reference })).toHaveCount(0);
  expect((await eve.request.get("/voltline/en/my-account/orders/Q-0000-0000")).status()).toBe(404);
  expect((await eve.request.get("/voltline/en/my-account/address-book/not-an-id")).status()).toBe(404);
  await alice.context().close();
  await eve.context().close();
});

test("B4 B5 brands that do not show the account: its routes are 404 and its footer and header items are gone", async ({ page }) => {
  for (const brand of ["homestyle", "progress-lighting"]) {
    for (const section of ["", "/profile", "/address-book", "/orders"]) {
      expect((await page.request.get(`/${brand}/en/my-account${section}`, { maxRedirects: 0 })).status(), `${brand}${section}`).toBe(404);
    }
    await page.goto(`/${brand}/en`);
    await expect(page.locator(`footer a[href^="/${brand}/en/my-account"], footer a[href^="/${brand}/en/my-list"]`)).toHaveCount(0);
  }
  await page.goto("/voltline/en");
  await expect(page.locator('footer a[href="/voltline/en/my-account"]')).toHaveCount(1);
});

test("C6 a CMS page that needs an account sends a signed-out visitor to sign-in and back, and is never shared", async ({ page }) => {
  const signedOut = await page.request.get("/voltline/fr-ca/pro-resources?utm_source=mail", { maxRedirects: 0 });
  expect(signedOut.status()).toBe(307);
  expect(signedOut.headers().location).toContain(`/api/auth/sign-in?returnTo=${encodeURIComponent("/voltline/fr-ca/pro-resources?utm_source=mail")}`);
  await page.goto("/voltline/fr-ca/pro-resources?utm_source=mail");
  await signInAtProvider(page, "fr-ca", "distributor@voltline.example");
  await expect(page).toHaveURL(/\/voltline\/fr-ca\/pro-resources\?utm_source=mail$/);
  await expect(page.getByRole("heading", { level: 1, name: "Ressources pour les pros" })).toBeVisible();
  await expectNoAxeViolations(page);
  const again = await page.request.get("/voltline/fr-ca/pro-resources");
  expect(again.headers()["cache-control"]).toMatch(/no-store/);
  expect(again.headers()["x-micro-cache"]).not.toBe("HIT");
});
