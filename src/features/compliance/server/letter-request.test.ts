// POST /api/compliance/{form} end to end against the generated catalogue, the content pack's brands and PGlite:
// the PDF answered and the letter stored; every hostile input a translated 4xx, never a 5xx.
import { describe, expect, it } from "vitest";
import { useFormPostTests } from "@/features/forms/testing";
import { getDb, complianceLetters } from "@/platform/db";
import { formDataPost } from "@/platform/http/testing";
import { readPdf, pdfText } from "@/platform/pdf/read-pdf";
import { letterRequestResponse } from "./letter-request";
import { readLetterDraft } from "./drafts";

const URL_BASE = "http://localhost/api/compliance/";

function post(form: string, fields: Record<string, string>, options: { csv?: { bytes: Uint8Array; name: string }; json?: boolean; ip?: string } = {}): Promise<Response> {
  return letterRequestResponse(formDataPost(URL_BASE + form, fields, options), form);
}

const F10 = {
  brand: "voltline",
  locale: "en",
  returnTo: "/voltline/en/compliance-documents",
  numbers: "DR104-WH\nDR101-IV-25PK, NOPE-404\ndr104-wh",
  company: "Acme Electric",
  projectName: "Riverside Water Plant",
  projectAddress: "1 River Rd, Dayton, OH",
  contractNumber: "W912QR-26-C-0042",
  farClause: "52.225-1",
};

