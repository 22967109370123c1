import { expect, test } from "@playwright/test";
import { LOCALES } from "./helpers";

// U4 (issue 18): where a client fetch can fail, the page says so and offers to try again; trying again loads it and
// keeps keyboard focus in the island.
const PRODUCT = "1000375";
const TEXT = {
  en: { section: /^Buy /, online: "Online retailers", retry: "Try again", unavailable: /^Online retailers cannot be shown right now/ },
  "fr-ca": { section: /^Acheter /, online: "Détaillants en ligne", retry: "Réessayer", unavailable: /^Les détaillants en ligne ne peuvent pas être affichés/ },
  "es-mx": { section: /^Comprar /, online: "Tiendas en línea", retry: "Intentar de nuevo", unavailable: /^Las tiendas en línea no se pueden mostrar/ },
} as const;

for (const locale of LOCALES) {
  test(`U4 the online retailers fail once, say so, and load on "try again" (${locale})`, async ({ page }) => {
    let failures = 0;
    await page.route(/\/api\/where-to-buy-v2\/.+\/retailers(\?|$)/, (route) => (failures++ === 0 ? route.abort("connectionreset") : route.continue()));
    await page.goto(`/voltline/${locale}/products/p/${PRODUCT}`);
    const section = page.getByRole("region", { name: TEXT[locale].section });
    await expect(section.getByText(TEXT[locale].unavailable)).toBeVisible();
    // From the keyboard, as a keyboard user asks again: the button goes with the error, focus must not fall to the body.
    await section.getByRole("button", { name: TEXT[locale].retry }).press("Enter");
    await expect(section.getByRole("list", { name: TEXT[locale].online }).getByRole("listitem").first()).toBeVisible();
    expect(failures).toBe(2);
    // WCAG 2.4.3: focus is on the region that reloaded (named by the section's "Online retailers"), not the page's body.
    expect(await page.evaluate(() => document.activeElement !== document.body)).toBe(true);
    await expect(section.getByRole("group", { name: TEXT[locale].online })).toBeFocused();
  });
}

