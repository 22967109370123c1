import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { MARKER_CLUSTER } from "@/config/constants";
import { clusterIndex, expansionZoom, mapItems, revealZoom, type MapItem, type MapPoint } from "@/platform/maps/map";
import { distanceKm } from "./geo";
import type { BranchDataset } from "./model";
import { CLUSTER_OPTIONS, clusterColour, clusterColours } from "./cluster";

describe("marker clustering rule (K1, spec §9)", () => {
  it("keeps the spec's options, from the one module of spec §9's constants", () => {
    expect(CLUSTER_OPTIONS).toEqual({ radius: 60, maxZoom: 16, minPoints: 2 });
    expect(MARKER_CLUSTER.redThresholdFloor).toBe(10);
  });

  it("is red above the larger of 10 and the mean count, blue otherwise", () => {
    // Mean 6: the threshold is 10; exactly 10 is not above it.
    expect(clusterColours([2, 3, 10, 11, 4])).toEqual(["blue", "blue", "blue", "red", "blue"]);
    // Mean 40: the threshold is the mean.
    expect(clusterColours([20, 40, 60])).toEqual(["blue", "blue", "red"]);
    // All equal: none exceeds the mean.
    expect(clusterColours([50, 50])).toEqual(["blue", "blue"]);
    expect(clusterColours([])).toEqual([]);
    expect(clusterColour(11, 10.5)).toBe("red");
    expect(clusterColour(11, 11)).toBe("blue");
  });
});

// Points as the page gives them: a dense group of 30 (a city), a group of 12, a pair and 5 lone points, far apart.
function group(prefix: string, count: number, lat: number, lng: number, spread: number): MapPoint[] {
  return Array.from({ length: count }, (_, i) => ({ id: `${prefix}${i}`, lat: lat + spread * Math.sin(i * 1.7), lng: lng + spread * Math.cos(i * 2.3), label: `${prefix}${i}`, title: `${prefix}${i}` }));
}
const POINTS: MapPoint[] = [
  ...group("chicago-", 30, 41.88, -87.63, 0.05),
  ...group("milwaukee-", 12, 43.04, -87.91, 0.04),
  ...group("pair-", 2, 42.27, -89.09, 0.001),
  ...group("lone-", 5, 40, -95, 3),
];
const clusters = (items: MapItem[]) => items.filter((item): item is Extract<MapItem, { kind: "cluster" }> => item.kind === "cluster");

describe("clusters of the map (F6, K1) with the colour rule", () => {
  const index = clusterIndex(POINTS);

  it("groups at least 2 points within 60 px, coloured against the mean of everything shown (a lone point counting 1)", () => {
    const items = mapItems(index, POINTS, 7, clusterColour);
    const counts = items.map((item) => (item.kind === "cluster" ? item.count : 1));
    expect(counts.reduce((a, b) => a + b, 0)).toBe(POINTS.length);
    const found = clusters(items);
    expect(found.map((item) => item.count).sort((a, b) => a - b)).toEqual([2, 12, 30]);
    // 8 things shown (3 clusters, 5 lone points) holding 49: the mean is 6.1, so the threshold is 10.
    expect(items).toHaveLength(8);
    expect(Object.fromEntries(found.map((item) => [item.count, item.colour]))).toEqual({ 2: "blue", 12: "red", 30: "red" });
    // The colour is the rule's on the real counts, whatever they are.
    const expected = clusterColours(counts);
    items.forEach((item, i) => item.kind === "cluster" && expect(item.colour).toBe(expected[i]));
    // Nearest first: items follow the list's order.
    expect(items[0]).toMatchObject({ kind: "cluster", first: "chicago-0", count: 30 });
  });

  it("colours by the mean once it is above 10: a cluster of 12 is then blue", () => {
    const three = POINTS.filter((point) => !point.id.startsWith("lone-"));
    const items = mapItems(clusterIndex(three), three, 7, clusterColour);
    // 3 clusters holding 44: the mean 14.7 is the threshold.
    expect(items.map((item) => (item.kind === "cluster" ? [item.count, item.colour] : item.kind))).toEqual([
      [30, "red"],
      [12, "blue"],
      [2, "blue"],
    ]);
  });

  it("opens a cluster at its expansion zoom, and clusters no more past zoom 16", () => {
    const big = clusters(mapItems(index, POINTS, 7, clusterColour)).find((item) => item.count === 30)!;
    const zoom = expansionZoom(index, big.clusterId);
    expect(zoom).toBeGreaterThan(7);
    const after = mapItems(index, POINTS, zoom, clusterColour).filter((item) => (item.kind === "point" ? item.point.id.startsWith("chicago-") : item.ids.some((id) => id.startsWith("chicago-"))));
    expect(after.length).toBeGreaterThan(1);
    expect(clusters(mapItems(index, POINTS, 17, clusterColour))).toEqual([]);
    const pair = revealZoom(index, "pair-0", 3);
    expect(mapItems(index, POINTS, pair, clusterColour).some((item) => item.kind === "point" && item.point.id === "pair-0")).toBe(true);
    expect(mapItems(index, POINTS, pair - 1, clusterColour).some((item) => item.kind === "point" && item.point.id === "pair-0")).toBe(false);
  });

  it("clusters the generated network's 100 branches nearest Chicago by the same rule", () => {
    const file = path.resolve("generated/locator/branches.json");
    const dataset = JSON.parse(fs.readFileSync(file, "utf8")) as BranchDataset;
    const chicago = { lat: 41.886, lng: -87.618 };
    const nearest = dataset.branches
      .filter((branch) => branch.brands.includes("voltline"))
      .map((branch) => ({ branch, km: distanceKm(chicago, branch) }))
      .sort((a, b) => a.km - b.km)
      .slice(0, 100)
      .map(({ branch }): MapPoint => ({ id: branch.id, lat: branch.lat, lng: branch.lng, label: branch.name, title: branch.name }));
    const network = clusterIndex(nearest);
    for (const zoom of [6, 8, 10, 12]) {
      const items = mapItems(network, nearest, zoom, clusterColour);
      const counts = items.map((item) => (item.kind === "cluster" ? item.count : 1));
      expect(counts.reduce((a, b) => a + b, 0)).toBe(100);
      const colours = clusterColours(counts);
      items.forEach((item, i) => {
        if (item.kind !== "cluster") return;
        expect(item.count).toBeGreaterThanOrEqual(2);
        expect(item.colour).toBe(colours[i]);
      });
    }
    // At a city's zoom the network is dense enough to cluster, and the biggest cluster is red.
    const city = clusters(mapItems(network, nearest, 8, clusterColour));
    expect(city.length).toBeGreaterThan(0);
    expect(city.sort((a, b) => b.count - a.count)[0]!.colour).toBe("red");
  });
});