describe("POST /api/compliance/{form}", () => {
  useFormPostTests("compliance-letters");

  it("answers the F10 letter PDF and stores the letter with what it stated", async () => {
    const response = await post("buy-american-far", F10);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/pdf");
    const reference = response.headers.get("x-letter-reference")!;
    expect(reference).toMatch(/^CL-[0-9A-Z]{4}-[0-9A-Z]{4}$/u);
    const text = pdfText(await readPdf(new Uint8Array(await response.arrayBuffer()))).replace(/\s+/gu, " ");
    expect(text).toContain("DR104-WH");
    expect(text).toContain("Domestic end product (Buy American)");
    expect(text).toContain("DR101-IV-25PK");
    expect(text).toContain("Not a domestic end product (made in Vietnam)");
    expect(text).toContain("NOPE-404");
    expect(text).toContain("Margaret A. Okafor");
    const db = await getDb();
    const rows = await db.select().from(complianceLetters);
    const row = rows.find((candidate) => candidate.reference === reference);
    expect(row).toMatchObject({ form: "buy-american-far", brand: "voltline", locale: "en" });
    expect(row!.request).toMatchObject({ company: "Acme Electric", numbers: ["DR104-WH", "DR101-IV-25PK", "NOPE-404"], duplicates: ["DR104-WH"] });
    expect((row!.stated as { listed: { catalogNumber: string }[] }).listed.map((line) => line.catalogNumber)).toEqual(["DR104-WH"]);
  });

  it("writes the letter in the page's locale (es-mx) from a CSV file", async () => {
    const csv = new TextEncoder().encode("Número de catálogo,Cantidad\nDR104-WH,2\nDR109-LA,1\n");
    const response = await post("buy-american-far", { ...F10, locale: "es-mx", numbers: "" }, { csv: { bytes: csv, name: "lista.csv" } });
    expect(response.status).toBe(200);
    const pdf = await readPdf(new Uint8Array(await response.arrayBuffer()));
    expect(pdf.lang).toBe("es-MX");
    const text = pdfText(pdf).replace(/\s+/gu, " ");
    expect(text).toContain("Carta de cumplimiento de la Buy American Act y el FAR");
    expect(text).toContain("Producto final nacional (Buy American)");
    expect(text).toContain("DR109-LA");
  });

  it("answers F11, F12 and F13 letters on the same pipeline, each with its own rule and fields", async () => {
    const common = { brand: "voltline", returnTo: "/voltline/en/x", company: "Acme Electric", projectName: "Riverside", projectAddress: "Dayton, OH", numbers: "DR104-WH, DR101-IV-25PK, DR109-LA" };
    const baba = await post("buy-america", { ...common, locale: "fr-ca", fundingProgram: "Clean Water SRF" });
    expect(baba.status).toBe(200);
    const babaText = pdfText(await readPdf(new Uint8Array(await baba.arrayBuffer()))).replace(/\s+/gu, " ");
    expect(babaText).toContain("Conforme à la BABA");
    expect(babaText).toContain("Clean Water SRF");
    expect(babaText).toContain("Non conforme à la BABA");

    const usmca = await post("certifications", { ...common, locale: "en" });
    expect(usmca.status).toBe(200);
    const usmcaText = pdfText(await readPdf(new Uint8Array(await usmca.arrayBuffer()))).replace(/\s+/gu, " ");
    expect(usmcaText).toMatch(/Originating, criterion [A-D]; HS \d{4}\.\d{2}/u);
    expect(usmcaText).toContain("Not originating under USMCA");

    const environmental = await post("environmental", { ...common, locale: "es-mx" });
    expect(environmental.status).toBe(200);
    const envText = pdfText(await readPdf(new Uint8Array(await environmental.arrayBuffer()))).replace(/\s+/gu, " ");
    expect(envText).toContain("Declaración de cumplimiento ambiental");
    expect(envText).toContain("RoHS:");
    for (const number of ["DR104-WH", "DR101-IV-25PK", "DR109-LA"]) expect(envText).toContain(number);

    const missingFunding = await post("buy-america", { ...common, locale: "en" }, { json: true });
    expect(missingFunding.status).toBe(422);
    expect(JSON.stringify(await missingFunding.json())).toContain("funding program");
  });

  it("refuses hostile input with translated 4xx answers, as a page (no JS) or JSON", async () => {
    const many = Array.from({ length: 501 }, (_, i) => `N${i}`).join("\n");
    // Without JavaScript, a refusal for what was typed comes back to the form, re-filled, with the errors (a draft).
    const tooMany = await post("buy-american-far", { ...F10, numbers: many });
    expect(tooMany.status).toBe(303);
    const location = tooMany.headers.get("location")!;
    expect(location).toMatch(/^\/voltline\/en\/letter-request\/buy-american-far\?draft=[\w-]{32}$/u);
    const draft = await readLetterDraft(new URL(location, "http://x").searchParams.get("draft"), "buy-american-far");
    expect(draft).toMatchObject({ brand: "voltline", locale: "en", returnTo: "/voltline/en/compliance-documents", values: { numbers: many, company: "Acme Electric", contractNumber: "W912QR-26-C-0042" } });
    expect(draft!.errors[0]!.message).toContain("at most 500 catalog numbers");
    expect(await readLetterDraft(new URL(location, "http://x").searchParams.get("draft"), "buy-america")).toBeUndefined();
    const jsonTooMany = await post("buy-american-far", { ...F10, numbers: many }, { json: true });
    expect(jsonTooMany.status).toBe(422);
    // Spam and other brands are not drafts: a page of errors with the way back.
    const spam = await post("buy-american-far", { ...F10, website: "spam.example" });
    expect(spam.status).toBe(400);
    expect(await spam.text()).toContain('href="/voltline/en/compliance-documents"');

    const binary = await post("buy-american-far", { ...F10, locale: "fr-ca", numbers: "" }, { csv: { bytes: new Uint8Array([0x50, 0x4b, 3, 4, 0, 0, 0xff]), name: "x.csv" }, json: true });
    expect(binary.status).toBe(422);
    expect(await binary.json()).toMatchObject({ errors: [{ field: "numbers", message: expect.stringContaining("Le fichier CSV n'a pas pu être lu") }] });

    const huge = await post("buy-american-far", { ...F10, company: "x".repeat(200_000) }, { json: true });
    expect(huge.status).toBe(413);

    const long = await post("buy-american-far", { ...F10, locale: "es-mx", company: "x".repeat(201), contractNumber: "" }, { json: true });
    expect(long.status).toBe(422);
    const longErrors = ((await long.json()) as { errors: { field: string; message: string }[] }).errors;
    expect(longErrors.map((error) => error.field).sort()).toEqual(["company", "contractNumber"]);
    expect(longErrors[0]!.message).toMatch(/caracteres|Ingrese/u);

    const emoji = await post("buy-american-far", { ...F10, projectName: "Plant 🚀" }, { json: true });
    expect(emoji.status).toBe(422);
    expect(JSON.stringify(await emoji.json())).toContain("cannot print");

    const none = await post("buy-american-far", { ...F10, numbers: "NOPE-1, NOPE-2" }, { json: true });
    expect(none.status).toBe(422);

    expect((await post("buy-american-far", { ...F10, website: "spam.example" })).status).toBe(400);
    expect((await post("buy-american-far", { ...F10, brand: "voltline-canada" })).status).toBe(400);
    expect((await post("nope", F10)).status).toBe(404);
    const wrongType = await letterRequestResponse(new Request(URL_BASE + "buy-america", { method: "POST", body: "{}", headers: { "content-type": "application/json" } }), "buy-america");
    expect(wrongType.status).toBe(415);
  });
});
