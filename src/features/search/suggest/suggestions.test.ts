import { describe, expect, it } from "vitest";
import { highlightParts, moveActive, searchPageHref, suggestRequest, toSuggestions, type SuggestContext } from "./suggestions";

const context: SuggestContext = { brandDirectory: "voltline", locale: "fr-ca", indexName: "products_fr-ca", filters: '(algoliaBrands:"Voltline")' };

describe("header search suggestions (S3)", () => {
  it("asks for five highlighted products of the brand, and nothing for a one-letter query", () => {
    expect(suggestRequest(" p ", context)).toBeUndefined();
    expect(suggestRequest("prise\u0000  20 A", context)).toMatchObject({ indexName: "products_fr-ca", query: "prise 20 A", hitsPerPage: 5, filters: context.filters, clickAnalytics: true });
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
});
