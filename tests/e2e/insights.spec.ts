import { expect, test, type Page, type Request } from "@playwright/test";
import { expectNoAxeViolations } from "./helpers";

const LISTING = "/voltline/en/products/wiring-devices/receptacles/duplex-receptacles/c/duplex-receptacles";
const HEADINGS = {
  en: { related: "Related products", similar: "Similar products", whereToBuy: "Where to buy" },
  "fr-ca": { related: "Produits connexes", similar: "Produits similaires", whereToBuy: "Où acheter" },
  "es-mx": { related: "Productos relacionados", similar: "Productos similares", whereToBuy: "Dónde comprar" },
} as const;

type SentEvent = { eventType: string; eventName: string; index: string; objectIDs?: string[]; userToken: string };

/** The product path of the listing's first product, and its id. */
async function firstProduct(page: Page): Promise<{ path: string; id: string }> {
  await page.goto(LISTING);
  const href = await page.getByRole("main").locator('a[href*="/p/"]').first().getAttribute("href");
  expect(href).toMatch(/\/p\/[^/]+$/);
  return { path: href!.replace(/^\/voltline\/en\//, ""), id: href!.split("/p/")[1]! };
}

function isEventPost(request: Request, match: (event: SentEvent) => boolean): boolean {
  if (!request.url().includes("/api/insights/1/events") || request.method() !== "POST") return false;
  const events = (JSON.parse(request.postData() ?? "{}") as { events?: SentEvent[] }).events ?? [];
  return events.some(match);
}

test("S4 the product page shows related and similar products in every locale, with translated headings", async ({ page }) => {
  // Three product pages, each rendered on its first visit, plus axe on each.
  test.setTimeout(150_000);
  const product = await firstProduct(page);
  for (const locale of ["en", "fr-ca", "es-mx"] as const) {
    await page.goto(`/voltline/${locale}/${product.path}`);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    for (const name of [HEADINGS[locale].related, HEADINGS[locale].similar]) {
      const section = page.getByRole("region", { name });
      await expect(section).toBeVisible();
      const cards = section.locator('a[href*="/p/"]');
      expect(await cards.count()).toBeGreaterThan(0);
      // A recommendation never points back to the product itself.
      expect(await cards.evaluateAll((links, id) => links.filter((a) => a.getAttribute("href")?.endsWith(`/p/${id}`)).length, product.id)).toBe(0);
    }
    await expect(page.getByRole("main").getByRole("link", { name: HEADINGS[locale].whereToBuy })).toHaveAttribute("href", `/voltline/${locale}/where-to-buy`);
    await expectNoAxeViolations(page);
  }
});

test("S5 viewing a product and adding it to compare report events that the events endpoint stores and trending counts", async ({ page, request }) => {
  const product = await firstProduct(page);
  const viewed = page.waitForRequest((r) => isEventPost(r, (e) => e.eventType === "view" && e.objectIDs?.[0] === product.id));
  await page.goto(`/voltline/en/${product.path}`);
  const view = await viewed;
  expect((await view.response())?.status()).toBe(200);

  const converted = page.waitForResponse((r) => isEventPost(r.request(), (e) => e.eventType === "conversion" && e.eventName === "Product added to compare" && e.objectIDs?.[0] === product.id));
  const remove = page.getByRole("button", { name: "Remove from compare" });
  await expect(async () => {
    if (!(await remove.isVisible())) await page.getByRole("button", { name: "Add to compare" }).click();
    await expect(remove).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
  const response = await converted;
  // The endpoint answers 200 only once the events are stored in search_events.
  expect(response.status()).toBe(200);

  const sent = (JSON.parse(response.request().postData()!) as { events: SentEvent[] }).events[0]!;
  expect(sent.index).toBe("products_en");
  const cookie = (await page.context().cookies()).find((c) => c.name === "_ALGOLIA");
  expect(cookie?.value).toMatch(/^anonymous-/);
  expect(sent.userToken).toBe(cookie?.value);
  // About 6 x 30 days from now.
  expect(cookie!.expires * 1000 - Date.now()).toBeGreaterThan(179 * 24 * 3600 * 1000);

  // Trending reads the stored rows: the product now trends (a score above 0; the newest-products fallback scores 0).
  const trending = await request.post("/api/search/1/indexes/*/recommendations", {
    data: { requests: [{ indexName: "products_en", model: "trending-items", maxRecommendations: 30, facetName: "categoryKey", facetValue: "duplex-receptacles" }] },
  });
  expect(trending.status()).toBe(200);
  const { results } = (await trending.json()) as { results: { hits: { objectID: string; _score: number }[] }[] };
  expect(results[0]!.hits.find((h) => h.objectID === product.id)?._score).toBeGreaterThan(0);
});

test("S5 following the where-to-buy link reports a conversion", async ({ page }) => {
  const product = await firstProduct(page);
  // The view event is sent once the page is hydrated, so the link's click handler is in place after it.
  const viewed = page.waitForRequest((r) => isEventPost(r, (e) => e.eventType === "view" && e.objectIDs?.[0] === product.id));
  await page.goto(`/voltline/fr-ca/${product.path}`);
  await viewed;
  const converted = page.waitForResponse((r) => isEventPost(r.request(), (e) => e.eventType === "conversion" && e.eventName === "Where to buy clicked" && e.objectIDs?.[0] === product.id));
  await page.getByRole("main").getByRole("link", { name: "Où acheter" }).click();
  await expect(page).toHaveURL(/\/voltline\/fr-ca\/where-to-buy$/, { timeout: 30_000 });
  expect((await converted).status()).toBe(200);
});
