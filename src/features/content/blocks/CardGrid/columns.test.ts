import { describe, expect, it } from "vitest";
import { cardImageSizes, gridColumnsStyle } from "./columns";

describe("C3 card grid columns", () => {
  it("uses the editor's columns and one mobile column by default", () => {
    expect(gridColumnsStyle(4)).toEqual({ "--columns": 4, "--mobile-columns": 1 });
    expect(gridColumnsStyle(2, 2)).toEqual({ "--columns": 2, "--mobile-columns": 2 });
  });

  it("falls back to safe values for out-of-range input", () => {
    expect(gridColumnsStyle(7, 5)).toEqual({ "--columns": 3, "--mobile-columns": 1 });
  });

  it("sizes card images to the column width", () => {
    expect(cardImageSizes(3)).toBe("(max-width: 768px) 100vw, 400px");
    expect(cardImageSizes(4, 2)).toBe("(max-width: 768px) 50vw, 300px");
  });
});
