import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { fixturePack } from "@/features/content/testing";
import { inAssortment } from "@/features/catalog";
import { brandAssortment } from "@/features/catalog/testing";
import { smallCatalogDir } from "@/features/catalog/testing";
import { loadCatalog, type LoadedCatalog } from "@/features/catalog/server";
import { pdfText, readPdf } from "@/platform/pdf/read-pdf";
import { GET } from "./route";

let catalog: LoadedCatalog;
/** A family Voltline sells, with a UL certificate, and the catalog numbers of its products. */
let family: { id: string; numbers: string[] };
/** A document of a family Progress Lighting does not sell. */
let otherBrandsDocument = "";

beforeAll(() => {
  process.env.CATALOG_DIR = smallCatalogDir();
  const pack = path.join(mkdtempSync(path.join(tmpdir(), "pack-")), "content-pack.json");
  writeFileSync(pack, JSON.stringify(fixturePack()));
  process.env.CONTENT_PACK_PATH = pack;
  delete process.env.CONTENT_SOURCE;

  catalog = loadCatalog(smallCatalogDir());
  const voltline = brandAssortment("voltline")!;
  const productsOf = (index: number) => catalog.products.filter((p) => p.family === index);
  const index = catalog.families.findIndex(
    (f, i) => f.documents.some((d) => d.scheme === "UL") && productsOf(i).length > 1 && productsOf(i).every((p) => inAssortment(p, voltline)),
  );
  family = { id: catalog.families[index]!.id, numbers: productsOf(index).map((p) => p.catalogNumber) };
  const lighting = brandAssortment("progress-lighting")!;
  const notLighting = catalog.families.findIndex((_, i) => productsOf(i).length > 0 && !productsOf(i).some((p) => inAssortment(p, lighting)));
  otherBrandsDocument = catalog.families[notLighting]!.documents[0]!.id;
});

const get = (brand: string, locale: string, file: string, headers: Record<string, string> = {}) =>
  GET(new Request(`http://localhost/${brand}/${locale}/documents/${file}`, { headers }), { params: Promise.resolve({ brand, locale, file }) });

describe("P5 GET /{brand}/{locale}/documents/{id}.pdf", () => {
  it("serves the spec sheet as an inline PDF with its file name and long-lived cache headers", async () => {
    const response = await get("voltline", "fr-ca", `DOC-SS-${family.id}.pdf`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/pdf");
    expect(response.headers.get("content-disposition")).toBe(`inline; filename="DOC-SS-${family.id}-fr-ca.pdf"`);
    expect(response.headers.get("cache-control")).toBe("public, max-age=86400, s-maxage=2592000, stale-while-revalidate=604800");
    expect(response.headers.get("etag")).toMatch(/^"[\w-]{32}"$/);
    expect(response.headers.get("content-language")).toBe("fr-CA");
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect(response.headers.get("content-length")).toBe(String(bytes.length));
    expect(Buffer.from(bytes.subarray(0, 5)).toString("latin1")).toBe("%PDF-");
    const pdf = await readPdf(bytes);
    expect(pdf.lang).toBe("fr-CA");
    expect(pdf.title).toMatch(/^Fiche technique – /);
    expect(pdf.pages[0]?.slice(0, 2)).toEqual(["Voltline", `Fiche technique · DOC-SS-${family.id}`]);
    const lines = pdf.pages.flat();
    for (const number of family.numbers) expect(lines).toContain(number);
    expect(pdfText(pdf)).toContain("Spécifications");
  });

  it("serves installation instructions and certificates in the page's locale", async () => {
    const instructions = await readPdf(new Uint8Array(await (await get("voltline", "es-mx", `DOC-II-${family.id}.pdf`)).arrayBuffer()));
    expect(instructions.title).toMatch(/^Instructivo de instalación – /);
    expect(pdfText(instructions)).toContain("ADVERTENCIA");
    const certificate = await get("voltline", "en", `DOC-CERT-UL-${family.id}.pdf`);
    expect(certificate.status).toBe(200);
    const text = pdfText(await readPdf(new Uint8Array(await certificate.arrayBuffer())));
    expect(text).toContain("Certificate of compliance");
    expect(text).toContain(`DOC-CERT-UL-${family.id}`);
  });

  it("answers 304 without a body when the client holds the same document", async () => {
    const first = await get("voltline", "en", `DOC-SS-${family.id}.pdf`);
    const etag = first.headers.get("etag")!;
    const again = await get("voltline", "en", `DOC-SS-${family.id}.pdf`, { "if-none-match": `W/"other", ${etag}` });
    expect(again.status).toBe(304);
    expect(again.headers.get("etag")).toBe(etag);
    expect(await again.text()).toBe("");
    const changed = await get("voltline", "en", `DOC-SS-${family.id}.pdf`, { "if-none-match": '"stale"' });
    expect(changed.status).toBe(200);
  });

  it("answers 404 for unknown documents, brands that do not sell the family, unknown brands and locales", async () => {
    for (const [brand, locale, file] of [
      ["voltline", "en", "DOC-SS-F99999.pdf"],
      ["progress-lighting", "en", `${otherBrandsDocument}.pdf`],
      ["acme", "en", `DOC-SS-${family.id}.pdf`],
      ["voltline", "xx", `DOC-SS-${family.id}.pdf`],
    ] as const) {
      const response = await get(brand, locale, file);
      expect(response.status, `${brand} ${locale} ${file}`).toBe(404);
      expect(response.headers.get("content-type")).toBe("text/plain; charset=utf-8");
      expect(response.headers.get("cache-control")).not.toContain("s-maxage");
    }
  });

  it("answers 404, never 500, for junk file names", async () => {
    const junk = [
      `DOC-SS-${family.id}`,
      `doc-ss-${family.id.toLowerCase()}.pdf`,
      `DOC-SS-${family.id}.PDF`,
      `DOC-SS-${family.id}.pdf.exe`,
      "../../package.json",
      "..%2F..%2Fpackage.json",
      `DOC-${"A".repeat(500)}.pdf`,
      "DOC-SS-F00001.pdf\u0000",
      "%E0%A4%A.pdf",
      "",
    ];
    for (const file of junk) expect((await get("voltline", "en", file)).status, file).toBe(404);
  });
});
