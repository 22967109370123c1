import { describe, expect, it } from "vitest";
import { pickerQuery } from "./product-picker";

describe("product picker query (F2, F3)", () => {
  it("cleans white space and control characters", () => {
    expect(pickerQuery("  dr101 \n\t iv ")).toEqual({ ok: true, query: "dr101 iv" });
    expect(pickerQuery("DR\u0000101\u200b")).toEqual({ ok: true, query: "DR 101" });
  });

  it("refuses queries under 2 or over 64 characters", () => {
    expect(pickerQuery(undefined)).toEqual({ ok: false, problem: "tooShort" });
    expect(pickerQuery(" d ")).toEqual({ ok: false, problem: "tooShort" });
    expect(pickerQuery("\u0000\u0000\u0000")).toEqual({ ok: false, problem: "tooShort" });
    expect(pickerQuery("é".repeat(64))).toEqual({ ok: true, query: "é".repeat(64) });
    expect(pickerQuery("x".repeat(65))).toEqual({ ok: false, problem: "tooLong" });
  });

  it("keeps at most 8 words", () => {
    expect(pickerQuery("a b c d e f g h i j")).toEqual({ ok: true, query: "a b c d e f g h" });
  });
});
