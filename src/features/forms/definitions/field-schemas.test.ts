import { describe, expect, it } from "vitest";
import { isPossiblePhone, isPostalCodeOf, normalizeCatalogNumber, parseIsoDate, regionProblem, todayRange } from "./field-schemas";

describe("shared field checks of the catalogue forms", () => {
  it("normalises catalogue numbers and refuses what cannot be one", () => {
    expect(normalizeCatalogNumber("  dr101-iv-25pk ")).toBe("DR101-IV-25PK");
    expect(normalizeCatalogNumber("PS5-20/R.1")).toBe("PS5-20/R.1");
    for (const bad of ["", "A", "DR 101", "DR101-", "/etc", "DR101;DROP", "Ä101", "X".repeat(41)]) {
      expect(normalizeCatalogNumber(bad)).toBeUndefined();
    }
  });

  it("spans today in every time zone", () => {
    expect(todayRange(new Date("2026-11-26T11:00:00Z"))).toEqual({ earliest: "2026-11-25", latest: "2026-11-27" });
    expect(todayRange(new Date("2026-11-26T13:00:00Z"))).toEqual({ earliest: "2026-11-26", latest: "2026-11-27" });
  });

  it("parses only real calendar days", () => {
    expect(parseIsoDate("2028-02-29")).toEqual({ year: 2028, month: 2, day: 29 });
    expect(parseIsoDate("2026-02-29")).toBeUndefined();
    expect(parseIsoDate("2026-1-05")).toBeUndefined();
  });

  it("takes dialable phone numbers with an extension", () => {
    expect(isPossiblePhone("+1 (514) 555-0199")).toBe(true);
    expect(isPossiblePhone("55 1234 5678")).toBe(true);
    expect(isPossiblePhone("514-555-0199 x12")).toBe(true);
    expect(isPossiblePhone("+33 1 23 45 67 89")).toBe(true);
    expect(isPossiblePhone("5555")).toBe(false);
    expect(isPossiblePhone("phone me")).toBe(false);
    expect(isPossiblePhone("9".repeat(31))).toBe(false);
  });

  it("requires a listed region in the US, Canada and Mexico only", () => {
    expect(regionProblem("US", "NY")).toBeUndefined();
    expect(regionProblem("US", "QC")).toBe("region");
    expect(regionProblem("CA", "")).toBe("required");
    expect(regionProblem("MX", "CMX")).toBeUndefined();
    expect(regionProblem("FR", "")).toBeUndefined();
    expect(regionProblem("FR", "x".repeat(81))).toBe("tooLong");
  });

  it("checks postal codes by country", () => {
    expect(isPostalCodeOf("CA", "h2x 1y4")).toBe(true);
    expect(isPostalCodeOf("CA", "D2X 1Y4")).toBe(false);
    expect(isPostalCodeOf("US", "02139")).toBe(true);
    expect(isPostalCodeOf("US", "2139")).toBe(false);
    expect(isPostalCodeOf("MX", "06700")).toBe(true);
    expect(isPostalCodeOf("DE", "10115")).toBe(true);
    expect(isPostalCodeOf("DE", "1")).toBe(false);
  });
});
