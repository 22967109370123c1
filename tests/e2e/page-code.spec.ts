import { expect, test, type BrowserContext, type Page } from "@playwright/test";
import { signInAtProvider } from "./helpers";

// Issue 15 §1 (ADR 73): a page sends the browser the code of what it shows. The forms' code (their zod schemas,
// react-hook-form, the captcha) reached every content page through the CMS module registry; it now loads only where
// a form is on the page, and a form still works there (the forms journeys cover it, with and without JavaScript).

const LISTING = "/voltline/en/products/wiring-devices/receptacles/duplex-receptacles/c/duplex-receptacles";

/** A new tab at `path`, and the text of every script it loaded by its load event (the HTML names every chunk it needs). */
async function scriptsOf(context: BrowserContext, path: string): Promise<{ page: Page; scripts: string[]; scriptsNow: () => Promise<string[]> }> {
  const page = await context.newPage();
  const bodies: Promise<string>[] = [];
  page.on("response", (response) => {
    if (response.request().resourceType() === "script") bodies.push(response.text().catch(() => ""));
  });
  await page.goto(path, { waitUntil: "load" });
  // A chunk the HTML names as a low-priority preload may land after the load event: `scriptsNow` waits for it.
  return { page, scripts: await Promise.all(bodies), scriptsNow: () => Promise.all(bodies) };
}

/** A form's code (react-hook-form): an option name of useForm, which minification keeps. */
const hasFormCode = (scripts: string[]) => scripts.some((script) => script.includes("reValidateMode"));
/** zod's error class name survives minification; it is in the browser's code only with a form's schema. */
const hasSchemaCode = (scripts: string[]) => scripts.some((script) => script.includes("ZodError"));
/** libphonenumber-js's metadata: only a form with a phone or an address needs it. */
const hasPhoneData = (scripts: string[]) => scripts.some((script) => script.includes("country_calling_codes"));

test("pages without a form load no form code; a page with a form does, and the phone data only with an address", async ({ context, request }) => {
  const product = /href="(\/voltline\/en\/[^"]*\/p\/[^"]+)"/.exec(await (await request.get(LISTING)).text())?.[1];
  expect(product).toBeTruthy();
  for (const path of ["/voltline/en/about", LISTING, product!, "/voltline/fr-ca/news"]) {
    const { page, scripts } = await scriptsOf(context, path);
    expect(scripts.length, path).toBeGreaterThan(3);
    expect(hasFormCode(scripts), path).toBe(false);
    expect(hasSchemaCode(scripts), path).toBe(false);
    await page.close();
  }
  // F9 subscribe (on the home page) has no address: the form's code, but not the phone and country data; its checks
  // (zod, the schema) come when the visitor starts on the form (ADR 75).
  const home = await scriptsOf(context, "/voltline/en");
  expect(hasFormCode(home.scripts)).toBe(true);
  expect(hasPhoneData(home.scripts)).toBe(false);
  expect(hasSchemaCode(home.scripts)).toBe(false);
  await home.page.close();
  const { page, scriptsNow } = await scriptsOf(context, "/voltline/es-mx/contact");
  // The form's chunks and the phone data are named as low-priority preloads: on a loaded machine (or the server's first
  // answer of the page) they can arrive after the load event (seen once for the form's code).
  await expect.poll(async () => hasFormCode(await scriptsNow())).toBe(true);
  await expect.poll(async () => hasPhoneData(await scriptsNow())).toBe(true);
  await expect(page.getByRole("button", { name: "Enviar" })).toBeEnabled();
});

/** ALTCHA's widget (a Svelte custom element): the code that defines the element. */
const hasCaptchaCode = (scripts: string[]) => scripts.some((script) => script.includes('customElements.define("altcha-widget"'));

