import { describe, expect, it } from "vitest";
import { isoWeekOf, parseDateCode, parseIsoDate, todayRange } from "./dates";

describe("dates of the catalogue forms (F2, F3)", () => {
  it("spans today in every time zone", () => {
    expect(todayRange(new Date("2026-11-26T11:00:00Z"))).toEqual({ earliest: "2026-11-25", latest: "2026-11-27" });
    expect(todayRange(new Date("2026-11-26T13:00:00Z"))).toEqual({ earliest: "2026-11-26", latest: "2026-11-27" });
  });

  it("parses only real calendar days", () => {
    expect(parseIsoDate("2028-02-29")).toEqual({ year: 2028, month: 2, day: 29 });
    expect(parseIsoDate("2026-02-29")).toBeUndefined();
    expect(parseIsoDate("2026-1-05")).toBeUndefined();
  });

  it("computes ISO weeks across year ends", () => {
    expect(isoWeekOf("2026-11-26")).toEqual({ year: 2026, week: 48 });
    expect(isoWeekOf("2021-01-03")).toEqual({ year: 2020, week: 53 });
    expect(isoWeekOf("2024-12-30")).toEqual({ year: 2025, week: 1 });
  });

  it("reads date codes YYWW: the 1990s for 90-99, this century otherwise, never a week to come", () => {
    const now = new Date("2026-11-26T11:00:00Z");
    expect(parseDateCode("9315", now)).toEqual({ year: 1993, week: 15 });
    expect(parseDateCode("0815", now)).toEqual({ year: 2008, week: 15 });
    expect(parseDateCode("2648", now)).toEqual({ year: 2026, week: 48 });
    expect(parseDateCode("2649", now)).toBe("dateInFuture");
    expect(parseDateCode("8901", now)).toBe("dateInFuture");
    expect(parseDateCode("2600", now)).toBe("date");
    expect(parseDateCode("2554", now)).toBe("date");
    expect(parseDateCode("25411", now)).toBe("date");
  });
});
