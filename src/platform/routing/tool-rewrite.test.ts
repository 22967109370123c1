import { describe, expect, it } from "vitest";
import { publicToolPath, toolAsked, toolProductContext, toolRewrite } from "./tool-rewrite";
import { isReservedPageSlug } from "./reserved-slugs";

const q = (text: string) => new URLSearchParams(text);

describe("tool pages rendered per request for their query (issue 16, F6)", () => {
  it("sends a CMS page path with a tool query to the per-request route, query and all", () => {
    expect(toolRewrite("/voltline/en/where-to-buy", q("q=60601&radius=25"))).toBe("/voltline/en/tools/where-to-buy?q=60601&radius=25");
    expect(toolRewrite("/voltline/fr-ca/support/where-to-buy/", q("lat=45.5&lng=-73.6"))).toBe("/voltline/fr-ca/tools/support/where-to-buy?lat=45.5&lng=-73.6");
    // Find a Sales Contact's market and state / province (F5).
    expect(toolRewrite("/voltline/es-mx/sales-contact", q("market=industrial&region=MX-JAL"))).toBe("/voltline/es-mx/tools/sales-contact?market=industrial&region=MX-JAL");
    // An empty search is still a search: the page says what to enter.
    expect(toolRewrite("/voltline/en/where-to-buy", q("q="))).toBe("/voltline/en/tools/where-to-buy?q=");
    // F4: a cross reference's long list travels compressed in `list`.
    expect(toolRewrite("/voltline/es-mx/cross-reference", q("list=q1YKMzE1"))).toBe("/voltline/es-mx/tools/cross-reference?list=q1YKMzE1");
  });

  it("leaves pages without a tool query, the home page and app routes alone", () => {
    expect(toolRewrite("/voltline/en/where-to-buy", q("utm_source=mail"))).toBeUndefined();
    expect(toolRewrite("/voltline/en", q("q=60601"))).toBeUndefined();
    expect(toolRewrite("/voltline/en/search", q("q=gfci"))).toBeUndefined();
    expect(toolRewrite("/voltline/en/products/wiring-devices/c/wiring-devices", q("q=x"))).toBeUndefined();
    expect(toolRewrite("/voltline/en/%E0%A4%A", q("q=x"))).toBeUndefined();
    expect(toolRewrite("/voltline/en/tools/where-to-buy", q("q=x"))).toBeUndefined();
  });

  it("reserves its segment and gives an internal path's public address", () => {
    expect(isReservedPageSlug("tools/where-to-buy")).toBe(true);
    expect(publicToolPath("/voltline/en/tools/where-to-buy", q("q=60601"))).toBe("/voltline/en/where-to-buy?q=60601");
    expect(publicToolPath("/voltline/en/where-to-buy", q("q=60601"))).toBeUndefined();
  });

  it("a product page's context (`product`) is rendered per request but asks the tool nothing (F4, F5 from the product page)", () => {
    expect(toolRewrite("/voltline/en/sales-contact", q("product=1022569"))).toBe("/voltline/en/tools/sales-contact?product=1022569");
    expect(toolAsked({ product: "1022569" })).toBe(false);
    expect(toolAsked({ product: "1022569", market: "industrial" })).toBe(true);
    expect(toolAsked({ q: "" })).toBe(true);
    expect(toolProductContext({ product: "1022569" })).toBe("1022569");
    expect(toolProductContext({ product: ["1022569", "2"] })).toBe("1022569");
    for (const bad of ["", "abc", "1".repeat(13), "12 3", "../1"]) expect(toolProductContext({ product: bad }), bad).toBeUndefined();
    expect(toolProductContext({})).toBeUndefined();
  });
});
