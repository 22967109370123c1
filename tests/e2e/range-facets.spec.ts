// Measurement range facets (issue 3, P4, S1): on a listing and on the search page a min–max narrows the results, the URL
// carries it as r.<key>=min:max, reload and back keep it, and junk in the address is ignored, never a 500.
import { expect as baseExpect, test, type Locator, type Page } from "@playwright/test";
import { expectNoAxeViolations, numberIn } from "./helpers";

// Filtered states render per request and the first query of a locale may build its search index.
const expect = baseExpect.configure({ timeout: 15_000 });
test.slow();

const LISTING = "/voltline/en/products/wiring-devices/receptacles/duplex-receptacles/c/duplex-receptacles";
const listingCount = (page: Page) => page.getByTestId("result-count");
const searchCount = (page: Page) => page.getByRole("main").getByText(/^(\d[\d,]* products? found|No products found)$/);

/** The first range facet of a refine region: its attribute key and the lowest value its results hold. */
async function firstRange(refine: Locator): Promise<{ facet: Locator; key: string; lowest: string }> {
  const facet = refine.locator("section[data-range]").first();
  await expect(facet).toBeVisible();
  const key = (await facet.getAttribute("data-range")) ?? "";
  // The minimum input's placeholder is the lowest value among the results.
  const lowest = (await facet.getByLabel("Minimum", { exact: true }).getAttribute("placeholder")) ?? "";
  expect(key).not.toBe("");
  expect(lowest).not.toBe("");
  return { facet, key, lowest };
}

/** Sets both bounds to the lowest value and applies: fewer products than all, since the results' values differ. */
async function applyLowest(facet: Locator, lowest: string) {
  await facet.getByLabel("Minimum", { exact: true }).fill(lowest);
  await facet.getByLabel("Maximum", { exact: true }).fill(lowest);
  await facet.getByRole("button", { name: /^Apply\b/ }).click();
}

const rangeParam = (page: Page, key: string) => new URL(page.url()).searchParams.get(`r.${key}`);

test("issue 3 a listing's range narrows the count, lives in the URL, survives reload and back, and clears", async ({ page }) => {
  await page.goto(LISTING);
  const listingUrl = page.url();
  const total = numberIn(await listingCount(page).textContent());
  expect(total).toBeGreaterThan(1);
  const refine = page.getByRole("region", { name: "Filter products" });
  const { facet, key, lowest } = await firstRange(refine);
  await expect(facet.getByRole("heading", { level: 3 })).toBeVisible();
  await expectNoAxeViolations(page);

  await applyLowest(facet, lowest);
  await expect.poll(() => rangeParam(page, key)).toBe(`${lowest}:${lowest}`);
  // The form's min/max fields became the state's one URL.
  expect(page.url()).not.toContain(".min=");
  await expect.poll(async () => numberIn(await listingCount(page).textContent())).toBeLessThan(total);
  const narrowed = numberIn(await listingCount(page).textContent());
  expect(narrowed).toBeGreaterThan(0);
  const rangeFacet = refine.locator(`section[data-range="${key}"]`);
  await expect(rangeFacet.getByLabel("Minimum", { exact: true })).toHaveValue(lowest);
  await expect(page.getByRole("link", { name: "Clear all filters" })).toBeVisible();
  const rangedUrl = page.url();
  await expectNoAxeViolations(page);

  await page.reload();
  expect(page.url()).toBe(rangedUrl);
  await expect(listingCount(page)).toHaveText(new RegExp(`\\b${narrowed}\\b`));
  await expect(rangeFacet.getByLabel("Maximum", { exact: true })).toHaveValue(lowest);

  await page.goBack();
  await expect(page).toHaveURL(listingUrl);
  await expect.poll(async () => numberIn(await listingCount(page).textContent())).toBe(total);

  await page.goForward();
  await expect(page).toHaveURL(rangedUrl);
  await rangeFacet.getByRole("link", { name: /^Clear\b/ }).click();
  await expect.poll(() => rangeParam(page, key)).toBeNull();
  await expect.poll(async () => numberIn(await listingCount(page).textContent())).toBe(total);
});

