// A4, ADR 43, ADR 81: the merge's notice, translated on the server in the page's language.
import { describe, expect, it } from "vitest";
import { LIST_LIMITS } from "../model";
import { mergeNotice } from "./messages";

describe("mergeNotice", () => {
  it("says how many products came and how many did not fit, in each locale", () => {
    expect(mergeNotice("en", 1, 0)).toBe("1 product from this browser was added to My list.");
    expect(mergeNotice("fr-ca", 3, 2)).toBe(`3 produits de ce navigateur ont été ajoutés à Ma liste. 2 produits n’ont pas pu être ajoutés : une liste contient au plus ${LIST_LIMITS.linesPerList} produits.`);
    expect(mergeNotice("es-mx", 0, 1)).toMatch(new RegExp(`^1 .*${LIST_LIMITS.linesPerList}`));
  });

  it("says nothing when nothing came and nothing was left out", () => {
    expect(mergeNotice("en", 0, 0)).toBe("");
  });
});
