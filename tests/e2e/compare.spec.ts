import { expect, test, type Page } from "@playwright/test";
import { expectNoAxeViolations, pressToggle } from "./helpers";

const LISTING = "/voltline/en/products/wiring-devices/receptacles/duplex-receptacles/c/duplex-receptacles";

/** Presses the product's compare toggle, named by either state so the locator survives the renaming. */
async function addToCompare(page: Page) {
  const toggle = page.getByRole("button", { name: /^(Add to|Remove from) compare$/ }).first();
  await pressToggle(toggle);
  await expect(page.getByRole("button", { name: "Remove from compare" })).toHaveAttribute("aria-pressed", "true");
}

test("P6 compare three products, differences marked, remove one, the list survives reload", async ({ page }) => {
  await page.goto(LISTING);
  const links = page.getByRole("main").locator('a[href*="/p/"]');
  await expect(links.first()).toBeVisible();
  const hrefs = [...new Set(await links.evaluateAll((as) => as.map((a) => a.getAttribute("href") ?? "")))].filter(Boolean).slice(0, 3);
  expect(hrefs).toHaveLength(3);

  for (const [index, href] of hrefs.entries()) {
    await page.goto(href);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await addToCompare(page);
    if (index >= 1) await expect(page.getByRole("link", { name: `Compare (${index + 1})` })).toBeVisible();
  }

  await page.getByRole("link", { name: "Compare (3)" }).click();
  await expect(page).toHaveURL(/\/voltline\/en\/compare$/);
  await expect(page.getByRole("heading", { level: 1, name: "Compare products" })).toBeVisible();
  const table = page.getByRole("table");
  const removeButtons = table.getByRole("button", { name: /^Remove from compare: .+$/ });
  await expect(removeButtons).toHaveCount(3);
  // One column per product plus the specification names.
  await expect(table.getByRole("columnheader")).toHaveCount(4);
  expect(await table.getByRole("rowheader", { name: /Differs$/ }).count()).toBeGreaterThan(0);
  // Issue 18 (P6): each product's image, and the price row in the brand's currency (Voltline sells in US dollars).
  await expect(table.locator("thead img")).toHaveCount(3);
  const priceRow = table.getByRole("row").filter({ has: page.getByRole("rowheader", { name: /^Price/ }) });
  await expect(priceRow.getByRole("cell")).toHaveCount(3);
  await expect(priceRow.getByRole("cell").first()).toHaveText(/^\$\d[\d,]*\.\d{2}$/);
  await expectNoAxeViolations(page);

  await page.getByRole("checkbox", { name: "Show only differences" }).check();
  const differing = await table.getByRole("rowheader", { name: /Differs$/ }).count();
  await expect(table.locator("tbody").getByRole("row")).toHaveCount(differing);

  await removeButtons.first().click();
  await expect(removeButtons).toHaveCount(2);
  await page.reload();
  await expect(page.getByRole("table").getByRole("button", { name: /^Remove from compare: .+$/ })).toHaveCount(2);
  await expect(page.getByRole("table").getByRole("columnheader")).toHaveCount(3);
});

test("P6 an empty compare list points to the products", async ({ page }) => {
  await page.goto("/voltline/en/compare");
  await expect(page.getByText("You have not chosen any products to compare yet.", { exact: false })).toBeVisible();
  await expect(page.getByRole("main").getByRole("link", { name: "Browse products" })).toHaveAttribute("href", "/voltline/en/products");
  await expectNoAxeViolations(page);
});

test("U4 P6 the table fails once, says so, and loads on \"try again\" with focus kept in the island", async ({ page }) => {
  await page.goto(LISTING);
  const ids = [...new Set(await page.getByRole("main").locator('a[href*="/p/"]').evaluateAll((as) => as.map((a) => /\/p\/([^/?#]+)/.exec(a.getAttribute("href") ?? "")?.[1] ?? "")))].filter(Boolean).slice(0, 2);
  expect(ids).toHaveLength(2);
  await page.evaluate((list) => window.localStorage.setItem("compare:voltline", JSON.stringify(list)), ids);
  let failures = 0;
  await page.route(/\/api\/compare\?/, (route) => (failures++ === 0 ? route.abort("connectionreset") : route.continue()));
  await page.goto("/voltline/en/compare");
  await expect(page.getByRole("main").getByRole("alert")).toContainText("The products could not be loaded.");
  // From the keyboard: the button goes with the error, so focus must land on what stays, not on the page's body.
  await page.getByRole("button", { name: "Try again" }).press("Enter");
  await expect(page.getByRole("table").getByRole("columnheader")).toHaveCount(3);
  expect(failures).toBe(2);
  await expect(page.getByRole("group", { name: "Specifications of the compared products" })).toBeFocused();
  await expectNoAxeViolations(page);
});
