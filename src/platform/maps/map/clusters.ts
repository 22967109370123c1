// Marker clustering of the map port (spec §9, K1) over supercluster, the library markerclusterer (the Google adapter)
// uses: radius 60, max zoom 16, at least 2 points. What a map shows at a zoom: clusters and lone points, each cluster
// coloured by the caller's rule against the mean count of everything shown (a lone point counting 1), as
// markerclusterer's ClusterStats computes it; the zoom is rounded as markerclusterer rounds it. Pure (no DOM).
import Supercluster from "supercluster";
import { MARKER_CLUSTER } from "@/config/constants";
import type { ClusterColourRule, MapPoint } from "./model";

export const SUPERCLUSTER_OPTIONS = { radius: MARKER_CLUSTER.radius, maxZoom: MARKER_CLUSTER.maxZoom, minPoints: MARKER_CLUSTER.minPoints } as const;
const WORLD: [number, number, number, number] = [-180, -85, 180, 85];

interface PointProps {
  id: string;
  /** The point's rank in the list (nearest first): markers follow it, so Tab goes through them in the list's order. */
  order: number;
}

export type ClusterIndex = Supercluster<PointProps>;

export type MapItem =
  | { kind: "cluster"; key: string; clusterId: number; count: number; lat: number; lng: number; colour: "red" | "blue"; first: string; ids: string[]; order: number }
  | { kind: "point"; key: string; point: MapPoint; lat: number; lng: number; order: number };

export function clusterIndex(points: readonly MapPoint[]): ClusterIndex {
  const index = new Supercluster<PointProps>(SUPERCLUSTER_OPTIONS);
  index.load(points.map((point, order) => ({ type: "Feature", properties: { id: point.id, order }, geometry: { type: "Point", coordinates: [point.lng, point.lat] } })));
  return index;
}

/** What the map shows at `zoom`: clusters (coloured) and lone points, in the list's order. */
export function mapItems(index: ClusterIndex, points: readonly MapPoint[], zoom: number, colourOf: ClusterColourRule): MapItem[] {
  const byId = new Map(points.map((point) => [point.id, point]));
  const features = index.getClusters(WORLD, Math.round(zoom));
  const counts = features.map((feature) => ("cluster" in feature.properties && feature.properties.cluster ? feature.properties.point_count : 1));
  const mean = counts.reduce((sum, count) => sum + count, 0) / Math.max(1, counts.length);
  const items = features.flatMap((feature, i): MapItem[] => {
    const [lng, lat] = feature.geometry.coordinates as [number, number];
    const properties = feature.properties as Partial<Supercluster.ClusterProperties> & Partial<PointProps>;
    if (properties.cluster && properties.cluster_id !== undefined) {
      const leaves = index.getLeaves(properties.cluster_id, Infinity);
      const first = leaves.reduce((best, leaf) => (leaf.properties.order < best.properties.order ? leaf : best), leaves[0]!);
      return [{ kind: "cluster", key: `c${properties.cluster_id}`, clusterId: properties.cluster_id, count: counts[i]!, lat, lng, colour: colourOf(counts[i]!, mean), first: first.properties.id, ids: leaves.map((leaf) => leaf.properties.id), order: first.properties.order }];
    }
    const point = properties.id !== undefined ? byId.get(properties.id) : undefined;
    return point ? [{ kind: "point", key: `p${point.id}`, point, lat, lng, order: properties.order ?? 0 }] : [];
  });
  return items.sort((a, b) => a.order - b.order);
}

/** The zoom a cluster opens at (its children separate there). */
export function expansionZoom(index: ClusterIndex, clusterId: number): number {
  return Math.min(index.getClusterExpansionZoom(clusterId), MARKER_CLUSTER.maxZoom + 1);
}

/** The lowest zoom from `zoom` up at which the point is shown on its own (not in a cluster). */
export function revealZoom(index: ClusterIndex, id: string, zoom: number): number {
  for (let z = Math.max(0, Math.round(zoom)); z <= MARKER_CLUSTER.maxZoom; z++) {
    const alone = index.getClusters(WORLD, z).some((feature) => !(feature.properties as { cluster?: boolean }).cluster && (feature.properties as PointProps).id === id);
    if (alone) return z;
  }
  return MARKER_CLUSTER.maxZoom + 1;
}

/** The map's view: the bounds of the points and the searched place ([west, south, east, north]). */
export function boundsOf(points: readonly { lat: number; lng: number }[]): [number, number, number, number] | undefined {
  if (points.length === 0) return undefined;
  let [west, south, east, north] = [Infinity, Infinity, -Infinity, -Infinity];
  for (const { lat, lng } of points) {
    west = Math.min(west, lng);
    east = Math.max(east, lng);
    south = Math.min(south, lat);
    north = Math.max(north, lat);
  }
  return [west, south, east, north];
}
