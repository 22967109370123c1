import fs from "node:fs";
import path from "node:path";
import { expect, test, type Page } from "@playwright/test";
import { PDFDocument } from "pdf-lib";
import { LOCALES, expectNoAxeViolations, signInAtProvider } from "./helpers";

// F15 / A4: in each locale, a signed-in engineer builds a submittal package of 20 products from a list. One product's
// spec sheet is withdrawn on the embedded default (GR116-BK-25PK, ADR 59), so the builder sends them to the
// pdf-builder-errors page: the product and the reason, the package of the other 19 to download (read back: a cover
// sheet and 19 bookmarked spec sheets), and a retry that builds again. Another browser cannot open that build. Axe
// finds nothing on the list's submittal page nor on the errors page.
type Locale = (typeof LOCALES)[number];

const messages = (locale: Locale, namespace: string) => JSON.parse(fs.readFileSync(path.join("messages", locale, `${namespace}.json`), "utf8"));

const ACCOUNTS = { en: "contractor@voltline.example", "fr-ca": "distributor@voltline.example", "es-mx": "engineer@voltline.example" } as const;

/** 19 Voltline products of distinct families (catalogue number, PIM id), and the one whose spec sheet is withdrawn. */
const PRODUCTS: [string, string][] = [
  ["DR101-IV-25PK", "1000001"], ["DR104-WH", "1000017"], ["DR107-RD-100PK", "1000030"], ["DR110-BR-50PK", "1000041"],
  ["DR113-LA-100PK", "1000054"], ["DR116-IV-10PK", "1000066"], ["DR119-WH-10PK", "1000074"], ["DR124-GY-10PK", "1000088"],
  ["DR128-LA-100PK", "1000101"], ["DR131-IV-50PK", "1000127"], ["GR116-BK-25PK", "1000456"], ["DR134-GY-25PK", "1000147"],
  ["DR137-LA-100PK", "1000158"], ["DR140-GY-50PK", "1000170"], ["DR143-WH-10PK", "1000175"], ["SR102-WH-25PK", "1000190"],
  ["SR106-LA-25PK", "1000206"], ["SR109-LA", "1000215"], ["SR113-IV-25PK", "1000228"], ["SR117-WH", "1000258"],
];
const WITHDRAWN = "GR116-BK-25PK";
const PROJECT = { en: "Riverside Water Plant", "fr-ca": "Usine de filtration Saint-Laurent", "es-mx": "Planta potabilizadora Río Bravo" } as const;

test.use({ navigationTimeout: 60_000 });
test.describe.configure({ timeout: 240_000 });

async function signIn(page: Page, locale: Locale) {
  await page.goto(`/voltline/${locale}/my-account/lists`);
  await signInAtProvider(page, locale, ACCOUNTS[locale]);
  await expect(page).toHaveURL(new RegExp(`/voltline/${locale}/my-account/lists`));
}

for (const locale of LOCALES) {
  test(`F15 ${locale}: a package of 20 products from a list, one failure on the errors page, retry`, async ({ page, browser }) => {
    const S = messages(locale, "submittal");
    await signIn(page, locale);
    const created = await page.request.post("/api/lists", { data: { brand: "voltline", name: `Submittal ${locale} ${Date.now()}`, locale } });
    expect(created.status()).toBe(201);
    const listId = ((await created.json()) as { list: { id: string } }).list.id;
    for (const [, productId] of PRODUCTS) {
      const added = await page.request.post(`/api/lists/${listId}/lines`, { data: { productId, quantity: 1, locale } });
      expect(added.ok(), await added.text()).toBe(true);
    }

    // The list's submittal page: the builder's form with the list's 20 numbers.
    await page.goto(`/voltline/${locale}/my-account/lists/${listId}/submittal`);
    await expect(page.getByRole("heading", { level: 2, name: S.form.heading })).toBeVisible();
    const numbers = (await page.getByLabel(S.form.numbers, { exact: true }).inputValue()).split("\n");
    expect(numbers).toEqual(PRODUCTS.map(([number]) => number));
    await expectNoAxeViolations(page);
    await page.getByLabel(S.form.projectName, { exact: true }).fill(PROJECT[locale]);
    await page.getByLabel(S.form.submittedBy, { exact: true }).fill("Ana Núñez, Bình Dương Electric");
    await page.screenshot({ path: `test-results/submittal-form-${locale}.png`, fullPage: true });
    await page.getByRole("button", { name: S.form.submit }).click();

    // The errors page: the withdrawn spec sheet, its reason, the package of the rest, a retry.
    await expect(page).toHaveURL(new RegExp(`/voltline/${locale}/pdf-builder-errors\\?build=[\\w-]{22}$`), { timeout: 60_000 });
    const firstBuild = new URL(page.url()).searchParams.get("build");
    await expect(page.getByRole("heading", { level: 1, name: S.errorsPage.heading })).toBeVisible();
    const row = page.getByRole("row", { name: new RegExp(WITHDRAWN) });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText(S.errorsPage.reasons.withdrawn);
    await expect(page.getByRole("row")).toHaveCount(2);
    await expectNoAxeViolations(page);
    await page.screenshot({ path: `test-results/submittal-errors-${locale}.png`, fullPage: true });

    const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("link", { name: S.errorsPage.download }).click()]);
    const bytes = fs.readFileSync(await download.path());
    expect(bytes.subarray(0, 5).toString()).toBe("%PDF-");
    const pdf = await PDFDocument.load(bytes, { updateMetadata: false });
    expect(pdf.getPageCount()).toBeGreaterThanOrEqual(20);
    expect(pdf.getTitle()).toContain(PROJECT[locale]);

    // Another browser cannot open the build.
    const stranger = await browser.newContext();
    expect((await (await stranger.newPage()).goto(page.url()))?.status()).toBe(404);
    await stranger.close();

    await page.getByRole("button", { name: S.errorsPage.retry }).click();
    await expect(page).toHaveURL(/pdf-builder-errors\?build=/u);
    await expect(async () => expect(new URL(page.url()).searchParams.get("build")).not.toBe(firstBuild)).toPass({ timeout: 60_000 });
    await expect(page.getByRole("row", { name: new RegExp(WITHDRAWN) })).toContainText(S.errorsPage.reasons.withdrawn);

    await page.request.post(`/api/lists/${listId}/delete`, { data: { locale } });
  });
}

test("F15: bad input from the builder's page gets a translated page, never a PDF", async ({ page }) => {
  await page.goto("/voltline/fr-ca/pdf-builder?numbers=DR104-WH,NOPE-404");
  const S = messages("fr-ca", "submittal");
  await expect(page.getByLabel(S.form.numbers, { exact: true })).toHaveValue("DR104-WH\nNOPE-404");
  await expectNoAxeViolations(page);
  await page.getByLabel(S.form.projectName, { exact: true }).fill("Projet");
  await page.getByLabel(S.form.submittedBy, { exact: true }).fill("Moi");
  await page.getByRole("button", { name: S.form.submit }).click();
  await expect(page.getByRole("heading", { level: 1, name: S.errors.heading })).toBeVisible();
  await expect(page.getByText("NOPE-404")).toBeVisible();
});
