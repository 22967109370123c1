import { describe, expect, it } from "vitest";
import { collectNumbers, csvCells, csvText, numbersFromCsv, splitPasted } from "./numbers";

describe("catalogue numbers from a pasted list", () => {
  it("splits on lines, commas, semicolons and spaces; upper-cases; keeps duplicates once", () => {
    expect(collectNumbers(splitPasted(" dr101-iv-25pk\nDR102-BR-50PK, DR101-IV-25PK;\tX1 \n\n"))).toEqual({
      ok: true,
      numbers: ["DR101-IV-25PK", "DR102-BR-50PK", "X1"],
      duplicates: ["DR101-IV-25PK"],
    });
  });

  it("refuses an empty list, 501 distinct numbers and an overlong number", () => {
    expect(collectNumbers(splitPasted(" \n ,"))).toEqual({ ok: false, error: "numbersEmpty" });
    const many = Array.from({ length: 501 }, (_, i) => `N${i}`);
    expect(collectNumbers(many)).toEqual({ ok: false, error: "numbersTooMany" });
    expect(collectNumbers(many.slice(0, 500))).toMatchObject({ ok: true });
    expect(collectNumbers([...many.slice(0, 500), "N0", "N1"])).toMatchObject({ ok: true, duplicates: ["N0", "N1"] });
    expect(collectNumbers(["A".repeat(41)])).toMatchObject({ ok: false, error: "numberTooLong" });
  });
});

describe("catalogue numbers from a CSV file", () => {
  it("reads the column headed like a catalogue number, quoted cells and a BOM", () => {
    const text = csvText(new TextEncoder().encode('\uFEFFQty,Catalog Number,Note\n2,DR101-IV-25PK,"a, b"\n1,"DR102-BR-50PK",\n'));
    expect(text).toBeDefined();
    expect(numbersFromCsv(text!)).toEqual({ ok: true, numbers: ["DR101-IV-25PK", "DR102-BR-50PK"], duplicates: [] });
  });

  it("reads a header-less file's first column, and semicolon-separated files", () => {
    expect(numbersFromCsv("DR101-IV-25PK,3\nDR102-BR-50PK,4")).toMatchObject({ numbers: ["DR101-IV-25PK", "DR102-BR-50PK"] });
    expect(numbersFromCsv("Número de catálogo;Cantidad\nDR101-IV-25PK;3")).toMatchObject({ numbers: ["DR101-IV-25PK"] });
  });

  it("refuses binary content, invalid UTF-8 and the wrong columns", () => {
    expect(csvText(new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0x00, 0x00]))).toBeUndefined();
    expect(csvText(new Uint8Array([0xff, 0xfe, 0x41, 0x00]))).toBeUndefined();
    expect(numbersFromCsv("first name,last name\nAda,Lovelace")).toEqual({ ok: false, error: "csvNoColumn" });
  });

  it("splits quoted cells with doubled quotes", () => {
    expect(csvCells('a,"b ""c"", d",e', ",")).toEqual(["a", 'b "c", d', "e"]);
  });
});
