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

  it("issue 3 maps r.<key>=min:max to the range widget's uiState of numericAttributes.<key> and back to the same URL", () => {
    const url = "/voltline/en/search?q=plug&f.colour=Ivory&r.amperage=15%3A20&r.operatingTempMin=%3A-20&r.weight=0.5%3A";
    const route = parseSearchLocation(new URL(url, "http://x").search);
    const ui = routeToUiState(route, "en");
    expect(ui.products_en?.range).toEqual({ "numericAttributes.amperage": "15:20", "numericAttributes.operatingTempMin": ":-20", "numericAttributes.weight": "0.5:" });
    expect(searchHref("/voltline/en/search", uiStateToRoute(ui, "en"))).toBe(url);
  });

  it("issue 3 reads ranges InstantSearch writes (bounds joined by a colon) and drops junk ones", () => {
    const route = uiStateToRoute(
      { products_en: { range: { "numericAttributes.amperage": "20:15", "numericAttributes.weight": "abc:", amperage: "1:2", "numericAttributes.a b": "1:2", "numericAttributes.poles": ":" } } },
      "en",
    );
    expect(route).toEqual({ query: "", page: 1, refinements: {}, ranges: { amperage: { min: 15, max: 20 } } });
    expect(routeToUiState({ query: "", page: 1, refinements: {} }, "en").products_en).not.toHaveProperty("range");
  });

  it("issue 3 ignores a junk range in the address with the others, never passing it on", () => {
    const parsed = parseSearchLocation("?r.amperage=lots&r.weight=1%3A2");
    expect(parsed.ranges).toEqual({ weight: { min: 1, max: 2 } });
    expect(parsed.rejected).toEqual(["r.amperage"]);
  });
});
