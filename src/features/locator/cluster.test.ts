import { describe, expect, it } from "vitest";
import { CLUSTER_OPTIONS, clusterColours } from "./cluster";

describe("marker clustering rule (K1, spec §5)", () => {
  it("keeps the spec's options", () => {
    expect(CLUSTER_OPTIONS).toEqual({ radius: 60, maxZoom: 16, minPoints: 2 });
  });

  it("is red above the larger of 10 and the mean count, blue otherwise", () => {
    // Mean 6: the threshold is 10; exactly 10 is not above it.
    expect(clusterColours([2, 3, 10, 11, 4])).toEqual(["blue", "blue", "blue", "red", "blue"]);
    // Mean 40: the threshold is the mean.
    expect(clusterColours([20, 40, 60])).toEqual(["blue", "blue", "red"]);
    // All equal: none exceeds the mean.
    expect(clusterColours([50, 50])).toEqual(["blue", "blue"]);
    expect(clusterColours([])).toEqual([]);
  });
});
