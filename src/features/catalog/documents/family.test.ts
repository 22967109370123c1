import { describe, expect, it } from "vitest";
import type { ProductAttribute } from "../model";
import { familyCertifications, familyName, familyRatings, familySpecifications, firstRelease, variantLabel } from "./family";

const attribute = (key: string, name: string, value: string): ProductAttribute => ({ key, code: key, name, value, raw: value });

describe("P5 family facts for documents", () => {
  it("names the family by the name parts all its products share", () => {
    const names = [
      "Prise double ProLine, qualité commerciale, 20 A, 250 V, ivoire, paquet de 25",
      "Prise double ProLine, qualité commerciale, 20 A, 250 V, ivoire, paquet de 50",
      "Prise double ProLine, qualité commerciale, 20 A, 250 V, blanc, paquet de 25",
    ];
    const family = familyName(names);
    expect(family).toBe("Prise double ProLine, qualité commerciale, 20 A, 250 V");
    expect(names.map((name) => variantLabel(name, family))).toEqual(["ivoire, paquet de 25", "ivoire, paquet de 50", "blanc, paquet de 25"]);
    expect(familyName(["Single product, 15 A"])).toBe("Single product, 15 A");
    expect(variantLabel("Single product, 15 A", "Single product, 15 A")).toBe("Single product, 15 A");
    // Nothing shared: the first part of the first name still names it.
    expect(familyName(["Alpha, x", "Beta, y"])).toBe("Alpha");
    expect(familyName([])).toBe("");
  });

  it("lists each attribute once, with the values that vary across the family", () => {
    const products = [
      { attributes: [attribute("amperage", "Amperage", "20 A"), attribute("colour", "Colour", "Ivory"), attribute("certifications", "Certifications", "UL")] },
      { attributes: [attribute("amperage", "Amperage", "20 A"), attribute("colour", "Colour", "White")] },
      { attributes: [attribute("amperage", "Amperage", "20 A"), attribute("colour", "Colour", "Ivory"), attribute("packageQuantity", "Package quantity", "50")] },
    ];
    expect(familySpecifications(products)).toEqual([
      { key: "amperage", name: "Amperage", value: "20 A" },
      { key: "colour", name: "Colour", value: "Ivory; White" },
      { key: "packageQuantity", name: "Package quantity", value: "50" },
    ]);
  });

  it("picks the ratings an installer checks, voltage first", () => {
    const products = [{ attributes: [attribute("amperage", "Amperage", "15 A"), attribute("colour", "Colour", "Ivory"), attribute("voltage", "Voltage", "125 V")] }];
    expect(familyRatings(products).map((r) => `${r.name}: ${r.value}`)).toEqual(["Voltage: 125 V", "Amperage: 15 A"]);
    expect(familyRatings([{ attributes: [attribute("colour", "Colour", "Ivory")] }])).toEqual([]);
  });

  it("unions certifications and finds the first release", () => {
    expect(familyCertifications([{ certifications: ["UL", "CSA"] }, { certifications: ["CSA", "NOM"] }])).toEqual(["UL", "CSA", "NOM"]);
    expect(firstRelease([{ releaseDate: "2020-08-27" }, { releaseDate: "2011-04-25" }, { releaseDate: "not a date" }])).toBe("2011-04-25");
    expect(firstRelease([])).toBeUndefined();
  });
});
