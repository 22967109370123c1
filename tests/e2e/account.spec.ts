import { expect, test, type Page } from "@playwright/test";
import { LOCALES, PROVIDER, expectNoAxeViolations, signInAtProvider } from "./helpers";

// A1 sign-in with the embedded OpenID provider (code + PKCE), back to the page signed in, sign-out; S4 recommended
// for you once the account has viewed products; S5 events carry the account's token.
const T = {
  en: { signIn: "Sign in", signOut: "Sign out", wrong: "The email address or password is incorrect", signedInAs: "Signed in as", forYou: "Recommended for you", },
  "fr-ca": { signIn: "Se connecter", signOut: "Se déconnecter", wrong: "L’adresse courriel ou le mot de passe est incorrect", signedInAs: "Connecté en tant que", forYou: "Recommandés pour vous" },
  "es-mx": { signIn: "Iniciar sesión", signOut: "Cerrar sesión", wrong: "El correo electrónico o la contraseña son incorrectos", signedInAs: "Sesión iniciada como", forYou: "Recomendados para usted" },
} as const;
const ACCOUNTS = { en: ["contractor@voltline.example", "Dana Whitfield"], "fr-ca": ["distributor@voltline.example", "Étienne Gagnon"], "es-mx": ["engineer@voltline.example", "María Fernanda López"] } as const;

test.use({ navigationTimeout: 60_000 });
test.describe.configure({ timeout: 120_000 });

const header = (page: Page) => page.getByRole("banner");

async function signIn(page: Page, locale: (typeof LOCALES)[number], password = "voltline-demo") {
  await header(page).getByRole("link", { name: T[locale].signIn, exact: true }).click();
  await signInAtProvider(page, locale, ACCOUNTS[locale][0], password);
}

for (const locale of LOCALES) {
  test(`A1 S4 sign in from a listing, come back to it, get recommendations after viewing products, sign out (${locale})`, async ({ page }) => {
    const listing = `/voltline/${locale}/products?sort=newest`;
    await page.goto(listing);
    expect(await page.locator("#recommended-for-you").count()).toBe(0);

    // The provider speaks the page's language; a wrong password is refused there, in that language.
    await signIn(page, locale, "not-the-password");
    await expect(page.getByRole("alert")).toContainText(T[locale].wrong);
    await expect(page.getByLabel(PROVIDER[locale].email)).toHaveValue(ACCOUNTS[locale][0]);
    await expect(page.locator("html")).toHaveAttribute("lang", /^(en|fr|es)/);
    await expectNoAxeViolations(page);
    await page.getByLabel(PROVIDER[locale].password).fill("voltline-demo");
    await page.getByRole("button", { name: T[locale].signIn, exact: true }).click();

    // Back on the page signed in from, with its query, the account named in the header.
    await expect(page).toHaveURL(new RegExp(`${listing.replace(/[?]/g, "\\?")}$`));
    await expect(header(page)).toContainText(`${T[locale].signedInAs} ${ACCOUNTS[locale][1]}`);
    const cookies = await page.context().cookies();
    const session = cookies.find((c) => c.name === "vl_session");
    expect(session?.httpOnly).toBe(true);
    expect(session?.value).not.toContain("voltline.example");
    const token = cookies.find((c) => c.name === "vl_account")?.value ?? "";
    expect(token).toMatch(/^account-[0-9a-f]{40}$/);

    // The section is there for the account (a new account is told what will appear: the route's unit test, as this
    // server's database may already hold the account's events); after viewing a product (an event under the
    // account's token) the products root recommends related products of the brand.
    const forYou = page.getByRole("region", { name: T[locale].forYou });
    await expect(forYou.getByRole("heading", { level: 2, name: T[locale].forYou })).toBeVisible();
    await expectNoAxeViolations(page);
    const product = page.getByRole("region", { name: /./ }).locator(`a[href*="/p/"]`).first();
    const productHref = (await product.getAttribute("href")) ?? "";
    const viewEvent = page.waitForRequest((request) => request.url().includes("/api/insights") && (request.postData() ?? "").includes(token));
    await page.goto(productHref);
    await viewEvent;
    await page.goto(`/voltline/${locale}/products`);
    const cards = forYou.locator(`a[href^="/voltline/${locale}/products/"][href*="/p/"]`);
    await expect(cards.first()).toBeVisible({ timeout: 15_000 });
    const hrefs = await cards.evaluateAll((as) => as.map((a) => a.getAttribute("href") ?? ""));
    expect(hrefs).not.toContain(productHref);
    expect(hrefs.length).toBeLessThanOrEqual(4);
    expect((await page.request.get(hrefs[0]!)).status()).toBe(200);
    await expectNoAxeViolations(page);

    // Sign-out ends the session here and at the provider, and comes back to the page.
    await header(page).getByRole("button", { name: T[locale].signOut }).click();
    await expect(page).toHaveURL(new RegExp(`/voltline/${locale}/products$`));
    await expect(header(page).getByRole("link", { name: T[locale].signIn, exact: true })).toBeVisible();
    await expect(page.locator("#recommended-for-you")).toHaveCount(0);
    expect((await page.context().cookies()).some((c) => c.name === "vl_session" && c.value !== "")).toBe(false);
    expect((await page.request.get("/api/auth/session")).status()).toBe(200);
    expect(await (await page.request.get("/api/auth/session")).json()).toEqual({ signedIn: false });
    // The provider's session ended too: signing in again asks for the password.
    await header(page).getByRole("link", { name: T[locale].signIn, exact: true }).click();
    await expect(page.getByRole("heading", { level: 1, name: PROVIDER[locale].title })).toBeVisible();
  });
}

