import { describe, expect, it } from "vitest";
import { allowedTypos, boundedDistance, normalize, Vocabulary, wordSpans } from "./text";

describe("typo matcher (S2)", () => {
  it("S2 folds case and accents and keeps offsets of the original text", () => {
    expect(normalize("Câble LUMIÈRE")).toBe("cable lumiere");
    expect(wordSpans("Plaque, 2 postes")).toEqual([{ word: "plaque", start: 0, end: 6 }, { word: "2", start: 8, end: 9 }, { word: "postes", start: 10, end: 16 }]);
  });

  it("S2 allows 1 typo from 4 letters and 2 from 8", () => {
    expect([allowedTypos("gfc"), allowedTypos("plug"), allowedTypos("dimmers"), allowedTypos("receptacle")]).toEqual([0, 1, 1, 2]);
  });

  it("S2 counts a transposition as one typo and stops past the bound", () => {
    expect(boundedDistance("recpetacle", "receptacle", 2)).toBe(1);
    expect(boundedDistance("swtich", "switch", 1)).toBe(1);
    expect(boundedDistance("dimmer", "dimer", 1)).toBe(1);
    expect(boundedDistance("plug", "plate", 1)).toBe(2);
    expect(boundedDistance("a", "abcdef", 2)).toBe(3);
  });

  it("S2 finds typo and prefix matches in the vocabulary; words with digits only exactly", () => {
    const vocabulary = new Vocabulary(["receptacle", "receptacles", "switch", "sweatch", "dr101", "dr102", "plate"]);
    expect(vocabulary.typoMatches("recepticle").map((m) => m.word).sort()).toEqual(["receptacle", "receptacles"]);
    expect(vocabulary.typoMatches("swich")).toEqual([{ word: "switch", typos: 1 }]);
    expect(vocabulary.typoMatches("dr103")).toEqual([]);
    expect(vocabulary.typoMatches("dr101")).toEqual([{ word: "dr101", typos: 0 }]);
    expect(vocabulary.prefixMatches("dr1", 10)).toEqual(["dr101", "dr102"]);
    expect(vocabulary.prefixMatches("dr1", 1)).toEqual(["dr101"]);
  });
});
