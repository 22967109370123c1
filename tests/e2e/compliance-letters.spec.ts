// F10 (issue 17): an engineer requests a Buy American / FAR letter from the seeded page, without JavaScript help,
// in English and in Mexican Spanish; the PDF downloads and pdftotext reads the catalogue numbers, the statuses, the
// numbers the letter does not cover and the compliance officer (reading order, not -layout: table cells wrap). A list over the limit is refused: the form comes back re-filled, with
// the translated error.
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { expect, test, type Page } from "@playwright/test";
import { expectNoAxeViolations } from "./helpers";

const NUMBERS = ["DR104-WH", "DR104-GY", "DR104-LA", "DR104-BK", "DR104-IV", "DR112-IV-25PK", "DR101-IV-25PK", "DR103-LA-50PK", "DR109-LA", "NOPE-404"];

async function fillF10(page: Page, labels: { numbers: string; company: string; project: string; address: string; contract: string }, numbers: string) {
  await page.getByLabel(labels.numbers).fill(numbers);
  await page.getByLabel(labels.company).fill("Acme Electric");
  await page.getByLabel(labels.project).fill("Riverside Water Plant");
  await page.getByLabel(labels.address).fill("1 River Rd, Dayton, OH");
  await page.getByLabel(labels.contract).fill("W912QR-26-C-0042");
}

const CASES = [
  {
    locale: "en",
    heading: "Buy American and FAR letter",
    submit: "Get the letter (PDF)",
    labels: { numbers: "Catalog numbers", company: "Your company", project: "Project name", address: "Project address", contract: "Contract or solicitation number" },
    expected: ["Buy American Act and FAR compliance letter", "Domestic end product (Buy American)", "Products not covered by this letter", "Not a domestic end product", "Not a Voltline"],
    tooMany: "at most 500 catalog numbers",
    back: "Back to the form",
  },
  {
    locale: "es-mx",
    heading: "Carta Buy American y FAR",
    submit: "Obtener la carta (PDF)",
    labels: { numbers: "Números de catálogo", company: "Su empresa", project: "Nombre del proyecto", address: "Dirección del proyecto", contract: "Número de contrato o licitación" },
    expected: ["Carta de cumplimiento de la Buy American Act y el FAR", "Producto final nacional (Buy American)", "Productos no cubiertos por esta carta", "No es producto final nacional", "No es un número de catálogo"],
    tooMany: "como máximo 500 números de catálogo",
    back: "Volver al formulario",
  },
] as const;

for (const c of CASES) {
  test(`F10 letter in ${c.locale}: ten pasted numbers with one unknown, downloaded and read with pdftotext`, async ({ page }, testInfo) => {
    await page.goto(`/voltline/${c.locale}/buy-american-far-letter`);
    await expect(page.getByRole("heading", { level: 2, name: c.heading })).toBeVisible();
    await expectNoAxeViolations(page);
    await fillF10(page, c.labels, NUMBERS.join("\n"));
    const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("button", { name: c.submit }).click()]);
    expect(download.suggestedFilename()).toMatch(/^CL-[0-9A-Z]{4}-[0-9A-Z]{4}-buy-american-far\.pdf$/u);
    const file = testInfo.outputPath("letter.pdf");
    await download.saveAs(file);
    expect(readFileSync(file).subarray(0, 5).toString()).toBe("%PDF-");
    const text = execFileSync("pdftotext", [file, "-"], { encoding: "utf8" }).replace(/\s+/gu, " ");
    for (const number of NUMBERS) expect(text).toContain(number);
    for (const expected of c.expected) expect(text).toContain(expected);
    expect(text).toContain("Margaret A. Okafor");
    expect(text).toContain("W912QR-26-C-0042");
  });

  test(`F10 in ${c.locale}: 501 numbers are refused with a translated page and a way back`, async ({ page }, testInfo) => {
    await page.goto(`/voltline/${c.locale}/buy-american-far-letter`);
    await fillF10(page, c.labels, Array.from({ length: 501 }, (_, i) => `N${i}`).join("\n"));
    await page.getByRole("button", { name: c.submit }).click();
    // The form again (ADR 60), re-filled with what was typed, the translated error above it and by its field.
    await expect(page).toHaveURL(new RegExp(`/voltline/${c.locale}/letter-request/buy-american-far\\?draft=`, "u"));
    await expect(page.getByRole("alert").filter({ hasText: c.tooMany })).toBeVisible();
    await expect(page.getByLabel(c.labels.company)).toHaveValue("Acme Electric");
    await expect(page.getByLabel(c.labels.contract)).toHaveValue("W912QR-26-C-0042");
    expect((await page.getByLabel(c.labels.numbers).inputValue()).split("\n")).toHaveLength(501);
    await expect(page.getByLabel(c.labels.numbers)).toHaveAttribute("aria-invalid", "true");
    await expectNoAxeViolations(page);
    await page.screenshot({ path: testInfo.outputPath(`refused-${c.locale}.png`), fullPage: true });
    await page.getByRole("link", { name: c.back }).click();
    await expect(page).toHaveURL(new RegExp(`/voltline/${c.locale}/buy-american-far-letter$`, "u"));
  });
}
