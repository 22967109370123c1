import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { CATALOG_FILES, type RawImage } from "../server/catalog-files";
import { smallCatalogDir } from "../server/__fixtures__/small-catalog";
import { productDrawingSvg } from "./drawing";
import { DRAWING_VIEWS } from "./views";

// The full generated catalogue when present, otherwise a small one generated for the test.
function imageSpecs(): RawImage[] {
  const generated = path.resolve("generated/catalog", CATALOG_FILES.images);
  const file = existsSync(generated) ? generated : path.join(smallCatalogDir(), CATALOG_FILES.images);
  return JSON.parse(readFileSync(file, "utf8")) as RawImage[];
}

const receptacle = { shape: "duplex-receptacles", group: "receptacles", colorHex: "#c0262d" };

describe("P9 product drawings", () => {
  it("is one 800x800 SVG document per view", () => {
    for (const view of DRAWING_VIEWS) {
      const svg = productDrawingSvg(receptacle, view);
      expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" width="800" height="800" viewBox="0 0 800 800">/);
      expect(svg.endsWith("</svg>")).toBe(true);
      expect(svg).not.toMatch(/NaN|undefined/);
    }
  });

  it("paints the product in its colour", () => {
    expect(productDrawingSvg(receptacle, "front")).toContain('fill="#c0262d"');
    expect(productDrawingSvg({ ...receptacle, colorHex: "#1f5fae" }, "side")).toContain('fill="#1f5fae"');
  });

  it("draws an NBR 14136 socket as three round holes in a recessed well, not a NEMA face (ADR 67)", () => {
    const socket = productDrawingSvg({ shape: "nbr-single-sockets", group: "nbr-sockets", colorHex: "#4a4d50" }, "front");
    const nema = productDrawingSvg({ shape: "single-receptacles", group: "receptacles", colorHex: "#4a4d50" }, "front");
    expect(socket.match(/<circle[^>]* r="10"/g)).toHaveLength(3);
    expect(socket).not.toBe(nema);
    const double = productDrawingSvg({ shape: "nbr-double-sockets", group: "nbr-sockets", colorHex: "#4a4d50" }, "front");
    expect(double.match(/<circle[^>]* r="10"/g)).toHaveLength(6);
  });

  it("is deterministic and differs between views", () => {
    expect(productDrawingSvg(receptacle, "front")).toBe(productDrawingSvg(receptacle, "front"));
    expect(new Set(DRAWING_VIEWS.map((view) => productDrawingSvg(receptacle, view))).size).toBe(3);
  });

  it("draws every shape of images.json in every view, in its colour", () => {
    const specs = imageSpecs();
    const shapes = new Map(specs.map((spec) => [spec.shape, spec]));
    expect(shapes.size).toBeGreaterThan(100);
    for (const spec of shapes.values()) {
      for (const view of DRAWING_VIEWS) {
        const svg = productDrawingSvg(spec, view);
        expect(svg, `${spec.shape} ${view}`).toMatch(/^<svg [^>]*>.*<\/svg>$/s);
        expect(svg, `${spec.shape} ${view}`).not.toMatch(/NaN|undefined/);
        expect(svg).toContain(`fill="${spec.colorHex.toLowerCase()}"`);
      }
    }
  });
});
