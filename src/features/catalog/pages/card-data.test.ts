import { describe, expect, it } from "vitest";
import { orderByPimIds, toProductCard } from "./card-data";

describe("C3 product block cards", () => {
  it("reads the first image whether the catalogue gives URLs or image objects", () => {
    const base = { id: "P1", name: "Duplex receptacle", catalogNumber: "VL-5262" };
    expect(toProductCard({ ...base, images: ["/img/p1.webp"] }).image).toEqual({ url: "/img/p1.webp", alt: "Duplex receptacle" });
    expect(toProductCard({ ...base, images: [{ url: "/img/p1.webp", alt: "Front view" }] }).image).toEqual({ url: "/img/p1.webp", alt: "Front view" });
    expect(toProductCard({ ...base, images: [{ src: "/img/p1.webp" }] }).image).toEqual({ url: "/img/p1.webp", alt: "Duplex receptacle" });
    expect(toProductCard(base).image).toBeUndefined();
    expect(toProductCard({ ...base, images: ["img-5262-front"] }).image).toBeUndefined();
  });

  it("keeps the editor's order and drops unknown ids", () => {
    expect(orderByPimIds([{ id: "b" }, { id: "a" }], ["a", "x", "b"]).map((p) => p.id)).toEqual(["a", "b"]);
  });
});
