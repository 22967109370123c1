import fs from "node:fs";
import path from "node:path";
import { expect, test, type Browser, type Locator, type Page } from "@playwright/test";
import { LOCALES, expectNoAxeViolations, signInAtProvider } from "./helpers";

// A4 lists, in each locale with the demo accounts: sign in, add three products from three places (product page,
// category listing, search results) to a new list named in place, change a quantity, move a line, download the CSV,
// share a read-only link, request a quote from the list and send it, delete it; a signed-out visitor's list kept in the browser
// and merged into My list at sign-in; A7 another account's list is a 404; B4 a brand that hides lists has none.
type Locale = (typeof LOCALES)[number];

const messages = (locale: Locale, namespace: string) => JSON.parse(fs.readFileSync(path.join("messages", locale, `${namespace}.json`), "utf8"));
const ICU = (text: string, values: Record<string, string | number>) => text.replace(/\{(\w+)\}/g, (_, key: string) => String(values[key] ?? `{${key}}`));
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

const ACCOUNTS = { en: "contractor@voltline.example", "fr-ca": "distributor@voltline.example", "es-mx": "engineer@voltline.example" } as const;
/** PIM id 1000001 of the generated catalogue, sold by Voltline (US). */
const PRODUCT_ID = "1000001";
/** A search every locale's index answers with products (names are translated, so is the query). */
const SEARCH = { en: "dimmer", "fr-ca": "gradateur", "es-mx": "atenuador" } as const;
const THREE_PRODUCTS = { en: "3 products", "fr-ca": "3 produits", "es-mx": "3 productos" } as const;
const ONE_MERGED = {
  en: "1 product from this browser was added to My list.",
  "fr-ca": "1 produit de ce navigateur a été ajouté à Ma liste.",
  "es-mx": "1 producto de este navegador se agregó a Mi lista.",
} as const;

test.use({ navigationTimeout: 60_000 });
test.describe.configure({ timeout: 180_000 });

const header = (page: Page) => page.getByRole("banner");

async function signInFromHeader(page: Page, locale: Locale, account = ACCOUNTS[locale]) {
  await header(page).getByRole("link", { name: messages(locale, "account").signIn, exact: true }).click();
  await signInAtProvider(page, locale, account);
}

