import { describe, expect, it } from "vitest";
import {
  buildAbsoluteProductUrl,
  buildCategoryUrl,
  buildDocumentUrl,
  buildNewsUrl,
  buildProductUrl,
  buildProgramUrl,
  buildVideoUrl,
  sitePath,
} from "./urls";
import { slugify } from "./slug";

describe("URL builders (R5)", () => {
  it("builds product urls with and without a name slug", () => {
    expect(buildProductUrl({ id: "P123" })).toBe("products/p/P123");
    expect(buildProductUrl({ id: "P123", slug: "duplex-receptacle-20a" })).toBe("products/duplex-receptacle-20a/p/P123");
  });

  it("P5 builds document urls under the brand and locale", () => {
    expect(sitePath("voltline", "fr-ca", buildDocumentUrl({ id: "DOC-SS-F00001" }))).toBe("/voltline/fr-ca/documents/DOC-SS-F00001.pdf");
    expect(buildDocumentUrl({ id: "a/b c" })).toBe("documents/a%2Fb%20c.pdf");
  });

  it("uses c for categories without children and cl with children", () => {
    expect(buildCategoryUrl({ id: "C1", slug: "wiring-devices/receptacles" })).toBe("products/wiring-devices/receptacles/c/C1");
    expect(buildCategoryUrl({ id: "C1", slug: "wiring-devices/receptacles", children: [] })).toBe("products/wiring-devices/receptacles/c/C1");
    expect(buildCategoryUrl({ id: "C2", slug: "wiring-devices", children: ["C1"] })).toBe("products/wiring-devices/cl/C2");
  });

  it("puts compatibility categories under compatibility and always uses cl", () => {
    expect(buildCategoryUrl({ id: "K1", slug: "wall-plates", compatibility: true })).toBe("compatibility/wall-plates/cl/K1");
    expect(buildCategoryUrl({ id: "K1", slug: "wall-plates", compatibility: true, children: ["x"] })).toBe("compatibility/wall-plates/cl/K1");
  });

  it("builds video, program and news urls", () => {
    expect(buildVideoUrl({ id: "v9", slug: "installing-a-gfci" })).toBe("videos/installing-a-gfci/v/v9");
    expect(buildProgramUrl({ id: "PR1", slug: "buy-american" })).toBe("programs/buy-american/c/PR1");
    expect(buildNewsUrl({ id: "n-2026-01" })).toBe("news/n-2026-01");
  });

  it("prefixes brand and locale", () => {
    expect(sitePath("voltline", "fr-ca")).toBe("/voltline/fr-ca");
    expect(sitePath("voltline", "en", "/about/")).toBe("/voltline/en/about");
    expect(sitePath("voltline", "es-mx", buildProductUrl({ id: "P1" }))).toBe("/voltline/es-mx/products/p/P1");
  });

  it("builds absolute product links on the public origin", () => {
    expect(buildAbsoluteProductUrl("voltline", "en", { id: "P1", slug: "x" }, "https://site.example/")).toBe(
      "https://site.example/voltline/en/products/x/p/P1",
    );
  });
});

describe("slugify (L4)", () => {
  it("drops disallowed characters, hyphenates spaces and lowercases", () => {
    expect(slugify("Wiring Devices")).toBe("wiring-devices");
    expect(slugify("20A, 125V Receptacle (Tamper-Resistant)")).toBe("20a-125v-receptacle-tamper-resistant");
    expect(slugify("Boîtes & couvercles")).toBe("boîtes-couvercles");
    expect(slugify("keep *_. chars")).toBe("keep-*_.-chars");
  });
});
