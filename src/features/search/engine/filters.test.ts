import { describe, expect, it } from "vitest";
import { SearchInputError } from "../model";
import { combineFilters, parseFilters } from "./filters";

describe("filter syntax parser (S2)", () => {
  it("S2 reads facet conditions, bare, double- and single-quoted", () => {
    expect(parseFilters("brand:Voltline")).toEqual({ type: "facet", attribute: "brand", value: "Voltline" });
    expect(parseFilters('"attributes.colour":"Light Almond"')).toEqual({ type: "facet", attribute: "attributes.colour", value: "Light Almond" });
    expect(parseFilters("'Categories.lvl1':'Wiring Devices > Receptacles'")).toEqual({ type: "facet", attribute: "Categories.lvl1", value: "Wiring Devices > Receptacles" });
    expect(parseFilters("name:'it\\'s'")).toEqual({ type: "facet", attribute: "name", value: "it's" });
  });

  it("S2 reads numeric comparisons and ranges", () => {
    expect(parseFilters("price >= 10.5")).toEqual({ type: "numeric", attribute: "price", operator: ">=", value: 10.5 });
    expect(parseFilters("temp!=-20")).toEqual({ type: "numeric", attribute: "temp", operator: "!=", value: -20 });
    expect(parseFilters("releaseDate:1600000000 TO 1700000000")).toEqual({ type: "range", attribute: "releaseDate", lower: 1600000000, upper: 1700000000 });
  });

  it("S2 gives NOT over AND over OR precedence, parentheses override", () => {
    expect(parseFilters("a:1 OR b:2 AND NOT c:3")).toEqual({
      type: "or",
      operands: [{ type: "facet", attribute: "a", value: "1" }, { type: "and", operands: [{ type: "facet", attribute: "b", value: "2" }, { type: "not", operand: { type: "facet", attribute: "c", value: "3" } }] }],
    });
    expect(parseFilters("(a:1 OR b:2) AND c:3")).toMatchObject({ type: "and", operands: [{ type: "or" }, { type: "facet" }] });
    expect(parseFilters("   ")).toBeUndefined();
  });

  it.each([
    "a:", ":b", "a:b AND", "(a:b", "a:b)", "a b", "a:'open", "price >= ten", "a:1 TO", "AND a:b", "a:b OR OR c:d", "a:(b)", "a:b; DROP TABLE p",
    "'x' OR 1=1", "a:b -- comment", "NOT", "a:1 TO b",
  ])("S2 rejects malformed or injection-looking %j with a SearchInputError", (input) => {
    expect(() => parseFilters(input)).toThrow(SearchInputError);
  });

  it("S2 keeps injection-looking text inside quotes as a plain value", () => {
    expect(parseFilters(`name:"x' OR '1'='1"`)).toEqual({ type: "facet", attribute: "name", value: "x' OR '1'='1" });
    expect(parseFilters(`"<script>":"</script>"`)).toEqual({ type: "facet", attribute: "<script>", value: "</script>" });
  });

  it("S2 bounds length and nesting", () => {
    expect(() => parseFilters(`a:${"x".repeat(5000)}`)).toThrow(SearchInputError);
    expect(() => parseFilters(`${"(".repeat(40)}a:b${")".repeat(40)}`)).toThrow(/nested/);
    expect(() => parseFilters(Array.from({ length: 520 }, () => "a:1").join(" OR "))).toThrow(/conditions/);
  });

  it("S2 combines filters, facetFilters (nested = OR, '-' negates) and numericFilters with AND", () => {
    expect(combineFilters({ filters: "a:1", facetFilters: [["b:x", "b:y"], "-c:z: with colon"], numericFilters: ["p<5"] })).toEqual({
      type: "and",
      operands: [
        { type: "facet", attribute: "a", value: "1" },
        { type: "or", operands: [{ type: "facet", attribute: "b", value: "x" }, { type: "facet", attribute: "b", value: "y" }] },
        { type: "not", operand: { type: "facet", attribute: "c", value: "z: with colon" } },
        { type: "numeric", attribute: "p", operator: "<", value: 5 },
      ],
    });
    expect(combineFilters({})).toBeUndefined();
    expect(() => combineFilters({ facetFilters: ["novalue"] })).toThrow(SearchInputError);
    expect(() => combineFilters({ numericFilters: ["a:b"] })).toThrow(SearchInputError);
    expect(() => combineFilters({ facetFilters: [{ a: 1 }] as never })).toThrow(SearchInputError);
  });
});
