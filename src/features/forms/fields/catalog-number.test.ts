import { describe, expect, it } from "vitest";
import { catalogNumberField, normalizeCatalogNumber } from "./catalog-number";

describe("catalogue numbers (F2, F3)", () => {
  it("normalises what visitors type and refuses what cannot be one", () => {
    expect(normalizeCatalogNumber("  dr101-iv-25pk ")).toBe("DR101-IV-25PK");
    expect(normalizeCatalogNumber("PS5-20/R.1")).toBe("PS5-20/R.1");
    for (const bad of ["", "A", "DR 101", "DR101-", "/etc", "DR101;DROP", "Ä101", "X".repeat(41)]) expect(normalizeCatalogNumber(bad)).toBeUndefined();
  });

  it("gives one error key per value", () => {
    const issues = (value: unknown) => catalogNumberField().safeParse(value).error?.issues.map((issue) => issue.message);
    expect(catalogNumberField().parse(" gf15-wh ")).toBe("GF15-WH");
    expect(issues("")).toEqual(["required"]);
    expect(issues("X".repeat(41))).toEqual(["tooLong"]);
    expect(issues("DR 101")).toEqual(["catalogNumber"]);
    expect(issues(12)).toHaveLength(1);
  });
});
