import { describe, expect, it } from "vitest";
import type { Topology } from "topojson-specification";
import { basemapOfTopology } from "./basemap";

// Two squares side by side (a shared border), a lake inside the first, a third square far away (outside the bounds).
// No transform: the arcs are absolute positions.
const topology = {
  type: "Topology",
  arcs: [
    [[-100.004, 40], [-100.001, 45], [-99.998, 50]], // 0: shared edge (lng -100 once rounded, a repeated point dropped)
    [[-99.998, 50], [-110, 50], [-110, 40], [-100.004, 40]], // 1: west square's other edges
    [[-100.004, 40], [-90, 40], [-90, 50], [-99.998, 50]], // 2: east square's other edges
    [[-108, 42], [-108, 44], [-106, 44], [-106, 42], [-108, 42]], // 3: the lake
    [[100, 0], [101, 0], [101, 1], [100, 1], [100, 0]], // 4: far away (Asia)
  ],
  objects: {
    land: { type: "GeometryCollection", geometries: [{ type: "Polygon", arcs: [[0, 1]] }, { type: "Polygon", arcs: [[2, -1]] }, { type: "Polygon", arcs: [[4]] }] },
    lakes: { type: "GeometryCollection", geometries: [{ type: "Polygon", arcs: [[3]] }] },
    countries: { type: "GeometryCollection", geometries: [{ type: "Polygon", arcs: [[0, 1]], id: "A" }, { type: "Polygon", arcs: [[2, -1]], id: "B" }] },
    subunits: { type: "GeometryCollection", geometries: [] },
  },
} as unknown as Parameters<typeof basemapOfTopology>[0];

describe("embedded map base layer (F6, ADR 51)", () => {
  const basemap = basemapOfTopology(topology as Topology & typeof topology, { bounds: [-180, -60, -20, 85], decimals: 2 });

  it("has land, lakes, state and country borders, tagged for the style", () => {
    expect(basemap.features.map((item) => item.properties.k)).toEqual(["land", "lake", "subunit", "border"]);
  });

  it("keeps shapes of the Americas only, rounded, and draws a shared border once", () => {
    const land = basemap.features[0]!.geometry;
    expect(land.type).toBe("MultiPolygon");
    // The far square (lng 200) is dropped; the two squares stay.
    expect(land.coordinates).toHaveLength(2);
    expect(land.coordinates[0]![0]![0]).toEqual([-100, 40]);
    const border = basemap.features[3]!.geometry;
    expect(border.coordinates).toEqual([[[-100, 40], [-100, 45], [-100, 50]]]);
    expect(basemap.features[1]!.geometry.coordinates).toEqual([[[[-108, 42], [-108, 44], [-106, 44], [-106, 42], [-108, 42]]]]);
    expect(basemap.features[2]!.geometry.coordinates).toEqual([]);
  });

  it("draws state borders of another source with the subunits, rounded and kept to the Americas (Mexico's: ADR 69)", () => {
    const more = { type: "MultiLineString" as const, coordinates: [[[-103.004, 21.001], [-103.001, 21.002], [-102.5, 21.5]], [[100, 0], [101, 1]]] };
    const withMore = basemapOfTopology(topology as Topology & typeof topology, { bounds: [-180, -60, -20, 85], decimals: 2 }, [more]);
    expect(withMore.features[2]!.properties.k).toBe("subunit");
    expect(withMore.features[2]!.geometry.coordinates).toEqual([[[-103, 21], [-102.5, 21.5]]]);
  });
});
