import { describe, expect, it } from "vitest";
import { renderPdf } from "@/platform/pdf";
import { readPdf, pdfText } from "@/platform/pdf/read-pdf";
import { letterDocument, letterFacts, type LetterInput } from "./letter";
import { US_MADE as usMade, VIETNAM_MADE as vietnamMade } from "./testing";


const input = (locale: LetterInput["locale"]): LetterInput => ({
  form: "buy-american-far",
  locale,
  brand: { name: "Voltline Electrical Products, Inc.", color: "#0B4F9C", addressLines: ["2400 Meridian Parkway", "Columbus, OH 43219"] },
  officer: { name: "Margaret A. Okafor", title: "Director of Trade Compliance" },
  request: { company: "Acme Electric", projectName: "Riverside Water Plant", projectAddress: "1 River Rd, Dayton, OH", contractNumber: "W912QR-26-C-0042", farClause: "52.225-1" },
  reference: "CL-ABCD-EFGH",
  date: new Date("2026-11-26T12:00:00Z"),
  products: [
    { catalogNumber: "DR101-IV-25PK", description: "Duplex receptacle 15 A", facts: usMade },
    { catalogNumber: "GF20-WH", description: "GFCI receptacle 20 A", facts: vietnamMade },
  ],
  unknown: ["NOPE-1"],
  duplicates: ["DR101-IV-25PK"],
});

describe("letterFacts", () => {
  it("lists compliant products with origin, plant and status, and the rest apart with a reason", () => {
    const facts = letterFacts(input("en"));
    expect(facts.listed).toEqual([
      { catalogNumber: "DR101-IV-25PK", description: "Duplex receptacle 15 A", origin: "United States", plant: "Columbus, Ohio (US-OH-COL)", status: "Domestic end product (Buy American)" },
    ]);
    expect(facts.notListed).toEqual([
      { catalogNumber: "GF20-WH", reason: "Not a domestic end product (made in Vietnam)" },
      { catalogNumber: "NOPE-1", reason: "Not a Voltline Electrical Products, Inc. catalog number" },
    ]);
  });
});

describe("the letter PDF (read back)", () => {
  it("states the request, the products, the refusals and the officer, in English", async () => {
    const pdf = await readPdf(await renderPdf(letterDocument(input("en"))));
    const text = pdfText(pdf).replace(/\s+/gu, " ");
    expect(pdf.lang).toBe("en-US");
    expect(pdf.title).toContain("CL-ABCD-EFGH");
    expect(pdf.structure).toBeDefined();
    for (const expected of [
      "Buy American Act and FAR compliance letter",
      "November 26, 2026",
      "Acme Electric",
      "W912QR-26-C-0042",
      "DR101-IV-25PK",
      "Domestic end product (Buy American)",
      "Products not covered by this letter",
      "GF20-WH",
      "Not a domestic end product (made in Vietnam)",
      "NOPE-1",
      "Margaret A. Okafor",
      "Director of Trade Compliance",
    ]) expect(text).toContain(expected);
  });

  it("is written in the page's language (es-mx, fr-ca) with exact place names", async () => {
    const es = pdfText(await readPdf(await renderPdf(letterDocument({ ...input("es-mx"), form: "environmental" })))).replace(/\s+/gu, " ");
    expect(es).toContain("Declaración de cumplimiento ambiental");
    expect(es).toContain("26 de noviembre de 2026");
    expect(es).toContain("advertencia (Lead)");
    expect(es).toContain("Thủ Dầu Một");
    const fr = await readPdf(await renderPdf(letterDocument({ ...input("fr-ca"), form: "buy-america", request: { ...input("fr-ca").request, fundingProgram: "Clean Water SRF" } })));
    expect(fr.lang).toBe("fr-CA");
    const text = pdfText(fr).replace(/\s+/gu, " ");
    expect(text).toContain("Lettre de conformité à la Build America, Buy America Act");
    expect(text).toContain("Clean Water SRF");
    expect(text).toContain("Conforme à la BABA");
  });
});
