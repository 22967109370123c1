import { describe, expect, it } from "vitest";
import { buildAlternates } from "./alternates";

describe("buildAlternates (R11)", () => {
  it("gives the page's own canonical and all locale alternates plus x-default", () => {
    const a = buildAlternates({ brand: "voltline", locale: "fr-ca", path: "about", origin: "https://s.example" });
    expect(a.canonical).toBe("https://s.example/voltline/fr-ca/about");
    expect(a.languages).toEqual({
      "en-US": "https://s.example/voltline/en/about",
      "fr-CA": "https://s.example/voltline/fr-ca/about",
      "es-MX": "https://s.example/voltline/es-mx/about",
      "x-default": "https://s.example/voltline/en/about",
    });
  });

  it("keeps English even when the page exists only in Spanish, and honours a user canonical", () => {
    const a = buildAlternates({
      brand: "voltline", locale: "es-mx", path: "", availableLocales: ["es-mx"], userCanonical: "/voltline/en", origin: "https://s.example",
    });
    expect(Object.keys(a.languages)).toEqual(["en-US", "es-MX", "x-default"]);
    expect(a.canonical).toBe("https://s.example/voltline/en");
  });
});
