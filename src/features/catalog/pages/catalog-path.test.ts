import { describe, expect, it } from "vitest";
import { decodeSegments, isCatalogSection, parseCatalogPath, parseSectionPath } from "./catalog-path";

const parse = (path: string) => parseCatalogPath(path.split("/"));

describe("R5 P4 P5 catalogue paths", () => {
  it("reads category landing and listing", () => {
    expect(parse("wiring-devices/cl/wiring-devices")).toEqual({ kind: "landing", slug: "wiring-devices", id: "wiring-devices" });
    expect(parse("wiring-devices/receptacles/duplex/c/duplex-receptacles")).toEqual({
      kind: "listing",
      slug: "wiring-devices/receptacles/duplex",
      id: "duplex-receptacles",
    });
  });

  it("reads listing page n (the internal path of ?page=n)", () => {
    expect(parse("a/b/c/leaf/page/3")).toEqual({ kind: "listing-page", slug: "a/b", id: "leaf", page: 3 });
  });

  it("reads page 1 (where the proxy sends the listing URL itself), refuses page 0 and non-numeric pages", () => {
    expect(parse("a/c/leaf/page/1")).toEqual({ kind: "listing-page", slug: "a", id: "leaf", page: 1 });
    expect(parse("a/c/leaf/page/0")).toBeUndefined();
    expect(parse("a/c/leaf/page/two")).toBeUndefined();
    expect(parse("a/c/leaf/page/99999")).toBeUndefined();
  });

  it("reads product detail with or without a slug", () => {
    expect(parse("p/1000001")).toEqual({ kind: "product", slug: "", id: "1000001" });
    expect(parse("duplex-receptacle-15-a/p/1000001")).toEqual({ kind: "product", slug: "duplex-receptacle-15-a", id: "1000001" });
  });

  it("refuses anything else", () => {
    expect(parse("")).toBeUndefined();
    expect(parse("wiring-devices")).toBeUndefined();
    expect(parse("x/p/abc")).toBeUndefined();
    expect(parse("c/leaf")).toBeUndefined();
    expect(parse("x/cl/Bad_Id")).toBeUndefined();
    expect(parse("x/y/leaf")).toBeUndefined();
    expect(parse("a/b/c/d/e/f/g/c/leaf")).toBeUndefined();
  });

  it("decodes escaped segments and refuses malformed escapes", () => {
    expect(decodeSegments(["dispositivos-de-cableado%C3%A9"])).toEqual(["dispositivos-de-cableadoé"]);
    expect(decodeSegments(["%E0%A4%A"])).toBeUndefined();
  });
});

describe("program and compatibility paths (P7)", () => {
  it("reads a program listing and its pages, but no landing or product under programs", () => {
    expect(parseSectionPath("programs", ["quick-ship", "c", "quick-ship"])).toEqual({ kind: "listing", slug: "quick-ship", id: "quick-ship" });
    expect(parseSectionPath("programs", ["quick-ship", "c", "quick-ship", "page", "2"])).toMatchObject({ kind: "listing-page", page: 2 });
    expect(parseSectionPath("programs", ["quick-ship", "cl", "quick-ship"])).toBeUndefined();
    expect(parseSectionPath("programs", ["x", "p", "1000001"])).toBeUndefined();
  });

  it("reads compatibility landings and listings, but no product pages", () => {
    expect(parseSectionPath("compatibility", ["decorator-devices", "cl", "decorator-devices"])).toMatchObject({ kind: "landing", id: "decorator-devices" });
    expect(parseSectionPath("compatibility", ["a", "b", "c", "plates"])).toMatchObject({ kind: "listing", slug: "a/b", id: "plates" });
    expect(parseSectionPath("compatibility", ["p", "1000001"])).toBeUndefined();
    expect(parseSectionPath("products", ["p", "1000001"])).toMatchObject({ kind: "product" });
  });

  it("knows its sections", () => {
    expect(isCatalogSection("compatibility")).toBe(true);
    expect(isCatalogSection("news")).toBe(false);
  });
});