test("A1 a callback that was not started here returns to the site with a notice, signed out", async ({ page }) => {
  await page.goto("/oauth/callback?code=forged&state=forged");
  await expect(page.getByRole("alert").filter({ hasText: "Sign-in did not complete. Please try again." })).toBeVisible();
  // The notice is shown once: the address loses it.
  await expect(page).toHaveURL(/\/voltline\/en$/);
  expect(await (await page.request.get("/api/auth/session")).json()).toEqual({ signedIn: false });
});

test("B4 B5 brands that hide accounts show no sign-in", async ({ page }) => {
  await page.goto("/homestyle/en");
  await expect(header(page).getByRole("link", { name: "Sign in", exact: true })).toHaveCount(0);
  await page.goto("/voltline-canada/fr-ca");
  await expect(header(page).getByRole("link", { name: "Se connecter", exact: true })).toBeVisible();
});

test("A1 with the account cookie, 'Sign in' stays hidden until the session says who it is (no flash before the name)", async ({ browser, baseURL }) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  const signInLink = header(page).getByRole("link", { name: "Sign in", exact: true });
  await page.goto("/voltline/en/about");
  await expect(signInLink).toBeVisible();
  // A cookie left without a session (expired, signed out elsewhere), and the session's answer held back: hidden while
  // the page waits for it, shown once it says nobody is signed in.
  await context.addCookies([{ name: "vl_account", value: `account-${"0".repeat(40)}`, url: baseURL ?? "http://127.0.0.1" }]);
  let answer: () => void = () => {};
  const answered = new Promise<void>((resolve) => (answer = resolve));
  await page.route("**/api/auth/session", async (route) => {
    await answered;
    await route.continue();
  });
  await page.goto("/voltline/en/about");
  await expect(page.locator("html")).toHaveAttribute("data-account", "");
  // There, but neither seen nor announced.
  await expect(header(page).locator('a[href^="/api/auth/sign-in"]')).toBeAttached();
  await expect(header(page).locator('a[href^="/api/auth/sign-in"]')).toBeHidden();
  await expect(signInLink).toHaveCount(0);
  answer();
  await expect(signInLink).toBeVisible();
  await context.close();
});
