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
