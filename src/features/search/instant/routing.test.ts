import { describe, expect, it } from "vitest";
import { searchHref } from "../page/search-state";
import { parseSearchLocation, routeToUiState, uiStateToRoute } from "./routing";

describe("search URL <-> InstantSearch uiState (S1)", () => {
  it("maps every URL parameter to the products index's uiState", () => {
    const route = parseSearchLocation("?q=duplex+receptacle&cat=Wiring+Devices+%3E+Receptacles+%3E+Duplex&f.colour=Ivory&f.colour=Red&sort=name_asc&page=3");
    expect(routeToUiState(route, "fr-ca")).toEqual({
      "products_fr-ca": {
        query: "duplex receptacle",
        page: 3,
        sortBy: "products_fr-ca_name_asc",
        hierarchicalMenu: { "Categories.lvl0": ["Wiring Devices", "Receptacles", "Duplex"] },
        refinementList: { "attributes.colour": ["Ivory", "Red"] },
      },
    });
  });

  it("maps uiState back to the same URL, page 1 and relevance left out", () => {
    const url = "/voltline/en/search?q=plate&cat=Wall+Plates&f.colour=Ivory+%26+Red&sort=newest&page=2";
    const route = parseSearchLocation(new URL(url, "http://x").search);
    expect(searchHref("/voltline/en/search", uiStateToRoute(routeToUiState(route, "en"), "en"))).toBe(url);
    expect(searchHref("/b/en/search", uiStateToRoute({ products_en: { query: "x", page: 1, sortBy: "products_en" } }, "en"))).toBe("/b/en/search?q=x");
  });

  it("drops what the URL cannot carry: other indices, non-attribute facets, empty values, junk sorts", () => {
    const route = uiStateToRoute(
      {
        products_en: {
          query: "  ",
          refinementList: { "attributes.grade": [], algoliaBrands: ["Other"], "attributes.amperage": ["20 A"] },
          hierarchicalMenu: { "Categories.lvl0": ["A", "B", "C", "D"] },
          sortBy: "products_en_secret",
        },
        content_en: { query: "warranty" },
      },
      "en",
    );
    expect(route).toEqual({ query: "", page: 1, refinements: { amperage: ["20 A"] } });
  });

  it("rejects junk sorts and attribute names from the URL instead of passing them on", () => {
    const parsed = parseSearchLocation("?q=x&sort=price_desc&f.__proto__=y&f.a%20b=z");
    expect(parsed.sort).toBeUndefined();
    expect(parsed.refinements).toEqual({});
    expect(parsed.rejected).toEqual(expect.arrayContaining(["sort", "f.a b"]));
  });
});
