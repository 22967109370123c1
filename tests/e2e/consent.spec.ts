import { expect, test, type Page, type Request } from "@playwright/test";
import { expectNoAxeViolations, pressToggle } from "./helpers";

// Issue 12 (Quebec Law 25): a fresh visitor is asked before any analytics cookie or event; the choice is kept, can be
// changed from the footer, and the server honours it too. These journeys start without the suite's consent cookie.
test.use({ storageState: { cookies: [], origins: [] } });

const T = {
  en: { banner: "Cookies on Voltline", accept: "Accept all", necessary: "Necessary only", choose: "Choose", analytics: "Analytics and personalisation", save: "Save my choices", preferences: "Cookie preferences", close: "Close" },
  "fr-ca": { banner: "Témoins sur Voltline", accept: "Tout accepter", necessary: "Nécessaires seulement", choose: "Choisir", analytics: "Mesure d’audience et personnalisation", save: "Enregistrer mes choix", preferences: "Préférences de témoins", close: "Fermer" },
  "es-mx": { banner: "Cookies en Voltline", accept: "Aceptar todas", necessary: "Solo necesarias", choose: "Elegir", analytics: "Análisis y personalización", save: "Guardar mis opciones", preferences: "Preferencias de cookies", close: "Cerrar" },
} as const;
type Locale = keyof typeof T;

const LISTING = "/voltline/en/products/wiring-devices/receptacles/duplex-receptacles/c/duplex-receptacles";

test.describe.configure({ timeout: 120_000 });

