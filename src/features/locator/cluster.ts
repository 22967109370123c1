// The map's marker clustering rule (spec §5, FEATURES K1; the map itself is still to come): cluster radius 60 px, no
// clustering past zoom 16, at least 2 points; a cluster is red when its count exceeds the larger of 10 and the mean
// count of the clusters shown, otherwise blue. Pure, so the embedded (maplibre) and Google (markerclusterer) maps
// colour alike.
export const CLUSTER_OPTIONS = { radius: 60, maxZoom: 16, minPoints: 2 } as const;

export type ClusterColour = "red" | "blue";

/** The colour of each cluster of those shown, given their counts (in the same order). */
export function clusterColours(counts: readonly number[]): ClusterColour[] {
  if (counts.length === 0) return [];
  const mean = counts.reduce((sum, count) => sum + count, 0) / counts.length;
  const threshold = Math.max(10, mean);
  return counts.map((count) => (count > threshold ? "red" : "blue"));
}
