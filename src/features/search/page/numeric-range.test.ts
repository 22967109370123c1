import { describe, expect, it } from "vitest";
import { buildSearchIndex, runQuery } from "../engine/search-index";
import { normalizeParams } from "../engine/params";
import {
  boundsWithin,
  formatRangeValue,
  parseRanges,
  parseRangeValue,
  rangeNumericFilters,
  rangeParams,
  rangesNumericFilters,
  rangeShape,
  withRange,
  withUnit,
} from "./numeric-range";

const numeric = (key: string) => ["amperage", "operatingTempMin", "weight"].includes(key);

describe("range parameters of measurements (issue 3, P4, S1)", () => {
  it("reads min:max, open-ended bounds and decimals", () => {
    expect(parseRangeValue("15:20")).toEqual({ min: 15, max: 20 });
    expect(parseRangeValue("15:")).toEqual({ min: 15 });
    expect(parseRangeValue(":20")).toEqual({ max: 20 });
    expect(parseRangeValue("-40:-0.5")).toEqual({ min: -40, max: -0.5 });
    expect(parseRangeValue(" 0.13 : 2.")).toEqual({ min: 0.13, max: 2 });
  });

  it("swaps reversed bounds", () => {
    expect(parseRangeValue("20:15")).toEqual({ min: 15, max: 20 });
    expect(parseRangeValue("5:-5")).toEqual({ min: -5, max: 5 });
  });

  it.each([":", "", "15", "15:20:25", "abc:20", "15:x", "1e3:", "0x10:", "Infinity:", "NaN:1", "1,5:2", "15 A:20", "99999999999:", ":-1000000001", `${"9".repeat(70)}:`])(
    "refuses %j",
    (text) => {
      expect(parseRangeValue(text)).toBeUndefined();
    },
  );

  it("writes a range back as the value it was read from, never as an exponent", () => {
    for (const text of ["15:20", "15:", ":20", "-40:0", "0.125:2.5"]) expect(formatRangeValue(parseRangeValue(text)!)).toBe(text);
    expect(formatRangeValue({ min: 1e-7, max: 123456789.1234567 })).toBe("0:123456789.123457");
  });

  it("reads r.<key> of known measurements; junk and unknown keys are rejected by name, never thrown", () => {
    const rejected: string[] = [];
    const parsed = parseRanges(
      { "r.weight": "2:1", "r.amperage": "junk", "r.colour": "1:2", "r.__proto__": "1:2", "r.": "1:2", "f.colour": "White", q: "x", "r.operatingTempMin": ["-40:", "0:10"] },
      numeric,
      rejected,
    );
    expect(parsed).toEqual({ ranges: { operatingTempMin: { min: -40 }, weight: { min: 1, max: 2 } }, fromFields: false });
    expect(Object.keys(parsed.ranges)).toEqual(["operatingTempMin", "weight"]);
    expect(rejected.sort()).toEqual(["r.", "r.__proto__", "r.amperage", "r.colour"]);
  });

  it("reads a GET form's min and max fields, which win over a min:max value; both empty clear the range", () => {
    const rejected: string[] = [];
    expect(parseRanges({ "r.amperage": "1:2", "r.amperage.min": "20", "r.amperage.max": "15", "r.weight.min": "", "r.weight.max": "" }, numeric, rejected)).toEqual({
      ranges: { amperage: { min: 15, max: 20 } },
      fromFields: true,
    });
    expect(rejected).toEqual([]);
    expect(parseRanges({ "r.amperage.max": "30" }, numeric, rejected).ranges).toEqual({ amperage: { max: 30 } });
    expect(parseRanges({ "r.amperage.min": "lots", "r.amperage.max": "30" }, numeric, rejected).ranges).toEqual({});
    expect(rejected.sort()).toEqual(["r.amperage.max", "r.amperage.min"]);
  });

  it("builds numericFilters from numbers: both bounds, one bound, and nothing for a key that is not one", () => {
    expect(rangeNumericFilters("amperage", { min: 15, max: 20 })).toEqual(["numericAttributes.amperage>=15", "numericAttributes.amperage<=20"]);
    expect(rangeNumericFilters("operatingTempMin", { max: -20.5 })).toEqual(["numericAttributes.operatingTempMin<=-20.5"]);
    expect(rangeNumericFilters("amperage OR x", { min: 1 })).toEqual([]);
    expect(rangeNumericFilters("amperage", { min: Number.POSITIVE_INFINITY })).toEqual([]);
    expect(rangesNumericFilters({ weight: { min: 1 }, amperage: { max: 20 } }, "weight")).toEqual(["numericAttributes.amperage<=20"]);
  });

  it("the filters built from a parsed address narrow an engine index to the records inside the bounds", () => {
    const records = [10, 15, 20, 30].map((amps, i) => ({ objectID: String(i), name: "Receptacle", numericAttributes: { amperage: amps } }));
    const index = buildSearchIndex([...records, { objectID: "x", name: "Receptacle", numericAttributes: {} }], {
      searchableAttributes: ["name"],
      codeAttributes: [],
      attributesForFaceting: [],
      numericAttributes: ["numericAttributes.amperage"],
      numericFacets: ["numericAttributes.amperage"],
      customRanking: { attribute: "numericAttributes.amperage", order: "asc" },
    });
    const rejected: string[] = [];
    const { ranges } = parseRanges({ "r.amperage": "20:12" }, numeric, rejected);
    const result = runQuery(index, normalizeParams({ numericFilters: rangesNumericFilters(ranges), facets: ["*"] }));
    expect(result.hits.map((h) => h.objectID)).toEqual(["1", "2"]);
    expect(result.facets_stats).toEqual({ "numericAttributes.amperage": { min: 15, max: 20, avg: 17.5, sum: 35 } });
    expect(runQuery(index, normalizeParams({ numericFilters: rangesNumericFilters({ amperage: { min: 25 } }) })).nbHits).toBe(1);
  });

  it("sets and clears a range, and lists ranges as sorted r.<key> parameters", () => {
    const ranges = withRange({ weight: { min: 1 } }, "amperage", { min: 15, max: 20 });
    expect(rangeParams(ranges)).toEqual([
      { name: "r.amperage", value: "15:20" },
      { name: "r.weight", value: "1:" },
    ]);
    expect(withRange(ranges, "amperage", undefined)).toEqual({ weight: { min: 1 } });
    expect(withRange(ranges, "weight", {})).toEqual({ amperage: { min: 15, max: 20 } });
    expect(rangeParams(ranges, "weight")).toEqual([{ name: "r.amperage", value: "15:20" }]);
  });

  it("opens bounds at or beyond the results' own limits for the search page's range widget", () => {
    expect(boundsWithin({ min: 15, max: 20 }, { min: 10, max: 30 })).toEqual([15, 20]);
    expect(boundsWithin({ min: 5, max: 40 }, { min: 10, max: 30 })).toEqual([undefined, undefined]);
    expect(boundsWithin({ min: 10, max: 30 }, { min: 10, max: 30 })).toEqual([undefined, undefined]);
    expect(boundsWithin({ min: 35 }, { min: 10, max: 30 })).toEqual([35, undefined]);
    expect(boundsWithin({ max: 20 }, { min: 10, max: 30 })).toEqual([undefined, 20]);
  });

  it("describes bounds and writes units as the catalogue does", () => {
    expect([rangeShape({ min: 1, max: 2 }), rangeShape({ min: 1 }), rangeShape({ max: 2 })]).toEqual(["between", "from", "upTo"]);
    expect(withUnit("20", "A")).toBe("20 A");
    expect(withUnit("90", "°")).toBe("90°");
    expect(withUnit("2", undefined)).toBe("2");
  });
});
