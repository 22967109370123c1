import { expect, test, type Page } from "@playwright/test";
import { LOCALES, expectNoAxeViolations, signInAtProvider } from "./helpers";

// R15 / E1 (issue 18): a CMS page for some roles only. The distributor pricing page asks for the `distributor` role,
// which the identity provider states in its ID token: a signed-in contractor gets the forbidden page (403) with its
// translated toast; a signed-in distributor reads the page.
type Locale = (typeof LOCALES)[number];
const PAGE = "pro-resources/distributor-pricing";
const FORBIDDEN = {
  en: "You don't have permission to view this page.",
  "fr-ca": "Vous n'avez pas l'autorisation de consulter cette page.",
  "es-mx": "No tiene permiso para ver esta página.",
} as const;
const TITLE = { en: "Distributor pricing", "fr-ca": "Prix pour les distributeurs", "es-mx": "Precios para distribuidores" } as const;

test.use({ navigationTimeout: 60_000 });
test.describe.configure({ timeout: 120_000 });

async function signInThere(page: Page, locale: Locale, email: string) {
  await page.goto(`/voltline/${locale}/${PAGE}`);
  const back = page.waitForResponse((response) => new URL(response.url()).pathname === `/voltline/${locale}/${PAGE}` && response.request().resourceType() === "document");
  await signInAtProvider(page, locale, email);
  return back;
}

for (const locale of LOCALES) {
  test(`R15 a page for distributors answers 403 with the translated toast to a contractor (${locale})`, async ({ page }) => {
    const answer = await signInThere(page, locale, "contractor@voltline.example");
    expect(answer.status()).toBe(403);
    await expect(page.getByRole("heading", { level: 1, name: TITLE[locale] })).toHaveCount(0);
    await expect(page.getByText(FORBIDDEN[locale])).toBeVisible();
    await expect(page).toHaveTitle("Not Found");
    await expectNoAxeViolations(page);
    // Never shared: the 403 is the account's own answer.
    expect((await page.request.get(`/voltline/${locale}/${PAGE}`, { maxRedirects: 0 })).status()).toBe(403);
  });
}

test("R15 a distributor reads the distributor pricing page", async ({ page }) => {
  const answer = await signInThere(page, "fr-ca", "distributor@voltline.example");
  expect(answer.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1, name: TITLE["fr-ca"] })).toBeVisible();
  await expectNoAxeViolations(page);
});
