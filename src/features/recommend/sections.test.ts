import { describe, expect, it } from "vitest";
import { distinctSections } from "./sections";

describe("product page recommendation sections (S4)", () => {
  it("never repeats a product across sections or shows the page's own products", () => {
    const sections = distinctSections(
      [
        ["related", ["a", "b", "c", "self"]],
        ["similar", ["b", "d", "e"]],
        ["boughtTogether", ["x", "y", "d", "z"]],
      ],
      ["self", "x"],
      2,
    );
    expect(sections).toEqual({ related: ["a", "b"], similar: ["d", "e"], boughtTogether: ["y", "z"] });
  });

  it("leaves a section empty when everything is already shown", () => {
    expect(distinctSections([["related", ["a"]]], ["a"])).toEqual({ related: [] });
  });
});
