import { describe, expect, it } from "vitest";
import { autocompleteQuery, fieldsOfPlace, moveActive, regionCodeOf } from "./autocomplete";

describe("address autocomplete rules (A5)", () => {
  it("asks from two characters, at most a hundred", () => {
    expect(autocompleteQuery(" s ")).toBeUndefined();
    expect(autocompleteQuery(" sp ")).toBe("sp");
    expect(autocompleteQuery("x".repeat(500))).toHaveLength(100);
  });

  it("moves the active option with the arrows, wrapping", () => {
    expect(moveActive(-1, 3, "ArrowDown")).toBe(0);
    expect(moveActive(2, 3, "ArrowDown")).toBe(0);
    expect(moveActive(-1, 3, "ArrowUp")).toBe(2);
    expect(moveActive(0, 3, "ArrowUp")).toBe(2);
    expect(moveActive(0, 0, "ArrowDown")).toBe(-1);
  });

  it("fills only what the place says", () => {
    expect(fieldsOfPlace({ line1: "", city: "Montréal", region: "QC", postalCode: "H2X", country: "CA", label: "x" })).toEqual({ city: "Montréal", region: "QC", postalCode: "H2X", country: "CA" });
  });

  it("turns a provider's subdivision into its ISO code, Mexico's by name in any locale", () => {
    expect(regionCodeOf("US", "IL", "Illinois")).toBe("IL");
    expect(regionCodeOf("CA", "QC", "Québec")).toBe("QC");
    expect(regionCodeOf("MX", "Jal.", "Jalisco")).toBe("JAL");
    expect(regionCodeOf("MX", "CDMX", "Ciudad de México")).toBe("CMX");
    expect(regionCodeOf("MX", "N.L.", "Nuevo León")).toBe("NLE");
    expect(regionCodeOf("MX", "Méx.", "Estado de México")).toBe("MEX");
    expect(regionCodeOf("FR", "IDF", "Île-de-France")).toBe("Île-de-France");
    expect(regionCodeOf("US", "", "Atlantis")).toBe("");
  });
});
