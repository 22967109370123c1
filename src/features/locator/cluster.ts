// The map's marker clustering rule (spec §9, FEATURES K1 and F6): cluster radius 60 px, no clustering past zoom 16, at
// least 2 points; a cluster is red when its count exceeds the larger of 10 and the mean count, otherwise blue. The
// constants live in the one typed module of spec §9 (src/config/constants.ts). Pure, so the embedded (maplibre +
// supercluster) and Google (markerclusterer) maps colour alike.
//
// "The mean" is markerclusterer's (ClusterStats, whose DefaultRenderer this rule is): the mean count of everything the
// clusterer returns at the map's zoom, a lone marker counting 1.
import { MARKER_CLUSTER } from "@/config/constants";

export const CLUSTER_OPTIONS = { radius: MARKER_CLUSTER.radius, maxZoom: MARKER_CLUSTER.maxZoom, minPoints: MARKER_CLUSTER.minPoints } as const;

export type ClusterColour = "red" | "blue";

/** The colour of a cluster of `count` points when the clusters shown hold `mean` points on average. */
export function clusterColour(count: number, mean: number): ClusterColour {
  return count > Math.max(MARKER_CLUSTER.redThresholdFloor, mean) ? "red" : "blue";
}

/** The colour of each cluster of those shown, given their counts (in the same order; lone markers count 1). */
export function clusterColours(counts: readonly number[]): ClusterColour[] {
  if (counts.length === 0) return [];
  const mean = counts.reduce((sum, count) => sum + count, 0) / counts.length;
  return counts.map((count) => clusterColour(count, mean));
}
