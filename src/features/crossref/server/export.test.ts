import { describe, expect, it } from "vitest";
import { answerCrossReference } from "./answer";
import { crossRefExportResponse } from "./export";
import { fakeDeps } from "./fixture.test-helpers";
import { encodeList } from "./query";
import { parseCsv } from "../normalize";

const answer = (numbers: string[], brand: string, locale: Parameters<typeof answerCrossReference>[2]) => answerCrossReference(numbers, brand, locale, fakeDeps());
const get = (query: string) => crossRefExportResponse(new Request(`http://localhost/api/crossref/export?${query}`), answer);
const rows = (text: string) => parseCsv(text);
/** The body as sent: Response.text() would drop a BOM. */
const bodyText = async (response: Response) => new TextDecoder("utf-8", { ignoreBOM: true }).decode(await response.arrayBuffer());

describe("GET /api/crossref/export (F4)", () => {
  it("gives the answer as a plain CSV: one row per equivalent, numbers without any on their own row", async () => {
    const response = await get(`brand=voltline&locale=en&format=csv&q=${encodeURIComponent("awt5362-i\nNB-WP115-WH\nAWT5326-I")}`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("content-disposition")).toMatch(/^attachment; filename="cross-reference-\d{4}-\d{2}-\d{2}\.csv"/);
    const text = await bodyText(response);
    expect(text.startsWith("\uFEFF")).toBe(false);
    const table = rows(text);
    expect(table[0]).toEqual(["Your number", "Manufacturer", "Manufacturer's number", "Result", "Match", "Equivalent catalog number", "Product", "Differences", "Product page"]);
    expect(table[1]!.slice(0, 7)).toEqual(["awt5362-i", "Arcwell Electric", "AWT5362-I", "Equivalent found", "Exact match", "DR101-IV", "Duplex Receptacle 20A, Ivory"]);
    expect(table[1]![8]).toMatch(/^http:\/\/[^/]+\/voltline\/en\/products\/duplex-receptacle-20a-ivory\/p\/1000001$/);
    expect(table[2]!.slice(3, 8)).toEqual(["Equivalent found", "Close match", "DR101-WH", "Duplex Receptacle 20A, White", "Colour: Light Almond / White"]);
    expect(table[3]!.slice(0, 4)).toEqual(["NB-WP115-WH", "Northbridge Devices", "NB-WP115-WH", "No equivalent"]);
    expect(text).toContain('AWT5326-I,,,Not found,,,,"Did you mean: AWT5362-I, AWT5362-T",');
  });

  it("uses the locale's spreadsheet dialect for Excel (fr-CA: semicolons and a BOM) and reads a list token", async () => {
    const response = await get(`brand=voltline&locale=fr-ca&format=excel&list=${encodeList(["AWT5362-I"])}`);
    const text = await bodyText(response);
    expect(text.startsWith("\uFEFF")).toBe(true);
    expect(text.split("\r\n")[0]!.split(";")).toHaveLength(9);
    const table = rows(text);
    expect(table[0]![0]).toBe("Votre numéro");
    expect(table[2]!.slice(4, 8)).toEqual(["Équivalent proche", "DR101-WH", "Prise double 20 A, blanche", "Couleur : Amande clair / Blanc"]);
  });

  it("refuses a bad brand, locale, format or query with a translated 4xx", async () => {
    expect((await get("brand=nobrand&locale=en&format=csv&q=A1B2")).status).toBe(400);
    expect((await get("brand=voltline&locale=xx&format=csv&q=A1B2")).status).toBe(400);
    expect((await get("brand=voltline&locale=en&format=xlsx&q=A1B2")).status).toBe(400);
    const none = await get("brand=voltline&locale=es-mx&format=csv");
    expect(none.status).toBe(400);
    expect(((await none.json()) as { message: string }).message).toBe("Escriba al menos un número de catálogo de la competencia.");
    const many = await get(`brand=voltline&locale=en&format=csv&list=${encodeList(Array.from({ length: 201 }, (_, i) => `K${i}.1`))}`);
    expect(many.status).toBe(400);
    expect(((await many.json()) as { message: string }).message).toContain("201");
    expect((await get("brand=voltline&locale=en&format=csv&list=%%%")).status).toBe(400);
  });
});