// U4 (issue 18 leftovers, ADR 68): every client-side fetch island that could fail silently now says so, in the page's
// language, with a "try again" that asks again. Each journey makes the island's first fetch fail (an aborted
// connection or a 500) and lets the second through.
const RETRY = {
  en: {
    tryAgain: "Try again", listsRetry: "Try again",
    distributors: { brand: "voltline", place: "60601", field: "Postal code or city", find: "Find distributors", heading: /^The 3 nearest distributors to Chicago/, unavailable: /^The distributor search is not available right now/ },
    forYou: "Recommended for you", forYouFailed: "Your recommendations cannot be shown right now.", forYouEmpty: /^As you look at products/,
    products: "Products", menuFailed: "The product menu could not be loaded.",
    listFailed: "The details of these products cannot be shown right now.",
    lettersFailed: "Your lists cannot be shown right now.",
  },
  "fr-ca": {
    tryAgain: "Réessayer", listsRetry: "Réessayer",
    distributors: { brand: "voltline-canada", place: "H2X 1Y4", field: "Code postal ou ville", find: "Trouver des distributeurs", heading: /^Les 3 distributeurs les plus proches de Montréal/, unavailable: /^La recherche de distributeurs n'est pas disponible/ },
    forYou: "Recommandés pour vous", forYouFailed: "Vos recommandations ne peuvent pas être affichées pour le moment.", forYouEmpty: /^À mesure que vous consultez des produits/,
    products: "Produits", menuFailed: "Le menu des produits n'a pas pu être chargé.",
    listFailed: "Les détails de ces produits ne peuvent pas être affichés pour le moment.",
    lettersFailed: "Vos listes ne peuvent pas être affichées pour le moment.",
  },
  "es-mx": {
    tryAgain: "Intentar de nuevo", listsRetry: "Reintentar",
    distributors: { brand: "voltline-mexico", place: "Guadalajara", field: "Código postal o ciudad", find: "Buscar distribuidores", heading: /^Los 3 distribuidores más cercanos a Guadalajara/, unavailable: /^La búsqueda de distribuidores no está disponible/ },
    forYou: "Recomendados para usted", forYouFailed: "Sus recomendaciones no se pueden mostrar en este momento.", forYouEmpty: /^A medida que consulte productos/,
    products: "Productos", menuFailed: "No se pudo cargar el menú de productos.",
    listFailed: "Los detalles de estos productos no se pueden mostrar en este momento.",
    lettersFailed: "Sus listas no se pueden mostrar en este momento.",
  },
} as const;

/** A readable account cookie: islands that only ask for a signed-in browser ask (the answers are routed here). */
const ACCOUNT_COOKIE = { name: "vl_account", value: `account-${"a".repeat(40)}`, domain: "127.0.0.1", path: "/" };

for (const locale of LOCALES) {
  const text = RETRY[locale];

  test(`U4 F7 the nearest distributors fail, say so, and answer on "try again" (${locale})`, async ({ page }) => {
    let failing = true;
    await page.route(/\/api\/where-to-buy-v2\/.+\/distributors/, (route) => (failing ? route.fulfill({ status: 500, body: "" }) : route.continue()));
    // The island asks once on mount (the visitor's own area): that request says it is hydrated. A search sent before
    // would be the no-JavaScript GET, which answers from the server and races the island's own failed ask.
    const mounted = page.waitForRequest(/\/api\/where-to-buy-v2\/.+\/distributors/);
    await page.goto(`/${text.distributors.brand}/${locale}/products/p/${PRODUCT}`);
    await mounted;
    const section = page.getByRole("region", { name: TEXT[locale].section });
    await section.getByLabel(text.distributors.field).fill(text.distributors.place);
    // The search's own failed answer, not the mount's, before the route is let through.
    const searched = page.waitForResponse((response) => /\/distributors\?(.+&)?q=/.test(response.url()));
    await section.getByRole("button", { name: text.distributors.find }).click();
    await searched;
    await expect(section.getByRole("alert")).toContainText(text.distributors.unavailable);
    failing = false;
    await section.getByRole("button", { name: text.tryAgain }).click();
    await expect(section.getByRole("heading", { level: 4, name: text.distributors.heading })).toBeVisible();
    await expect(section.getByRole("alert")).toHaveCount(0);
  });

  test(`U4 S4 recommendations show a skeleton, fail, say so, and load on "try again" (${locale})`, async ({ page, context }) => {
    await context.addCookies([ACCOUNT_COOKIE]);
    await page.route("**/api/auth/session", (route) => route.fulfill({ json: { signedIn: true, name: "Dana Whitfield", email: "contractor@voltline.example", userToken: ACCOUNT_COOKIE.value } }));
    let calls = 0;
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/api\/account\/recommendations\?/, async (route) => {
      calls += 1;
      if (calls === 1) {
        await held;
        return route.fulfill({ status: 500, body: "" });
      }
      return route.fulfill({ json: { products: [] } });
    });
    await page.goto(`/voltline/${locale}/products`);
    const forYou = page.getByRole("region", { name: text.forYou });
    // While the answer is held: the section's place is kept by a busy skeleton, announced once.
    await expect(forYou.locator('[aria-busy="true"][role="status"]')).toBeVisible();
    release();
    await expect(forYou.getByRole("alert")).toContainText(text.forYouFailed);
    await forYou.getByRole("button", { name: text.tryAgain }).click();
    await expect(forYou.getByText(text.forYouEmpty)).toBeVisible();
    await expect(forYou.getByRole("alert")).toHaveCount(0);
    expect(calls).toBe(2);
  });

  test(`U4 N1 the product menu fails, says so, and loads on "try again" (${locale})`, async ({ page }) => {
    let failures = 0;
    await page.route(/\/megamenu\.json(\?|$)/, (route) => (failures++ === 0 ? route.abort("connectionreset") : route.continue()));
    await page.goto(`/voltline/${locale}`);
    const nav = page.getByRole("navigation", { name: /./ }).filter({ has: page.locator("#site-nav-list") });
    const button = nav.getByRole("button", { name: text.products, exact: true });
    await button.click();
    const panel = page.locator(`#${await button.getAttribute("aria-controls")}`);
    await expect(panel.getByRole("alert")).toContainText(text.menuFailed);
    await panel.getByRole("button", { name: text.tryAgain }).press("Enter");
    await expect(panel.locator('a[href*="/products/"]').first()).toBeVisible();
    expect(failures).toBe(2);
    // WCAG 2.4.3: the button went with the error; focus is on the menu's own button, the menu still open.
    await expect(button).toBeFocused();
    await expect(button).toHaveAttribute("aria-expanded", "true");
  });

  test(`U4 A4 the browser list's product details fail, say so, and load on "try again" (${locale})`, async ({ page }) => {
    await page.addInitScript(() => {
      window.localStorage.setItem("my-list:voltline", JSON.stringify([{ id: "1000375", cn: "GR102-IV-25PK", n: "GR102-IV-25PK", q: 2 }]));
    });
    let failures = 0;
    await page.route(/\/api\/lists\/products$/, (route) => (failures++ === 0 ? route.fulfill({ status: 500, body: "" }) : route.continue()));
    await page.goto(`/voltline/${locale}/my-list`);
    await expect(page.getByRole("alert").filter({ hasText: text.listFailed })).toBeVisible();
    // The line stays usable meanwhile: it is this browser's.
    await expect(page.getByRole("table").getByText("GR102-IV-25PK").first()).toBeVisible();
    await page.getByRole("button", { name: text.listsRetry }).click();
    await expect(page.getByRole("table").locator('a[href*="/p/1000375"]').first()).toBeVisible();
    await expect(page.getByRole("alert").filter({ hasText: text.listFailed })).toHaveCount(0);
    expect(failures).toBe(2);
  });

  test(`U4 F10 the letter form's list picker fails, says so, and offers the lists on "try again" (${locale})`, async ({ page, context }) => {
    await context.addCookies([ACCOUNT_COOKIE]);
    let calls = 0;
    await page.route(/\/api\/lists\?/, (route) => {
      calls += 1;
      if (calls === 1) return route.abort("connectionreset");
      return route.fulfill({ json: { lists: [{ id: "00000000-0000-4000-8000-000000000001", name: "Job 42", isDefault: false, lineCount: 3, updatedAt: "2026-11-01T00:00:00.000Z" }] } });
    });
    await page.goto(`/voltline/${locale}/buy-american-far-letter`);
    const failed = page.getByRole("alert").filter({ hasText: text.lettersFailed });
    await expect(failed).toBeVisible();
    await failed.getByRole("button", { name: text.tryAgain }).click();
    await expect(page.locator('select[name="listId"] option', { hasText: "Job 42 (3)" })).toHaveCount(1);
    await expect(failed).toHaveCount(0);
  });
}