/** The first product of a listing, as a path under the brand's locale root (the same in every locale). */
async function productPath(page: Page): Promise<string> {
  const response = await page.request.get(LISTING);
  const href = /href="(\/voltline\/en\/[^"]*\/p\/[^"]+)"/.exec(await response.text())?.[1];
  expect(href).toBeTruthy();
  return href!.replace(/^\/voltline\/en\//, "");
}

/** Every request the page makes to the events endpoint, from now on. */
function recordEventRequests(page: Page): Request[] {
  const sent: Request[] = [];
  page.on("request", (request) => {
    if (new URL(request.url()).pathname.startsWith("/api/insights")) sent.push(request);
  });
  return sent;
}

const banner = (page: Page, locale: Locale) => page.getByRole("region", { name: T[locale].banner });
const cookie = async (page: Page, name: string) => (await page.context().cookies()).find((c) => c.name === name);

/** Waits past hydration and the moment a view event would have been sent. */
async function settle(page: Page) {
  await page.waitForLoadState("networkidle");
  await page.waitForTimeout(500);
}

test("a fresh fr-ca visitor is asked first: no _ALGOLIA cookie and no event before 'Tout accepter', then events flow", async ({ page }) => {
  const product = await productPath(page);
  const sent = recordEventRequests(page);
  await page.goto(`/voltline/fr-ca/${product}`);
  await expect(banner(page, "fr-ca")).toBeVisible();
  await expect(banner(page, "fr-ca").getByRole("heading", { level: 2, name: T["fr-ca"].banner })).toBeVisible();
  await settle(page);
  expect(sent).toHaveLength(0);
  expect(await cookie(page, "_ALGOLIA")).toBeUndefined();
  // Shown on arrival, it takes no focus from the page.
  expect(await page.evaluate(() => document.activeElement?.closest("[data-consent-banner]") ?? null)).toBeNull();
  // The server refuses events from this visitor too.
  const forged = await page.request.post("/api/insights/1/events", {
    data: { events: [{ eventType: "view", eventName: "Product viewed", index: "products_fr-ca", objectIDs: ["x"], userToken: "anonymous-forged" }] },
  });
  expect(forged.status()).toBe(403);

  await expectNoAxeViolations(page);
  await banner(page, "fr-ca").getByRole("button", { name: T["fr-ca"].choose }).click();
  await expect(banner(page, "fr-ca").getByRole("checkbox", { name: T["fr-ca"].analytics })).not.toBeChecked();
  await expectNoAxeViolations(page);

  await banner(page, "fr-ca").getByRole("button", { name: T["fr-ca"].accept }).click();
  await expect(banner(page, "fr-ca")).toHaveCount(0);
  const consent = await cookie(page, "vl_consent");
  expect(consent).toMatchObject({ value: "1.necessary+analytics", sameSite: "Lax", httpOnly: false, path: "/" });
  expect(consent!.expires * 1000 - Date.now()).toBeGreaterThan(364 * 24 * 3600 * 1000);

  const viewed = page.waitForResponse((r) => r.url().includes("/api/insights/1/events") && (r.request().postData() ?? "").includes('"view"'));
  await page.reload();
  expect((await viewed).status()).toBe(200);
  await expect(banner(page, "fr-ca")).toHaveCount(0);
  const algolia = await cookie(page, "_ALGOLIA");
  expect(algolia?.value).toMatch(/^anonymous-[0-9a-f-]{36}$/);
  expect(algolia).toMatchObject({ sameSite: "Lax", path: "/" });
  // 6 x 30 days (S5); Secure only on https, which this server is not.
  expect(algolia!.expires * 1000 - Date.now()).toBeGreaterThan(179 * 24 * 3600 * 1000);
  expect(algolia!.expires * 1000 - Date.now()).toBeLessThan(181 * 24 * 3600 * 1000);
  expect(JSON.parse((await viewed).request().postData()!).events[0].userToken).toBe(algolia!.value);
});

test("'Necessary only' (es-mx): no event and no analytics cookie, on this page or the next", async ({ page }) => {
  const product = await productPath(page);
  const sent = recordEventRequests(page);
  await page.goto(`/voltline/es-mx/${product}`);
  await banner(page, "es-mx").getByRole("button", { name: T["es-mx"].necessary }).click();
  await expect(banner(page, "es-mx")).toHaveCount(0);
  expect((await cookie(page, "vl_consent"))?.value).toBe("1.necessary");
  await page.reload();
  await settle(page);
  await expect(banner(page, "es-mx")).toHaveCount(0);
  // Adding to compare is a conversion when analytics is allowed.
  await pressToggle(page.getByRole("main").locator("button[aria-pressed]").first());
  await expect(page.getByRole("main").getByRole("button", { name: "Quitar de la comparación" }).first()).toBeVisible();
  await settle(page);
  expect(sent).toHaveLength(0);
  expect(await cookie(page, "_ALGOLIA")).toBeUndefined();
});

test("the footer's 'Cookie preferences' reopens the choice; withdrawing analytics deletes _ALGOLIA and stops events (en)", async ({ page }) => {
  const product = await productPath(page);
  await page.goto(`/voltline/en/${product}`);
  await banner(page, "en").getByRole("button", { name: T.en.accept }).click();
  await page.reload();
  await expect.poll(async () => (await cookie(page, "_ALGOLIA"))?.value).toMatch(/^anonymous-/);

  const preferences = page.getByRole("contentinfo").getByRole("button", { name: T.en.preferences });
  await preferences.click();
  await expect(banner(page, "en")).toBeVisible();
  // Focus moves into the reopened banner; Escape closes it without changing the choice and returns to the footer.
  await expect(banner(page, "en").getByRole("heading", { name: T.en.banner })).toBeFocused();
  await page.keyboard.press("Escape");
  await expect(banner(page, "en")).toHaveCount(0);
  await expect(preferences).toBeFocused();

  await preferences.press("Enter");
  await banner(page, "en").getByRole("button", { name: T.en.choose }).click();
  const analytics = banner(page, "en").getByRole("checkbox", { name: T.en.analytics });
  await expect(analytics).toBeChecked();
  await analytics.uncheck();
  await expectNoAxeViolations(page);
  await banner(page, "en").getByRole("button", { name: T.en.save }).click();
  await expect(banner(page, "en")).toHaveCount(0);
  await expect(preferences).toBeFocused();
  expect((await cookie(page, "vl_consent"))?.value).toBe("1.necessary");
  expect(await cookie(page, "_ALGOLIA")).toBeUndefined();

  const sent = recordEventRequests(page);
  await page.reload();
  await settle(page);
  expect(sent).toHaveLength(0);
});

test("the footer link is there in every locale of the Canadian brand, and the banner there asks first", async ({ page }) => {
  for (const locale of ["en", "fr-ca", "es-mx"] as const) {
    await page.goto(`/voltline-canada/${locale}`);
    await expect(page.getByRole("region", { name: T[locale].banner.replace("Voltline", "Voltline Canada") })).toBeVisible();
    await expect(page.getByRole("contentinfo").getByRole("button", { name: T[locale].preferences })).toBeVisible();
  }
});

for (const [locale, width, height] of [["fr-ca", 320, 640], ["en", 320, 640], ["fr-ca", 1280, 800], ["en", 1280, 800]] as const) {
  test(`the banner fits a ${width} px screen without hiding content (${locale})`, async ({ page }, testInfo) => {
    await page.setViewportSize({ width, height });
    await page.goto(`/voltline/${locale}/products`);
    const region = banner(page, locale);
    await expect(region).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath(`banner-${locale}-${width}.png`) });
    const box = (await region.boundingBox())!;
    expect(box.y + box.height).toBeCloseTo(height, 0);
    expect(box.height).toBeLessThanOrEqual(height * 0.6 + 1);
    // No sideways scrolling (WCAG 1.4.10), and the end of the page scrolls clear of the banner.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const footerBottom = await page.getByRole("contentinfo").evaluate((footer) => footer.getBoundingClientRect().bottom);
    expect(footerBottom).toBeLessThanOrEqual((await region.boundingBox())!.y + 1);
    await banner(page, locale).getByRole("button", { name: T[locale].choose }).click();
    await page.screenshot({ path: testInfo.outputPath(`banner-${locale}-${width}-choose.png`) });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
  });
}

