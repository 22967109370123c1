// F11, F12, F13 (issue 17) in each locale: an engineer generates the letter from ten pasted catalogue numbers, one of
// them unknown, without JavaScript help; pdftotext reads the numbers and the verification address printed on it; the
// address opens the public verification page, which says the letter is valid, lists what it stated, and (once, in
// English) confirms the downloaded file is the one delivered. axe finds nothing on the verification page.
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { expect, test, type Page } from "@playwright/test";
import { expectNoAxeViolations } from "./helpers";

const NUMBERS = ["DR104-WH", "DR104-GY", "DR104-LA", "DR104-BK", "DR104-IV", "DR112-IV-25PK", "DR101-IV-25PK", "DR103-LA-50PK", "DR109-LA", "NOPE-404"];

const FORMS = [
  { form: "buy-america", slug: "buy-america-letter", funding: true },
  { form: "certifications", slug: "certifications-letter", funding: false },
  { form: "environmental", slug: "environmental-compliance-letter", funding: false },
] as const;

const LOCALES = {
  en: {
    labels: { numbers: "Catalog numbers", company: "Your company", project: "Project name", address: "Project address", funding: "Funding program" },
    submit: "Get the letter (PDF)",
    verifyHeading: "Verify this letter",
    title: "Compliance letter verification",
    valid: "Valid: issued by",
    notCovered: "Products not covered by the letter",
    check: { file: "Letter file (PDF, up to 5 MB)", submit: "Check the file", match: "Genuine and unchanged" },
  },
  "fr-ca": {
    labels: { numbers: "Numéros de catalogue", company: "Votre entreprise", project: "Nom du projet", address: "Adresse du projet", funding: "Programme de financement" },
    submit: "Obtenir la lettre (PDF)",
    verifyHeading: "Vérifier cette lettre",
    title: "Vérification d’une lettre de conformité",
    valid: "Valide : délivrée par",
    notCovered: "Produits non couverts par la lettre",
    check: { file: "Fichier de la lettre (PDF, 5 Mo au plus)", submit: "Vérifier le fichier", match: "Authentique et intact" },
  },
  "es-mx": {
    labels: { numbers: "Números de catálogo", company: "Su empresa", project: "Nombre del proyecto", address: "Dirección del proyecto", funding: "Programa de financiamiento" },
    submit: "Obtener la carta (PDF)",
    verifyHeading: "Verifique esta carta",
    title: "Verificación de una carta de cumplimiento",
    valid: "Válida: emitida por",
    notCovered: "Productos no cubiertos por la carta",
    check: { file: "Archivo de la carta (PDF, hasta 5 MB)", submit: "Verificar el archivo", match: "Auténtico y sin modificar" },
  },
} as const;

async function generate(page: Page, locale: keyof typeof LOCALES, f: (typeof FORMS)[number], file: string): Promise<string> {
  const c = LOCALES[locale];
  await page.goto(`/voltline/${locale}/${f.slug}`);
  await page.getByLabel(c.labels.numbers).fill(NUMBERS.join("\n"));
  await page.getByLabel(c.labels.company).fill("Acme Electric");
  await page.getByLabel(c.labels.project).fill("Riverside Water Plant");
  await page.getByLabel(c.labels.address).fill("1 River Rd, Dayton, OH");
  if (f.funding) await page.getByLabel(c.labels.funding).fill("Clean Water SRF");
  const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("button", { name: c.submit }).click()]);
  expect(download.suggestedFilename()).toMatch(new RegExp(`^CL-[0-9A-Z]{4}-[0-9A-Z]{4}-${f.form}\\.pdf$`, "u"));
  await download.saveAs(file);
  return execFileSync("pdftotext", [file, "-"], { encoding: "utf8" });
}

for (const f of FORMS) {
  for (const locale of Object.keys(LOCALES) as (keyof typeof LOCALES)[]) {
    test(`${f.form} letter in ${locale}: ten pasted numbers, one unknown; the verification address says valid`, async ({ page }, testInfo) => {
      const c = LOCALES[locale];
      const file = testInfo.outputPath("letter.pdf");
      const text = await generate(page, locale, f, file);
      for (const number of NUMBERS) expect(text.replace(/\s+/gu, " ")).toContain(number);
      expect(text).toContain(c.verifyHeading);
      const found = /(https?:\/\/\S+?\/voltline\/[a-z-]+\/letter-verification\/(CL-[0-9A-Z]{4}-[0-9A-Z]{4})\/[0-9A-Z]{16})/u.exec(text.replace(/\s+/gu, ""));
      expect(found, "the verification address is printed on the letter").not.toBeNull();
      const url = new URL(found![1]!);
      expect(url.pathname.startsWith(`/voltline/${locale}/letter-verification/`)).toBe(true);

      await page.goto(url.pathname);
      await expect(page.getByRole("heading", { level: 1, name: c.title })).toBeVisible();
      await expect(page.locator("[data-letter-status]")).toHaveAttribute("data-letter-status", "valid");
      await expect(page.locator("[data-letter-status]")).toContainText(c.valid);
      await expect(page.locator("[data-reference]")).toHaveText(found![2]!);
      await expect(page.getByRole("heading", { level: 2, name: c.notCovered })).toBeVisible();
      await expect(page.getByRole("rowheader", { name: "NOPE-404" })).toBeVisible();
      await expectNoAxeViolations(page);
      await page.screenshot({ path: testInfo.outputPath(`verification-${f.form}-${locale}.png`), fullPage: true });

      if (locale === "en") {
        await page.getByLabel(c.check.file).setInputFiles({ name: "letter.pdf", mimeType: "application/pdf", buffer: readFileSync(file) });
        await page.getByRole("button", { name: c.check.submit }).click();
        await expect(page.locator("[data-file-check]")).toHaveAttribute("data-file-check", "match");
        await expect(page.locator("[data-file-check]")).toContainText(c.check.match);
        await expectNoAxeViolations(page);
      }
    });
  }
}

test("an unknown reference or a wrong check code is a translated 404", async ({ page }) => {
  const unknown = await page.goto("/voltline/fr-ca/letter-verification/CL-0000-0000/0000000000000000");
  expect(unknown?.status()).toBe(404);
  const malformed = await page.goto("/voltline/es-mx/letter-verification/CL-0000-0000/x");
  expect(malformed?.status()).toBe(404);
  await expect(page.locator("html")).toHaveAttribute("lang", /es/u);
});
