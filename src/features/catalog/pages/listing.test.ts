import { describe, expect, it } from "vitest";
import { compareNewestFirst, pageCount, pageSlice } from "./listing";
import { pageWindow } from "@/platform/ui/pagination/page-window";

const item = (id: string, releaseDate: string, catalogNumber: string) => ({ id, releaseDate, catalogNumber });

describe("P4 category listing order and pages", () => {
  it("lists newest first, then by catalog number", () => {
    const items = [item("1", "2024-01-01", "VL-2"), item("2", "2026-05-01", "VL-9"), item("3", "2024-01-01", "VL-1")];
    expect(items.sort(compareNewestFirst).map((p) => p.id)).toEqual(["2", "3", "1"]);
  });

  it("counts pages of 24 and never fewer than one", () => {
    expect(pageCount(0)).toBe(1);
    expect(pageCount(24)).toBe(1);
    expect(pageCount(25)).toBe(2);
  });

  it("slices a page and gives nothing past the end", () => {
    const ids = Array.from({ length: 50 }, (_, i) => i);
    expect(pageSlice(ids, 1)).toHaveLength(24);
    expect(pageSlice(ids, 3)).toEqual([48, 49]);
    expect(pageSlice(ids, 4)).toEqual([]);
    expect(pageSlice(ids, 0)).toEqual([]);
  });

  it("links first, last and neighbours with gaps between", () => {
    expect(pageWindow(1, 1)).toEqual([1]);
    expect(pageWindow(1, 3)).toEqual([1, 2, 3]);
    expect(pageWindow(5, 10)).toEqual([1, null, 4, 5, 6, null, 10]);
    expect(pageWindow(10, 10)).toEqual([1, null, 9, 10]);
  });
});