test("the banner is in the first paint: shown to a new visitor before the app's code runs, never to one who chose, nor without JavaScript (ADR 31 amendment)", async ({ browser }) => {
  // The app's scripts never arrive: what shows is the HTML, the style sheet and the head's hint alone.
  const withoutAppCode = async (cookies: { name: string; value: string }[]) => {
    const context = await browser.newContext({ storageState: { cookies: cookies.map((c) => ({ ...c, domain: "127.0.0.1", path: "/", expires: -1, httpOnly: false, secure: false, sameSite: "Lax" as const })), origins: [] } });
    const page = await context.newPage();
    await page.route("**/_next/static/chunks/*.js", (route) => route.abort());
    await page.goto(LISTING);
    return { context, page };
  };

  const fresh = await withoutAppCode([]);
  await expect(banner(fresh.page, "en")).toBeVisible();
  // Until the code that records a choice is there, the choices wait for it.
  await expect(fresh.page.getByRole("button", { name: T.en.accept })).toBeDisabled();
  await fresh.context.close();

  const chosen = await withoutAppCode([{ name: "vl_consent", value: "1.necessary" }]);
  await expect(chosen.page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(banner(chosen.page, "en")).toBeHidden();
  await chosen.context.close();

  // An older version's choice is no choice: asked again.
  const older = await withoutAppCode([{ name: "vl_consent", value: "0.necessary+analytics" }]);
  await expect(banner(older.page, "en")).toBeVisible();
  await older.context.close();

  const noScript = await browser.newContext({ javaScriptEnabled: false, storageState: { cookies: [], origins: [] } });
  const plain = await noScript.newPage();
  await plain.goto(LISTING);
  await expect(plain.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(banner(plain, "en")).toBeHidden();
  await noScript.close();
});
