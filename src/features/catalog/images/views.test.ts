import { describe, expect, it } from "vitest";
import { parseProductMediaFile, productImages, productMediaUrl } from "./views";

describe("P5 P9 product gallery images", () => {
  it("gives each image id a front, angled and detail view with URLs under /products-media/", () => {
    const images = productImages(["duplex-receptacles--wh"], "Duplex receptacle 15 A", "en");
    expect(images.map((image) => image.url)).toEqual([
      "/products-media/duplex-receptacles--wh-front.png",
      "/products-media/duplex-receptacles--wh-side.png",
      "/products-media/duplex-receptacles--wh-detail.png",
    ]);
    expect(images[0]).toMatchObject({ id: "duplex-receptacles--wh", view: "front", width: 800, height: 800 });
  });

  it("writes alt text as the product name and view in the locale", () => {
    expect(productImages(["a--wh"], "Prise double", "fr-ca").map((image) => image.alt)).toEqual(["Prise double, vue de face", "Prise double, vue en perspective", "Prise double, vue de détail"]);
    expect(productImages(["a--wh"], "Contacto dúplex", "es-mx")[0]?.alt).toBe("Contacto dúplex, vista frontal");
  });

  it("parses a media file name back, and rejects unknown views, formats and traversal", () => {
    expect(parseProductMediaFile("duplex-receptacles--wh-side.png")).toEqual({ imageId: "duplex-receptacles--wh", view: "side", format: "png" });
    expect(parseProductMediaFile("duplex-receptacles--wh-detail.webp")?.format).toBe("webp");
    expect(productMediaUrl("x--bk", "front", "webp")).toBe("/products-media/x--bk-front.webp");
    for (const bad of ["duplex-receptacles--wh-top.png", "duplex-receptacles--wh-front.gif", "..%2Fetc-front.png", "-front.png", "A--WH-front.png"]) {
      expect(parseProductMediaFile(bad)).toBeUndefined();
    }
  });
});
