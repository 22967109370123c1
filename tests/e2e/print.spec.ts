import { execFileSync } from "node:child_process";
import { writeFileSync } from "node:fs";
import { expect, test } from "@playwright/test";
import { PDFDocument } from "pdf-lib";
import { LOCALES } from "./helpers";

// Issue 18 "Print": a product page prints as a clean one-page spec — no header chrome, the specification table whole,
// the address and date of printing at its foot, in the page's language.
const GFCI = "1000365";
const STAMP = { en: /^Printed from http:\/\/127\.0\.0\.1:\d+\/voltline\/en\/products\/.+ on \w+ \d{1,2}, \d{4}/, "fr-ca": /^Imprimé depuis .+\/voltline\/fr-ca\/.+ le \d{1,2} \S+ \d{4}/, "es-mx": /^Impreso desde .+\/voltline\/es-mx\/.+ el \d{1,2} de \S+ de \d{4}/ } as const;

for (const locale of LOCALES) {
  test(`a product page prints as one clean page with its address and date (${locale})`, async ({ page }) => {
    await page.goto(`/voltline/${locale}/products/p/${GFCI}?utm_source=newsletter`);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    const stamp = page.locator(".print-stamp");
    await expect(stamp).toBeHidden();
    // Not filled at load (its date format costs the page about 50 ms of main thread), only for printing: once the
    // page's effects have run (the toast region mounts after them), the stamp is still empty.
    await expect(page.locator("section[aria-label$='(Alt+T)']")).toBeAttached();
    await expect(stamp).toHaveText("");

    await page.emulateMedia({ media: "print" });
    await expect(page.locator("header:has(> .skip-link)")).toBeHidden();
    await expect(page.locator("footer").last()).toBeHidden();
    await expect(page.locator("nav").first()).toBeHidden();
    await expect(page.locator("#product-specifications")).toBeVisible();
    await expect(page.getByRole("table").first()).toBeVisible();
    await expect(stamp).toBeVisible();
    await expect(stamp).toHaveText(STAMP[locale]);
    await expect(stamp).not.toContainText("utm_source");

    const pdf = await PDFDocument.load(await page.pdf({ format: "Letter", printBackground: false }));
    expect(pdf.getPageCount()).toBe(1);
  });
}

test("a page printed from the browser carries the stamp, filled as printing starts (fr-ca)", async ({ page }, testInfo) => {
  await page.goto(`/voltline/fr-ca/products/p/${GFCI}`);
  await expect(page.locator("section[aria-label$='(Alt+T)']")).toBeAttached();
  await expect(page.locator(".print-stamp")).toHaveText("");
  // Chromium's print announces itself (beforeprint) and lays the page out right after its listeners return.
  const file = testInfo.outputPath("printed.pdf");
  writeFileSync(file, await page.pdf({ format: "Letter", printBackground: false }));
  const text = execFileSync("pdftotext", [file, "-"], { encoding: "utf8" }).replace(/\s+/gu, " ");
  expect(text).toMatch(/Imprimé depuis http:\/\/127\.0\.0\.1:\d+\/voltline\/fr-ca\/products\/\S+ le \d{1,2} \S+ \d{4}/);
});