test("issue 3 a listing's range works without JavaScript, and junk ranges are ignored with a notice, never a 500", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(LISTING);
  const total = numberIn(await listingCount(page).textContent());
  const { facet, key, lowest } = await firstRange(page.getByRole("region", { name: "Filter products" }));
  await applyLowest(facet, lowest);
  await expect(page).toHaveURL(new RegExp(`[?&]r\\.${key}=`));
  expect(rangeParam(page, key)).toBe(`${lowest}:${lowest}`);
  const narrowed = numberIn(await listingCount(page).textContent());
  expect(narrowed).toBeGreaterThan(0);
  expect(narrowed).toBeLessThan(total);

  for (const query of ["r.amperage=lots", "r.amperage=1e999%3A", "r.no-such-attribute=1%3A2", "r.colour=1%3A2", "r.amperage=1%3A2%3A3"]) {
    const response = await context.request.get(`${LISTING}?${query}`);
    expect(response.status(), query).toBe(200);
    expect(await response.text(), query).toContain("were not valid and were ignored");
  }
  const empty = await context.request.get(`${LISTING}?r.amperage=99999%3A`);
  expect(empty.status()).toBe(200);
  expect(await empty.text()).toContain("No products match these filters");
  await context.close();
});

test("issue 3 a range refines the search page's results in place, in the URL, and back restores them", async ({ page }) => {
  await page.goto("/voltline/en/search?q=receptacle");
  const searchUrl = page.url();
  await expect(searchCount(page)).toBeVisible();
  const total = numberIn(await searchCount(page).textContent());
  expect(total).toBeGreaterThan(1);
  const refine = page.getByRole("region", { name: "Refine results" });
  const { facet, key, lowest } = await firstRange(refine);
  await expectNoAxeViolations(page);

  await applyLowest(facet, lowest);
  // The widget leaves a bound at the results' own limit open, so the lower one drops out; the upper one is kept (to
  // InstantSearch's 3 decimals, rounded up).
  await expect.poll(() => rangeParam(page, key), { timeout: 20_000 }).toMatch(/^:-?\d/);
  const upper = Number(rangeParam(page, key)!.slice(1));
  expect(Math.abs(upper - Number(lowest))).toBeLessThan(0.01);
  await expect.poll(async () => numberIn(await searchCount(page).textContent())).toBeLessThan(total);
  const narrowed = numberIn(await searchCount(page).textContent());
  expect(narrowed).toBeGreaterThan(0);
  await expect(refine.locator(`section[data-range="${key}"]`).getByRole("link", { name: /^Clear\b/ })).toBeVisible();
  await expectNoAxeViolations(page);

  const rangedUrl = page.url();
  await page.reload();
  expect(page.url()).toBe(rangedUrl);
  await expect.poll(async () => numberIn(await searchCount(page).textContent())).toBe(narrowed);
  await expect(refine.locator(`section[data-range="${key}"]`).getByLabel("Maximum", { exact: true })).toHaveValue(String(upper));

  await page.goBack();
  await expect(page).toHaveURL(searchUrl);
  await expect.poll(async () => numberIn(await searchCount(page).textContent())).toBe(total);
});

test("S1 back pressed while a reloaded search page hydrates restores the results of the address it lands on", async ({ page }) => {
  await page.goto("/voltline/en/search?q=receptacle");
  const searchUrl = page.url();
  await expect(searchCount(page)).toBeVisible();
  const total = numberIn(await searchCount(page).textContent());
  const { facet, key, lowest } = await firstRange(page.getByRole("region", { name: "Refine results" }));
  await applyLowest(facet, lowest);
  await expect.poll(() => rangeParam(page, key), { timeout: 20_000 }).not.toBeNull();
  await expect.poll(async () => numberIn(await searchCount(page).textContent())).toBeLessThan(total);

  // A slow phone (six times slower): the reloaded page shows the server's HTML while React hydrates it, so Back comes
  // before the search page's listeners exist. InstantSearch then mounts on the refined state it was rendered with,
  // and must follow the address rather than write its state back over it (it did, and the refined results stayed).
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 6 });
  await page.reload();
  await page.goBack();
  await expect(page).toHaveURL(searchUrl);
  await expect.poll(async () => numberIn(await searchCount(page).textContent())).toBe(total);
  // Past InstantSearch's write delay the address is still the one Back landed on, and the results are its own.
  await page.waitForTimeout(2_000);
  expect(page.url()).toBe(searchUrl);
  expect(numberIn(await searchCount(page).textContent())).toBe(total);
});