test("a form's checks and captcha code load when the visitor starts on the form, not with the page (ADR 75)", async ({ page }) => {
  const bodies: Promise<string>[] = [];
  page.on("response", (response) => {
    if (response.request().resourceType() === "script") bodies.push(response.text().catch(() => ""));
  });
  await page.goto("/voltline/en");
  await page.waitForLoadState("networkidle");
  const loaded = await Promise.all(bodies);
  expect(hasFormCode(loaded)).toBe(true);
  expect(hasCaptchaCode(loaded)).toBe(false);
  expect(hasSchemaCode(loaded)).toBe(false);
  const form = page.locator('form[action="/api/forms/subscribe"]');
  const email = form.getByRole("textbox", { name: /^email/i });
  // Until its code comes, the widget's box already has its height: the send button does not move when it appears.
  const reserved = (await form.locator("altcha-widget").boundingBox())!.height;
  await email.focus();
  await expect.poll(async () => hasCaptchaCode(await Promise.all(bodies))).toBe(true);
  await expect.poll(async () => hasSchemaCode(await Promise.all(bodies))).toBe(true);
  // The widget is live: the element is defined and renders its own checkbox.
  await expect(form.locator("altcha-widget input[type=checkbox]")).toBeAttached();
  expect(Math.abs((await form.locator("altcha-widget").boundingBox())!.height - reserved)).toBeLessThanOrEqual(2);
  // The checks run in the browser as before: a malformed address is refused in place when the field is left.
  await email.fill("not-an-address");
  await email.blur();
  await expect(email).toHaveAttribute("aria-invalid", "true");
});

test("'recommended for you' sends its code only to a signed-in account: a visitor of the products root and the search page gets none (S4)", async ({ context }) => {
  // The section's own request, a string of its code; account.spec.ts shows the section to a signed-in account.
  const hasForYouCode = (scripts: string[]) => scripts.some((script) => script.includes("/api/account/recommendations"));
  for (const path of ["/voltline/en/products", "/voltline/en/search"]) {
    const { page, scripts } = await scriptsOf(context, path);
    expect(scripts.length, path).toBeGreaterThan(3);
    expect(hasForYouCode(scripts), path).toBe(false);
    await page.close();
  }
});

test("the 'add to list' dialog's code loads when the visitor reaches for the button, not with a product page or a listing (A4)", async ({ context }) => {
  // A string of the dialog's own code (the key of the list last chosen); lists.spec.ts walks the dialog itself.
  const hasDialogCode = (scripts: string[]) => scripts.some((script) => script.includes("lists:last-choice"));
  const { page, scripts, scriptsNow } = await scriptsOf(context, LISTING);
  expect(scripts.length).toBeGreaterThan(3);
  expect(hasDialogCode(scripts)).toBe(false);
  const add = page.getByRole("button", { name: /^Add to list/ }).first();
  await add.hover();
  await expect.poll(async () => hasDialogCode(await scriptsNow())).toBe(true);
  await add.click();
  await expect(page.getByRole("dialog")).toBeVisible();
  await page.close();
});

test("the 'add to list' dialog's strings load with it, not with every page, and in the page's language (A4, ADR 77 option B)", async ({ page }) => {
  const FR_LISTING = "/voltline/fr-ca/products/wiring-devices/receptacles/duplex-receptacles/c/duplex-receptacles";
  const html = await (await page.request.get(FR_LISTING)).text();
  // The button's own words are in the page; the dialog's ("Choisissez une liste", the limits' errors) are not.
  expect(html).toContain("Ajouter à une liste");
  expect(html).not.toContain("Choisissez une liste");
  expect(html).not.toContain("lineLimit");
  const asked: string[] = [];
  page.on("request", (request) => {
    if (new URL(request.url()).pathname.startsWith("/api/messages/")) asked.push(new URL(request.url()).pathname);
  });
  await page.goto(FR_LISTING);
  expect(asked).toEqual([]);
  await page.getByRole("button", { name: /^Ajouter à une liste/ }).first().click();
  const dialog = page.getByRole("dialog", { name: "Ajouter à une liste" });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole("button", { name: "Annuler" })).toBeVisible();
  expect(asked).toEqual(["/api/messages/fr-ca/lists"]);
});

test("an 'add to list' dialog whose strings cannot load says so, and the next click opens it (A4, U4)", async ({ page }) => {
  let down = true;
  await page.route("**/api/messages/**", (route) => (down ? route.abort("internetdisconnected") : route.continue()));
  await page.goto(LISTING);
  const add = page.getByRole("button", { name: /^Add to list/ }).first();
  await add.click();
  await expect(page.getByText("The connection failed. Please check it and try again.")).toBeVisible();
  await expect(page.getByRole("dialog")).toHaveCount(0);
  down = false;
  await add.click();
  await expect(page.getByRole("dialog", { name: "Add to a list" })).toBeVisible();
});

