import { describe, expect, it } from "vitest";
import { highlightParts, moveActive, searchPageHref, suggestRequest, suggestRequests, toCategorySuggestions, toSuggestionGroups, toSuggestions, type SuggestContext } from "./suggestions";

const context: SuggestContext = {
  brandDirectory: "voltline",
  locale: "fr-ca",
  assortment: { algoliaBrands: ["Voltline"], salesOrgs: ["CA01"], owningDivisions: ["WD", "LC"] },
};
const PRODUCT_FILTERS = '(algoliaBrands:"Voltline") AND (salesOrgs:"CA01") AND (owningDivisions:"WD" OR owningDivisions:"LC")';

describe("header search suggestions (S3)", () => {
  it("asks for four highlighted products of the brand, one per family, with their categories; nothing for a one-letter query", () => {
    expect(suggestRequest(" p ", context)).toBeUndefined();
    expect(suggestRequest("prise\u0000  20 A", context)).toMatchObject({
      indexName: "products_fr-ca",
      query: "prise 20 A",
      hitsPerPage: 4,
      distinct: true,
      facets: ["Categories.lvl2", "Categories.lvl1"],
      filters: PRODUCT_FILTERS,
      clickAnalytics: true,
    });
    expect(suggestRequest("x".repeat(500), context)!.query).toHaveLength(200);
  });

  it("turns hits into product links with name and catalog number highlighted", () => {
    const request = suggestRequest("recep", context)!;
    const tag = (text: string) => `${request.highlightPreTag}${text}${request.highlightPostTag}`;
    const [first, second] = toSuggestions(
      {
        queryID: "q1",
        hits: [
          { objectID: "123", name: "Duplex Receptacle <b>", slug: "duplex-receptacle", catalogNumber: "R-15", _highlightResult: { name: { value: `Duplex ${tag("Recep")}tacle <b>`, matchLevel: "partial", matchedWords: ["recep"] } } },
          { objectID: "456", name: "Plate", catalogNumber: "P-1" },
          { objectID: "789" },
        ],
      },
      context,
    );
    expect(first).toMatchObject({ id: "123", href: "/voltline/fr-ca/products/duplex-receptacle/p/123", label: "Duplex Receptacle <b>, R-15", queryID: "q1", position: 1 });
    expect(first!.name).toEqual([
      { text: "Duplex ", highlighted: false },
      { text: "Recep", highlighted: true },
      { text: "tacle <b>", highlighted: false },
    ]);
    expect(second!.name).toEqual([{ text: "Plate", highlighted: false }]);
  });

  it("keeps unbalanced tags as text", () => {
    expect(highlightParts("a<ais-suggest>b")).toEqual([{ text: "a<ais-suggest>b", highlighted: false }]);
  });

  it("links the search page with the query", () => {
    expect(searchPageHref("/voltline/en/search", " 20 A & up ")).toBe("/voltline/en/search?q=20+A+%26+up");
    expect(searchPageHref("/voltline/en/search", "  ")).toBe("/voltline/en/search");
  });

  it("moves through options with the arrows, wrapping, and stays put on other keys", () => {
    expect(moveActive(-1, 6, "ArrowDown")).toBe(0);
    expect(moveActive(5, 6, "ArrowDown")).toBe(0);
    expect(moveActive(-1, 6, "ArrowUp")).toBe(5);
    expect(moveActive(0, 6, "ArrowUp")).toBe(5);
    expect(moveActive(2, 6, "Enter")).toBe(2);
    expect(moveActive(-1, 0, "ArrowDown")).toBe(-1);
  });

  const withSuggestions: SuggestContext = {
    ...context,
    querySuggestions: true,
    searchPath: "/voltline/fr-ca/search",
  };

  it("S3 asks the query suggestions index (brand-filtered) and the products index in one call", () => {
    const requests = suggestRequests("recepticle", withSuggestions);
    expect(requests.map((r) => r.indexName)).toEqual(["products_fr-ca_query_suggestions", "products_fr-ca"]);
    expect(requests[0]).toMatchObject({ query: "recepticle", filters:
        '(products_fr-ca.facets.exact_matches.algoliaBrands.value:"Voltline") AND (products_fr-ca.facets.exact_matches.salesOrgs.value:"CA01") AND ' +
        '(products_fr-ca.facets.exact_matches.owningDivisions.value:"WD" OR products_fr-ca.facets.exact_matches.owningDivisions.value:"LC")', hitsPerPage: 4, attributesToHighlight: ["query"] });
    expect(suggestRequests("r", withSuggestions)).toEqual([]);
    expect(suggestRequests("recepticle", context).map((r) => r.indexName)).toEqual(["products_fr-ca"]);
  });

  it("S3 builds query, category and product groups; the typed query is not suggested back", () => {
    const groups = toSuggestionGroups(
      [
        { hits: [{ objectID: "receptacles", query: "receptacles" }, { objectID: "recepticle", query: "recepticle" }, { objectID: "x" }] },
        {
          queryID: "q9",
          hits: [{ objectID: "1", name: "Prise duplex", catalogNumber: "R-1", slug: "prise-duplex" }],
          facets: { "Categories.lvl2": { "Dispositifs > Prises > Prises DDFT": 3 }, "Categories.lvl1": { "Dispositifs > Prises": 9, "Dispositifs > Plaques": 2 } },
        },
      ],
      "Recepticle",
      withSuggestions,
    );
    expect(groups.queries.map((q) => [q.query, q.href])).toEqual([["receptacles", "/voltline/fr-ca/search?q=receptacles"]]);
    // A parent of a category shown is not shown again.
    expect(groups.categories.map((c) => [c.name, c.parent, c.href])).toEqual([
      ["Prises DDFT", "Dispositifs > Prises", "/voltline/fr-ca/search?cat=Dispositifs+%3E+Prises+%3E+Prises+DDFT"],
      ["Plaques", "Dispositifs", "/voltline/fr-ca/search?cat=Dispositifs+%3E+Plaques"],
    ]);
    expect(groups.products).toMatchObject([{ id: "1", queryID: "q9", href: "/voltline/fr-ca/products/prise-duplex/p/1" }]);
  });

  it("S3 shows at most three categories, most matches first", () => {
    const facets = { "Categories.lvl2": { "A > B > C": 1, "A > B > D": 5, "A > E > F": 3, "A > E > G": 2 } };
    expect(toCategorySuggestions(facets, "/s").map((c) => c.name)).toEqual(["D", "F", "G"]);
    expect(toCategorySuggestions(undefined, "/s")).toEqual([]);
  });
});
