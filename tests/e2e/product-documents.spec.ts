import { expect, test } from "@playwright/test";
import { readPdf } from "@/platform/pdf/read-pdf";
import { expectNoAxeViolations } from "./helpers";

// A Voltline GFCI receptacle (also used by product-page.spec.ts): its family has a spec sheet, instructions and certificates.
const PRODUCT = "1000365";

test("P5 a product's documents link PDFs the site serves (fr-ca)", async ({ page }) => {
  await page.goto(`/voltline/fr-ca/products/p/${PRODUCT}`);
  const section = page.getByRole("region", { name: "Documents" });
  await expect(section).toBeVisible();

  const specSheet = section.getByRole("link", { name: "Fiche technique PDF" });
  await expect(specSheet).toBeVisible();
  await expect(section.getByRole("link", { name: "Instructions d'installation PDF" })).toBeVisible();
  const href = (await specSheet.getAttribute("href")) ?? "";
  expect(href).toMatch(/^\/voltline\/fr-ca\/documents\/DOC-SS-F\d{5}\.pdf$/);

  const response = await page.request.get(href);
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toBe("application/pdf");
  expect(response.headers()["content-disposition"]).toMatch(/^inline; filename="DOC-SS-F\d{5}-fr-ca\.pdf"$/);
  const body = await response.body();
  expect(body.subarray(0, 5).toString("latin1")).toBe("%PDF-");
  // Read back: the running header, the language, tagged (PDF/UA-1) with its fonts embedded (the reader checks).
  const pdf = await readPdf(body);
  expect(pdf.pages[0]?.[1]).toMatch(/^Fiche technique · DOC-SS-F\d{5}$/);
  expect(pdf).toMatchObject({ lang: "fr-CA", pdfUa: 1, displayDocTitle: true });
  expect(pdf.structure?.role).toBe("Document");

  // Every document listed answers with a PDF, certificates included.
  const hrefs = await section.getByRole("link").evaluateAll((links) => links.map((a) => a.getAttribute("href") ?? ""));
  expect(hrefs.length).toBeGreaterThanOrEqual(2);
  for (const url of hrefs) {
    const document = await page.request.get(url);
    expect(document.status(), url).toBe(200);
    expect(document.headers()["content-type"], url).toBe("application/pdf");
    expect((await document.body()).subarray(0, 5).toString("latin1"), url).toBe("%PDF-");
  }

  await expectNoAxeViolations(page);
});

test("P5 an unknown or malformed document id is a 404, not an error", async ({ request }) => {
  for (const file of ["DOC-SS-F99999.pdf", "..%2F..%2Fpackage.json", "DOC-SS-F00001"]) {
    const response = await request.get(`/voltline/fr-ca/documents/${file}`);
    expect(response.status(), file).toBe(404);
  }
});