test("an 'add to list' dialog whose code cannot load says so once the page has reloaded, and the next click opens it (A4, U3)", async ({ page }) => {
  // The dialog's chunk (the one holding its code) fails while the network is down, then comes back.
  let down = true;
  await page.route("**/_next/static/chunks/*.js", async (route) => {
    const response = await route.fetch();
    const body = await response.text();
    if (down && body.includes("lists:last-choice")) return route.abort("internetdisconnected");
    return route.fulfill({ response, body });
  });
  await page.goto(LISTING);
  const add = page.getByRole("button", { name: /^Add to list/ }).first();
  // U3: a failed chunk load reloads the page once (a new deployment is the usual cause)...
  await Promise.all([page.waitForEvent("load"), add.click()]);
  // ...and a second failure, within the guard's time, is said in a toast instead of reloading again.
  await add.click();
  await expect(page.getByText("The connection failed. Please check it and try again.")).toBeVisible();
  await expect(page.getByRole("dialog")).toHaveCount(0);
  down = false;
  await add.click();
  await expect(page.getByRole("dialog")).toBeVisible();
});

test("an account form's checks (zod, the schema) load when the visitor starts on it, not with the page (A3, ADR 75)", async ({ page }) => {
  const bodies: Promise<string>[] = [];
  page.on("response", (response) => {
    if (response.request().resourceType() === "script") bodies.push(response.text().catch(() => ""));
  });
  // Signed out, the profile sends the browser to the embedded provider's sign-in, then back.
  await page.goto("/voltline/en/my-account/profile");
  await signInAtProvider(page, "en", "contractor@voltline.example");
  await expect(page).toHaveURL(/\/voltline\/en\/my-account\/profile$/);
  await expect(page.locator("form[data-hydrated]")).toHaveCount(1, { timeout: 20_000 });
  await page.waitForLoadState("networkidle");
  expect(hasFormCode(await Promise.all(bodies))).toBe(true);
  expect(hasSchemaCode(await Promise.all(bodies))).toBe(false);
  const givenName = page.getByRole("textbox", { name: /^first name/i });
  await givenName.focus();
  await expect.poll(async () => hasSchemaCode(await Promise.all(bodies))).toBe(true);
  // The checks run in the browser as before: an emptied required field is refused in place when it is left.
  await givenName.fill("");
  await givenName.blur();
  await expect(givenName).toHaveAttribute("aria-invalid", "true");
});

/** search-insights, the events client: the name of the header it sends, which minification keeps. */
const hasEventsClient = (scripts: string[]) => scripts.some((script) => script.includes("X-Algolia-Agent"));

test.describe("a visitor who allowed only necessary cookies", () => {
  test.use({ storageState: { cookies: [{ name: "vl_consent", value: "1.necessary", domain: "127.0.0.1", path: "/", expires: -1, httpOnly: false, secure: false, sameSite: "Lax" }], origins: [] } });

  test("gets no events client: product pages and listings load search-insights only to report, once analytics is allowed (S5, issue 12)", async ({ context, request }) => {
    const product = /href="(\/voltline\/en\/[^"]*\/p\/[^"]+)"/.exec(await (await request.get(LISTING)).text())?.[1];
    expect(product).toBeTruthy();
    for (const path of [LISTING, product!]) {
      const { page, scripts, scriptsNow } = await scriptsOf(context, path);
      expect(scripts.length, path).toBeGreaterThan(3);
      await page.waitForLoadState("networkidle");
      expect(hasEventsClient(await scriptsNow()), path).toBe(false);
      await page.close();
    }
  });
});

test("the toast container's code and stylesheet come after the page, and its region is there before a visitor acts (U1)", async ({ page, request }) => {
  const product = /href="(\/voltline\/en\/[^"]*\/p\/[^"]+)"/.exec(await (await request.get(LISTING)).text())?.[1];
  const html = await (await request.get(product!)).text();
  const named = [...html.matchAll(/(?:src|href)="(\/_next\/static\/[^"]+\.(?:js|css))"/g)].map((match) => match[1]!);
  expect(named.some((path) => path.endsWith(".css"))).toBe(true);
  for (const path of new Set(named)) expect(await (await request.get(path)).text(), path).not.toContain("Toastify");
  await page.goto(product!);
  await expect(page.getByRole("region", { name: "Notifications (Alt+T)" })).toBeAttached();
});
