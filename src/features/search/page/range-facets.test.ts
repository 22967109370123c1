import { describe, expect, it } from "vitest";
import { pickRangeFacets, rangeAttributeOrder } from "./range-facets";

const numeric = new Set(["amperage", "poles", "usbPorts", "weight", "packageQuantity", "lumens"]);
const classes = {
  "duplex-receptacles": ["amperage", "colour", "poles", "packageQuantity", "weight"],
  "usb-receptacles": ["amperage", "usbPorts", "colour", "packageQuantity", "weight"],
  "led-fixtures": ["lumens", "colour", "packageQuantity", "weight"],
};
const stats = (min: number, max: number) => ({ min, max, avg: (min + max) / 2, sum: min + max });

describe("range facets offered (issue 3, P4, S1)", () => {
  it("ranks each class's own measurements before the ones all classes share", () => {
    const order = rangeAttributeOrder(classes, (key) => numeric.has(key));
    expect(order.slice(0, 2)).toEqual(["amperage", "lumens"]);
    expect(order.slice(-2)).toEqual(["packageQuantity", "weight"]);
    expect(order).not.toContain("colour");
  });

  it("offers refined ranges first, then measurements whose values differ in the results, in order, up to the maximum", () => {
    const order = ["amperage", "lumens", "poles", "weight"];
    const facets = {
      "numericAttributes.amperage": stats(15, 20),
      "numericAttributes.poles": stats(2, 2),
      "numericAttributes.weight": stats(0.1, 0.4),
    };
    expect(pickRangeFacets(facets, order, [])).toEqual(["amperage", "weight"]);
    expect(pickRangeFacets(facets, order, [], 1)).toEqual(["amperage"]);
    // A refined range stays even when its results now hold one value (or none), so it can be changed or cleared.
    expect(pickRangeFacets(facets, order, ["poles"], 2)).toEqual(["poles", "amperage"]);
    expect(pickRangeFacets(undefined, order, ["lumens"])).toEqual(["lumens"]);
    expect(pickRangeFacets(undefined, order, [])).toEqual([]);
  });
});
