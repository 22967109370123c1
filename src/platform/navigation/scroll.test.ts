import { describe, expect, it } from "vitest";
import { lastVisitedCookie, scrollTargetFor } from "./scroll";

describe("R13 scroll on page change", () => {
  it("R13 scrolls to the top without a hash", () => {
    expect(scrollTargetFor("", false)).toEqual({ kind: "top" });
    expect(scrollTargetFor("#", false)).toEqual({ kind: "top" });
  });

  it("R13 scrolls to the hash target, decoded", () => {
    expect(scrollTargetFor("#specifications", false)).toEqual({ kind: "element", id: "specifications" });
    expect(scrollTargetFor("#caract%C3%A9ristiques", false)).toEqual({ kind: "element", id: "caractéristiques" });
    expect(scrollTargetFor("#100%", false)).toEqual({ kind: "element", id: "100%" });
  });

  it("R13 keeps the restored position on back/forward", () => {
    expect(scrollTargetFor("#x", true)).toEqual({ kind: "keep" });
  });
});

describe("R13 last visited cookie", () => {
  it("R13 stores the path for 30 days on path / with SameSite lax", () => {
    expect(lastVisitedCookie("/voltline/en/products?page=2", false)).toBe(
      "last_visited_url=%2Fvoltline%2Fen%2Fproducts%3Fpage%3D2; Path=/; Max-Age=2592000; SameSite=Lax",
    );
    expect(lastVisitedCookie("/voltline/en", true)).toMatch(/; Secure$/);
  });
});
