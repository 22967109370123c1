import { describe, expect, it } from "vitest";
import { FILE } from "./fixture.test-helpers";
import { createCrossRefIndex } from "./search";

const index = createCrossRefIndex(FILE);
const numberOf = (entry: number) => FILE.entries[entry]![0];

describe("tolerant search over the cross-reference data (F4)", () => {
  it("finds a number as printed, and whatever its case, spaces, dashes, dots or slashes", () => {
    expect(index.find("AWT5362-I")).toMatchObject({ kind: "found", by: "exact" });
    const loose = index.find(" awt 5362.i ");
    expect(loose).toMatchObject({ kind: "found", by: "normalized" });
    expect(loose.kind === "found" && numberOf(loose.entry)).toBe("AWT5362-I");
    const slashes = index.find("nb dr215 20tr la 10");
    expect(slashes.kind === "found" && numberOf(slashes.entry)).toBe("NB-DR215-20TR-LA/10");
  });

  it("finds a number typed without its colour or pack by its start, offering the other completions", () => {
    const hit = index.find("AWT5362");
    expect(hit).toMatchObject({ kind: "found", by: "prefix" });
    if (hit.kind !== "found") throw new Error("not found");
    expect(numberOf(hit.entry)).toBe("AWT5362-I");
    expect(hit.others.map(numberOf)).toEqual(["AWT5362-T", "AWT5362-W-10PK"]);
  });

  it("reads a known number followed by a pack code the data does not list", () => {
    const hit = index.find("K482.117.1-CTN");
    expect(hit).toMatchObject({ kind: "found", by: "suffix" });
    expect(hit.kind === "found" && numberOf(hit.entry)).toBe("K482.117.1");
  });

  it("answers unknown numbers with suggestions within a few typing errors, best first", () => {
    const typo = index.find("AWT5326-I");
    expect(typo.kind).toBe("unknown");
    expect(typo.kind === "unknown" && typo.suggestions.map(numberOf)[0]).toBe("AWT5362-I");
    const two = index.find("NB-DR251-20TR-LA/01");
    expect(two.kind === "unknown" && two.suggestions.map(numberOf)).toEqual(["NB-DR215-20TR-LA/10"]);
    expect(index.find("ZZ9999-Q")).toEqual({ kind: "unknown", suggestions: [] });
    expect(index.find("---")).toEqual({ kind: "unknown", suggestions: [] });
  });

  it("lists the competitor numbers a product replaces, those whose best equivalent it is first (product page's link)", () => {
    expect(index.replacedBy("1000001", 10)).toEqual(["AWT5362-I", "AWT5362-W-10PK"]);
    // 1000002 is the best equivalent of AWT5362-T (close) and NB-DR215 (functional), a lesser one of AWT5362-I.
    expect(index.replacedBy("1000002", 10)).toEqual(["AWT5362-T", "NB-DR215-20TR-LA/10", "AWT5362-I"]);
    expect(index.replacedBy("1000002", 1)).toEqual(["AWT5362-T"]);
    expect(index.replacedBy("4242", 10)).toEqual([]);
  });
});
