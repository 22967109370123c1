import { describe, expect, it } from "vitest";
import { moveActive, pickerQuery, pickerUrl, readPickerAnswer } from "./product-picker";

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

describe("product picker helpers", () => {
  it("moves the active option with wrap-around", () => {
    expect(moveActive(-1, 3, "ArrowDown")).toBe(0);
    expect(moveActive(2, 3, "ArrowDown")).toBe(0);
    expect(moveActive(0, 3, "ArrowUp")).toBe(2);
    expect(moveActive(-1, 3, "ArrowUp")).toBe(2);
    expect(moveActive(1, 0, "ArrowDown")).toBe(-1);
  });

  it("asks the same-origin API with the query encoded", () => {
    expect(pickerUrl("voltline", "fr-ca", "prise & co")).toBe("/api/forms/products?brand=voltline&locale=fr-ca&q=prise+%26+co");
  });

  it("reads only well-formed products, and only same-site images", () => {
    expect(
      readPickerAnswer(200, {
        products: [
          { catalogNumber: "A1", name: "One", imageUrl: "/products-media/a-front.png" },
          { catalogNumber: "B2", name: "Two", imageUrl: "https://evil.example/x.png" },
          { catalogNumber: "C3", name: "Three", imageUrl: "//evil.example/x.png" },
          { catalogNumber: 4, name: "Four" },
          null,
        ],
      }),
    ).toEqual([
      { catalogNumber: "A1", name: "One", imageUrl: "/products-media/a-front.png" },
      { catalogNumber: "B2", name: "Two" },
      { catalogNumber: "C3", name: "Three" },
    ]);
    expect(() => readPickerAnswer(503, { error: "down" })).toThrow();
    expect(() => readPickerAnswer(200, { error: "x" })).toThrow();
  });
});
