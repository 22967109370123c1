import { describe, expect, it } from "vitest";
import { BRAND_ASSORTMENTS } from "@/features/catalog/assortment";
import type { SearchResult } from "../model";
import { attributeFacets, categoryFacet, highlightSegments, planSearch, HIGHLIGHT_POST, HIGHLIGHT_PRE } from "./search-requests";

const homestyle = BRAND_ASSORTMENTS.homestyle!;
const result = (facets: SearchResult["facets"]): SearchResult => ({ hits: [], nbHits: 0, page: 0, nbPages: 0, hitsPerPage: 0, facets, exhaustiveNbHits: true, processingTimeMS: 0, query: "", params: "", index: "products_en" });

describe("search page requests (S1, B6)", () => {
  it("B6 always narrows every request to the brand's assortment", () => {
    const plan = planSearch({ query: "plate", page: 2, refinements: {} }, "products_en", homestyle);
    expect(plan.requests).toHaveLength(2);
    for (const request of plan.requests) {
      expect(request.facetFilters).toEqual(expect.arrayContaining([["algoliaBrands:Homestyle"], ["salesOrgs:US01"], ["owningDivisions:WD", "owningDivisions:LC"]]));
    }
    expect(plan.requests[0]).toMatchObject({ indexName: "products_en", query: "plate", page: 1, hitsPerPage: 24 });
  });

  it("S1 asks disjunctive counts: lvl1 under the refined root, each refined attribute without its own filter", () => {
    const plan = planSearch({ query: "", page: 1, category: "Wiring Devices > Receptacles", refinements: { colour: ["Ivory", "Red"], amperage: ["20 A"] } }, "products_en", homestyle);
    expect(plan.requests[0]!.facetFilters).toEqual(expect.arrayContaining(["Categories.lvl1:Wiring Devices > Receptacles", ["attributes.colour:Ivory", "attributes.colour:Red"], ["attributes.amperage:20 A"]]));
    expect(plan.requests[1]!.facetFilters).not.toContain("Categories.lvl1:Wiring Devices > Receptacles");
    expect(plan.requests[plan.lvl1At!]!.facetFilters).toContain("Categories.lvl0:Wiring Devices");
    const colour = plan.requests[plan.attributeAt.colour!]!;
    expect(colour.facets).toEqual(["attributes.colour"]);
    expect(colour.facetFilters).toContainEqual(["attributes.amperage:20 A"]);
    expect(colour.facetFilters).not.toContainEqual(["attributes.colour:Ivory", "attributes.colour:Red"]);
  });

  it("S1 builds the category tree and picks refined facets, then those with the most values", () => {
    const state = { query: "", page: 1, category: "Wiring Devices", refinements: { grade: ["Commercial"] } };
    const plan = planSearch(state, "products_en", homestyle);
    const results = [
      result({ "attributes.colour": { Ivory: 5, Red: 2, White: 1 }, "attributes.volts": { "120 V": 3, "250 V": 1 }, "attributes.only": { x: 8 }, "attributes.grade": { Commercial: 8 }, "attributes.finish": { a: 1, b: 1 } }),
      result({ "Categories.lvl0": { "Wall Plates": 4, "Wiring Devices": 9 } }),
      result({ "Categories.lvl1": { "Wiring Devices > Switches": 3, "Wiring Devices > Receptacles": 6 } }),
      result({ "attributes.grade": { Commercial: 8, Specification: 4 } }),
    ];
    const tree = categoryFacet(plan, results, state);
    expect(tree.lvl0.map((v) => [v.value, v.count, v.selected])).toEqual([["Wiring Devices", 9, true], ["Wall Plates", 4, false]]);
    expect(tree.lvl0[0]!.children.map((c) => c.value)).toEqual(["Wiring Devices > Receptacles", "Wiring Devices > Switches"]);
    const facets = attributeFacets(plan, results, state);
    expect(facets.map((f) => f.key)).toEqual(["grade", "colour", "finish"]);
    expect(facets[0]!.values).toEqual([{ value: "Commercial", count: 8, selected: true }, { value: "Specification", count: 4, selected: false }]);
  });

  it("S1 turns only the engine's highlight tags into marks; everything else stays text", () => {
    const name = `<img src=x onerror=alert(1)> ${HIGHLIGHT_PRE}Recep${HIGHLIGHT_POST}tacle <em>x</em>`;
    expect(highlightSegments(name)).toEqual([
      { text: "<img src=x onerror=alert(1)> ", highlighted: false },
      { text: "Recep", highlighted: true },
      { text: "tacle <em>x</em>", highlighted: false },
    ]);
    expect(highlightSegments(`a ${HIGHLIGHT_PRE}unclosed`)).toEqual([{ text: `a ${HIGHLIGHT_PRE}unclosed`, highlighted: false }]);
    expect(highlightSegments("")).toEqual([]);
  });
});