type Box = { x: number; y: number; width: number; height: number } | null;
const overlap = (a: Box, b: Box) => !!a && !!b && a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** Opens the "Add to list" dialog of a button (a click before hydration is lost: tried until the dialog opens). */
async function openDialog(page: Page, button: Locator, locale: Locale): Promise<Locator> {
  const dialog = page.getByRole("dialog", { name: messages(locale, "lists").dialogTitle });
  await expect(async () => {
    await button.click();
    await expect(dialog).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
  return dialog;
}

/**
 * Presses a toast's button. A toast closes itself 6 seconds after it shows (U1): on a loaded machine the next step can
 * come later than that, and a click on a button that is gone waits for the test's whole timeout (the 3-minute flake of
 * the signed-out journey). The pointer rests on the toast first, which holds it open as it would for a person reaching
 * for Undo, and the click is bounded.
 */
async function useToastButton(page: Page, name: string, whileHeld?: () => Promise<void>) {
  const button = page.getByRole("button", { name });
  await button.hover({ timeout: 5_000 });
  await whileHeld?.();
  await button.click({ timeout: 5_000 });
}

/** Adds through an open dialog to `listName` (made in place when `create`), and waits for the toast. */
async function addThroughDialog(page: Page, dialog: Locator, locale: Locale, listName: string, { create = false, quantity = "1" } = {}) {
  const L = messages(locale, "lists");
  if (create) {
    await dialog.getByRole("radio", { name: L.newList }).check();
    await dialog.getByLabel(L.newListName).fill(listName);
  } else {
    await dialog.getByRole("radio", { name: new RegExp(`^${escape(listName)} `) }).check();
  }
  await dialog.getByLabel(L.quantity).fill(quantity);
  await dialog.getByRole("button", { name: L.submit }).click();
  await expect(dialog).toBeHidden();
  // Toasts queue (U1): an earlier one may still be showing for its 6 seconds.
  const toast = page.getByText(new RegExp(`${escape(listName)}\\.$`));
  await expect(toast).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole("button", { name: L.undo })).toBeVisible();
}

for (const locale of LOCALES) {
  test(`A4 a new list from a product page, a listing and search; quantities, order, CSV, share, quote (${locale})`, async ({ page, browser }) => {
    const L = messages(locale, "lists");
    const P = messages(locale, "lists-pages");
    const listName = `Journey ${locale} ${Date.now().toString(36)}`;

    // Signed in from a product page, back on it.
    await page.goto(`/voltline/${locale}/products/p/${PRODUCT_ID}`);
    await signInFromHeader(page, locale);
    await expect(page).toHaveURL(new RegExp(`/voltline/${locale}/products/p/${PRODUCT_ID}$`));
    const productName = (await page.getByRole("heading", { level: 1 }).textContent()) ?? "";

    // 1. The product page: a new list named in the dialog, two of this product.
    let dialog = await openDialog(page, page.getByRole("main").getByRole("button", { name: new RegExp(`^${escape(L.add)}`) }).first(), locale);
    await expect(dialog.getByRole("radio", { name: new RegExp(`^${escape(L.myList)} `) })).toBeVisible();
    await expectNoAxeViolations(page);
    await addThroughDialog(page, dialog, locale, listName, { create: true, quantity: "2" });

    // 2. The product's category listing: the first card that is another product.
    await page.getByRole("main").locator('a[href*="/c/"]').first().click();
    await expect(page).toHaveURL(/\/c\//);
    const card = page.locator(`li:has(button[data-product-id]:not([data-product-id="${PRODUCT_ID}"]))`).first();
    const listingProduct = (await card.locator("button[data-product-id]").getAttribute("data-product-id")) ?? "";
    dialog = await openDialog(page, card.getByRole("button", { name: L.add }), locale);
    await addThroughDialog(page, dialog, locale, listName);
    await expectNoAxeViolations(page);

    // 3. Search results: a hit that is neither.
    await page.goto(`/voltline/${locale}/search?q=${SEARCH[locale]}`);
    const hit = page.locator(`li:has(button[data-product-id]:not([data-product-id="${PRODUCT_ID}"]):not([data-product-id="${listingProduct}"]))`).first();
    await expect(hit).toBeVisible();
    dialog = await openDialog(page, hit.getByRole("button", { name: L.add }), locale);
    await addThroughDialog(page, dialog, locale, listName);
    await expectNoAxeViolations(page);

    // The account's lists: the new one with its three products.
    await page.goto(`/voltline/${locale}/my-account/lists`);
    await expect(page.getByRole("heading", { level: 1, name: P.lists.title })).toBeVisible();
    const listRow = page.getByRole("row").filter({ has: page.getByRole("link", { name: listName, exact: true }) });
    await expect(listRow).toContainText(THREE_PRODUCTS[locale]);
    await expectNoAxeViolations(page);
    await listRow.getByRole("link", { name: listName, exact: true }).click();
    await expect(page.getByRole("heading", { level: 1, name: listName })).toBeVisible();
    const listUrl = page.url();
    const table = page.getByRole("table");
    const rows = table.locator("tbody tr");
    await expect(rows).toHaveCount(3);
    await expect(rows.first()).toContainText(productName);
    await expect(rows.first().getByRole("spinbutton")).toHaveValue("2");
    await expectNoAxeViolations(page);

    // Quantity: typed, saved with Enter, said in the live region, kept after a reload.
    const secondName = ((await rows.nth(1).locator("th a").first().textContent()) ?? "").trim();
    const quantity = rows.nth(1).getByRole("spinbutton");
    await quantity.fill("12");
    await quantity.press("Enter");
    await expect(page.getByRole("status").filter({ hasText: ICU(P.detail.quantitySaved, { name: secondName, quantity: 12 }) })).toBeVisible();
    // Order: the second line moves up with its button, from the keyboard.
    await rows.nth(1).getByRole("button", { name: ICU(P.detail.moveUp, { name: secondName }) }).press("Enter");
    await expect(rows.first()).toContainText(secondName);
    await page.reload();
    await expect(rows.first()).toContainText(secondName);
    await expect(rows.first().getByRole("spinbutton")).toHaveValue("12");
    await expect(page.getByTestId("list-totals")).toHaveText(/15/);

    // CSV download: a heading row and the three lines with their quantities.
    const downloading = page.waitForEvent("download");
    await page.getByRole("link", { name: P.actions.exportCsv }).click();
    const download = await downloading;
    const csv = fs.readFileSync((await download.path())!, "utf8").trim().split("\r\n");
    expect(download.suggestedFilename()).toMatch(/\.csv$/);
    expect(csv[0]).toBe([P.export.catalogNumber, P.export.name, P.export.quantity, P.export.note, P.export.unitPrice, P.export.currency, P.export.status, P.export.url].join(","));
    expect(csv).toHaveLength(4);
    expect(csv.map((row) => row.split(",").at(-6))).toEqual([P.export.quantity, "12", "2", "1"]);

    // Share: a read-only link opens signed out, is not indexed, and stops when sharing stops.
    await page.getByRole("button", { name: P.actions.share }).click();
    const shareField = page.getByRole("textbox", { name: P.actions.shareLink });
    await expect(shareField).toHaveValue(/\/my-list\/shared\//);
    const shareUrl = await shareField.inputValue();
    const visitor = await browser.newContext();
    const shared = await visitor.newPage();
    await shared.goto(shareUrl);
    await expect(shared.getByRole("heading", { level: 1, name: listName })).toBeVisible();
    await expect(shared.locator("tbody tr")).toHaveCount(3);
    await expect(shared.getByRole("spinbutton")).toHaveCount(0);
    await expect(shared.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
    await expectNoAxeViolations(shared);
    await page.getByRole("button", { name: P.actions.unshare }).click();
    await expect(page.getByRole("status").filter({ hasText: P.actions.unshared })).toBeVisible();
    expect((await shared.goto(shareUrl))?.status()).toBe(404);
    await visitor.close();

    if (locale === "en") {
      // ADR 43: the owner's list page is the shared shell, which the server keeps once and tells the browser is private;
      // the shell's own address stays a 404, and another account still gets a 404 once the shell is kept (A7).
      await page.request.get(listUrl);
      const again = await page.request.get(listUrl);
      expect(again.status()).toBe(200);
      expect(again.headers()["x-micro-cache"]).toBe("HIT");
      expect(again.headers()["cache-control"]).toMatch(/private/);
      expect((await page.request.get("/voltline/en/my-account/list-shell")).status()).toBe(404);
      await expectOtherAccountGets404(browser, listUrl);
    }

    // A quote request from the list: the form opens with the three products and their quantities.
    const catalogNumbers = csv.slice(1).map((row) => row.split(",")[0]);
    await page.getByRole("link", { name: P.actions.requestQuote }).click();
    await page.waitForURL(new RegExp(`/voltline/${locale}/request-quote\\?products=`));
    const form = page.locator('form[action="/api/forms/quote"]');
    const pickers = form.locator('[role="combobox"][aria-autocomplete="list"]');
    await expect(pickers).toHaveCount(3, { timeout: 20_000 });
    expect(await pickers.evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value))).toEqual(catalogNumbers);
    await expect(form.locator('[name="lines.0.quantity"]')).toHaveValue("12");
    // Sent (F2), it is confirmed with a reference: the list became a quote request.
    const F = messages(locale, "forms");
    await expect(form.locator('input[name="submissionKey"]')).toHaveValue(/^[0-9a-f-]{36}$/, { timeout: 20_000 });
    await form.locator('[name="projectName"]').fill(listName);
    await form.locator('[name="neededBy"]').fill("2031-03-15");
    await form.locator('[name="shipToCountry"]').selectOption("US");
    await form.locator('[name="shipToRegion"]').selectOption("OH");
    await form.locator('[name="company"]').fill("Whitfield Electric");
    await form.locator('[name="firstName"]').fill("Dana");
    await form.locator('[name="lastName"]').fill("Whitfield");
    await form.locator('[name="email"]').fill("dana.whitfield@example.com");
    await form.locator('[name="phone"]').fill("6145550100");
    await form.locator('[name="role"]').selectOption("contractor");
    await form.getByRole("button", { name: F.send }).click();
    await page.waitForURL(new RegExp(`/voltline/${locale}/request-quote/confirmation\\?ref=Q-`), { timeout: 30_000 });
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(F.confirmation.title.quote);
    // A6: the request made from the list is under the account's orders, with the list's products.
    const reference = new URL(page.url()).searchParams.get("ref") ?? "";
    await page.goto(`/voltline/${locale}/my-account/orders`);
    const order = page.getByRole("row").filter({ has: page.getByRole("link", { name: reference }) });
    await expect(order).toContainText(messages(locale, "my-account").orders.forms.quote);
    await expect(order).toContainText(`${catalogNumbers[0]} × 12`);
    await expectNoAxeViolations(page);

    // Deleting it (asked once, in its row) leaves the account's lists as they were.
    await page.goto(`/voltline/${locale}/my-account/lists`);
    await page.getByRole("button", { name: ICU(P.lists.deleteLabel, { name: listName }) }).click();
    await page.getByRole("button", { name: P.lists.confirmYes }).click();
    await expect(page.getByRole("status").filter({ hasText: ICU(P.lists.deleted, { name: listName }) })).toBeVisible();
    await expect(page.getByRole("link", { name: listName, exact: true })).toHaveCount(0);
    expect((await page.goto(listUrl))?.status()).toBe(404);
  });

  test(`A4 a signed-out visitor's list is kept in the browser, undone from the toast, merged into My list at sign-in (${locale})`, async ({ page }) => {
    const L = messages(locale, "lists");
    const P = messages(locale, "lists-pages");
    await page.goto(`/voltline/${locale}/products/p/${PRODUCT_ID}`);
    const productName = ((await page.getByRole("heading", { level: 1 }).textContent()) ?? "").trim();
    const myList = header(page).getByRole("link", { name: new RegExp(`^${escape(L.headerLink)}`) });
    await expect(myList).toHaveAttribute("data-count", "0");

    const add = page.getByRole("main").getByRole("button", { name: new RegExp(`^${escape(L.add)}`) }).first();
    let dialog = await openDialog(page, add, locale);
    await expect(dialog).toContainText(L.browserNote);
    await dialog.getByLabel(L.quantity).fill("3");
    await dialog.getByRole("button", { name: L.submit }).click();
    await expect(page.getByText(ICU(L.addedBrowser, { name: productName }))).toBeVisible();
    // The toast's button takes it back (held open from the moment it shows, see useToastButton).
    await useToastButton(page, L.undo, async () => expect(myList).toHaveAttribute("data-count", "1"));
    await expect(myList).toHaveAttribute("data-count", "0");
    dialog = await openDialog(page, add, locale);
    await dialog.getByLabel(L.quantity).fill("3");
    await dialog.getByRole("button", { name: L.submit }).click();
    await expect(myList).toHaveAttribute("data-count", "1");
    // U1, WCAG 2.4.11: the toast that says so leaves the header's "My list" in view, the link a visitor reaches for next
    // (it covered the header's links, and a click on "My list" could land on the toast).
    const toast = page.getByRole("status").filter({ hasText: ICU(L.addedBrowser, { name: productName }) });
    await toast.hover({ trial: true }); // visible and no longer sliding in
    expect(overlap(await toast.boundingBox(), await myList.boundingBox())).toBe(false);

    await myList.click();
    await expect(page).toHaveURL(new RegExp(`/voltline/${locale}/my-list$`));
    const rows = page.locator("tbody tr");
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toContainText(productName);
    await expect(rows.first().getByRole("spinbutton")).toHaveValue("3");
    await expectNoAxeViolations(page);

    // Signing in from this page comes back to it, with the product now in the account's My list.
    await page.getByRole("link", { name: P.browser.signIn }).click();
    await signInAtProvider(page, locale, ACCOUNTS[locale]);
    await expect(page).toHaveURL(new RegExp(`/voltline/${locale}/my-list$`));
    await expect(page.locator(`tbody tr[data-product-id="${PRODUCT_ID}"]`)).toBeVisible();
    await expect(page.getByText(ONE_MERGED[locale])).toBeVisible({ timeout: 15_000 });
    expect(await page.evaluate(() => Object.keys(window.localStorage).filter((key) => key.startsWith("my-list:")))).toEqual([]);
    const quantity = Number(await page.locator(`tbody tr[data-product-id="${PRODUCT_ID}"]`).getByRole("spinbutton").inputValue());
    expect(quantity).toBeGreaterThanOrEqual(3);
    await expectNoAxeViolations(page);
  });
}

async function expectOtherAccountGets404(browser: Browser, listUrl: string) {
  // A7: another account (the distributor) opening the contractor's list address gets a 404, not the list.
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto("/voltline/en/my-account/lists");
  await signInAtProvider(page, "en", ACCOUNTS["fr-ca"]);
  await expect(page).toHaveURL(/\/voltline\/en\/my-account\/lists$/);
  expect((await page.goto(listUrl))?.status()).toBe(404);
  await context.close();
}

test("B4 a brand that hides lists shows no list buttons nor header link, and its list pages are 404", async ({ page }) => {
  await page.goto("/homestyle/en/search?q=light");
  await expect(page.getByRole("main").locator('a[href*="/p/"]').first()).toBeVisible();
  await expect(page.getByRole("button", { name: /^Add to list/ })).toHaveCount(0);
  await expect(header(page).getByRole("link", { name: /^My list/ })).toHaveCount(0);
  expect((await page.goto("/homestyle/en/my-list"))?.status()).toBe(404);
  expect((await page.goto("/homestyle/en/my-account/lists"))?.status()).toBe(404);
});

test("A4 undo after an add that reached the quantity bound takes back only what the add took", async ({ page }) => {
  const L = messages("en", "lists");
  const listName = `Bound ${Date.now().toString(36)}`;
  await page.goto(`/voltline/en/products/p/${PRODUCT_ID}`);
  await signInFromHeader(page, "en");
  await expect(page).toHaveURL(new RegExp(`/voltline/en/products/p/${PRODUCT_ID}$`));
  const addButton = page.getByRole("main").getByRole("button", { name: new RegExp(`^${escape(L.add)}`) }).first();

  // 99,998 on a new list, then 5 more: the line stops at the bound (100,000), so the add took 2.
  await addThroughDialog(page, await openDialog(page, addButton, "en"), "en", listName, { create: true, quantity: "99998" });
  const lines = async () => {
    const summaries = (await (await page.request.get("/api/lists?brand=voltline&locale=en")).json()) as { lists: { id: string; name: string }[] };
    const id = summaries.lists.find((list) => list.name === listName)!.id;
    return ((await (await page.request.get(`/api/lists/${id}?locale=en`)).json()) as { lines: { productId: string; quantity: number }[] }).lines;
  };
  await expect.poll(async () => (await lines()).map((line) => line.quantity)).toEqual([99_998]);
  // Toasts queue (U1): the first add's toast (and its Undo) closes before the second add's shows.
  await expect(page.getByRole("button", { name: L.undo })).toBeHidden({ timeout: 15_000 });
  await addThroughDialog(page, await openDialog(page, addButton, "en"), "en", listName, { quantity: "5" });
  await expect.poll(async () => (await lines()).map((line) => line.quantity)).toEqual([100_000]);

  // Undo takes back the 2 it took, not the 5 asked: the line is as it was, not at 99,995.
  await useToastButton(page, L.undo);
  await expect.poll(async () => (await lines()).map((line) => line.quantity)).toEqual([99_998]);
});
