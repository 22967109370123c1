// F15 request parsing: numbers from a pasted list or a CSV, refused when empty, repeated, too many, too long or from a
// file that is not ours; the cover sheet's fields; the date.
import { describe, expect, it } from "vitest";
import { checkNumbers, numbersFromCsv, submittalRequest, validDate } from "./input";
import { MAX_PRODUCTS } from "./model";

const csv = (text: string) => new TextEncoder().encode(text);

describe("submittal input", () => {
  it("takes pasted numbers in order, trimmed and upper-cased", () => {
    expect(checkNumbers([" dr104-wh", "DR101-IV-25PK", ""])).toEqual({ ok: true, numbers: ["DR104-WH", "DR101-IV-25PK"] });
  });

  it("names duplicates, refuses empty, too many and too long", () => {
    expect(checkNumbers(["A", "b", "a", "B", "C"])).toEqual({ ok: false, error: { key: "duplicates", field: "numbers", numbers: ["A", "B"] } });
    expect(checkNumbers([" ", ""])).toMatchObject({ ok: false, error: { key: "numbersEmpty" } });
    expect(checkNumbers(Array.from({ length: MAX_PRODUCTS + 1 }, (_, i) => `N${i}`))).toMatchObject({ ok: false, error: { key: "numbersTooMany" } });
    expect(checkNumbers(["X".repeat(41)])).toMatchObject({ ok: false, error: { key: "numberTooLong" } });
  });

  it("reads the catalogue-number column of a CSV in any of the three languages, or a header-less first column", () => {
    expect(numbersFromCsv(csv("Qty;Número de catálogo\n2;DR104-WH\n1;SR109-LA\n"))).toEqual({ ok: true, numbers: ["DR104-WH", "SR109-LA"] });
    expect(numbersFromCsv(csv('"Numéro de catalogue",Note\r\n"DR104-WH","a, b"\r\n'))).toEqual({ ok: true, numbers: ["DR104-WH"] });
    expect(numbersFromCsv(csv("DR104-WH\nSR109-LA\n"))).toEqual({ ok: true, numbers: ["DR104-WH", "SR109-LA"] });
  });

  it("refuses a CSV with other columns, or not UTF-8 text", () => {
    expect(numbersFromCsv(csv("product name,quantity\nthing,2\n"))).toMatchObject({ ok: false, error: { key: "csvNoColumn", field: "csv" } });
    expect(numbersFromCsv(new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0x00, 0x01]))).toMatchObject({ ok: false, error: { key: "csvNotText" } });
    expect(numbersFromCsv(new Uint8Array([0xc3, 0x28]))).toMatchObject({ ok: false, error: { key: "csvNotText" } });
  });

  it("checks the date and the cover sheet's fields, today by default", () => {
    expect(validDate("2028-02-29")).toBe("2028-02-29");
    expect(validDate("2026-02-29")).toBeUndefined();
    expect(validDate("27/11/2026")).toBeUndefined();
    expect(submittalRequest({ numbers: "DR104-WH", projectName: "  Riverside   plant ", submittedBy: "Ana", instructions: "on" }, undefined, "2026-11-27")).toEqual({
      ok: true,
      request: { numbers: ["DR104-WH"], projectName: "Riverside plant", submittedBy: "Ana", date: "2026-11-27", instructions: true, certificates: false },
    });
    const refused = submittalRequest({ numbers: "", projectName: "", submittedBy: "x".repeat(201), date: "soon" }, undefined, "2026-11-27");
    expect(refused.ok ? [] : refused.errors.map((error) => `${error.key}:${error.field}`)).toEqual(["numbersEmpty:numbers", "required:projectName", "tooLong:submittedBy", "badDate:date"]);
  });
});
