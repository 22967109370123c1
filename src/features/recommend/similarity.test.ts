import { describe, expect, it } from "vitest";
import { attributeSimilarity, classProfile, sharedValueShare, toScore, valueSimilarity, type AttributeKind } from "./similarity";

describe("recommender similarity (S4)", () => {
  it("scales numeric distance by the class's range", () => {
    expect(valueSimilarity("number", 15, 15, [15, 30])).toBe(1);
    expect(valueSimilarity("number", 15, 30, [15, 30])).toBe(0);
    expect(valueSimilarity("number", 15, 20, [15, 30])).toBeCloseTo(2 / 3);
  });

  it("compares enums exactly, lists by overlap, and ignores attributes neither product has", () => {
    expect(valueSimilarity("enum", "white", "white")).toBe(1);
    expect(valueSimilarity("enum", "white", "ivory")).toBe(0);
    expect(valueSimilarity("multi", ["UL", "CSA"], ["UL"])).toBe(0.5);
    expect(valueSimilarity("bool", null, null)).toBeUndefined();
    expect(valueSimilarity("bool", true, null)).toBe(0);
  });

  it("ranks the closer attribute vector higher", () => {
    const kinds: AttributeKind[] = ["number", "enum", "bool", "multi"];
    const base = [20, "white", true, ["UL"]];
    const near = [20, "white", false, ["UL"]];
    const far = [15, "black", false, ["CSA"]];
    const profile = classProfile(kinds, [base, near, far]);
    expect(attributeSimilarity(profile, base, base)).toBe(1);
    expect(attributeSimilarity(profile, base, near)).toBeGreaterThan(attributeSimilarity(profile, base, far));
    expect(attributeSimilarity(profile, base, far)).toBe(0);
  });

  it("counts the share of exactly shared values", () => {
    expect(sharedValueShare([20, "white", null], [20, "ivory", true])).toBe(0.5);
    expect(sharedValueShare([null], [null])).toBe(0);
  });

  it("puts scores on a 0-100 scale", () => {
    expect(toScore(0.5)).toBe(50);
    expect(toScore(3, 4)).toBe(75);
    expect(toScore(5, 0)).toBe(0);
    expect(toScore(2, 1)).toBe(100);
  });
});
