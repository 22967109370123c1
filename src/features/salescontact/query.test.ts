import { describe, expect, it } from "vitest";
import { brandMarkets, marketKey } from "./markets";
import { parseSalesContactQuery, salesContactHref } from "./query";

const markets = brandMarkets(["Commercial", "Industrial", "Residential", "Utility"]);
const options = { markets, countries: ["US", "CA", "MX"] as const };
const parse = (search: string, opts: Parameters<typeof parseSalesContactQuery>[1] = { ...options, countries: [...options.countries] }) => parseSalesContactQuery(new URLSearchParams(search), opts);

describe("markets of the brand's selection (F5, B6)", () => {
  it("keys each market by its name folded, each once, in the CMS's order", () => {
    expect(marketKey("Electrical Distribution")).toBe("electrical-distribution");
    expect(marketKey(" OEM ")).toBe("oem");
    expect(marketKey("Résidentiel")).toBe("residentiel");
    expect(marketKey("<>")).toBe("");
    expect(brandMarkets(["Residential", "residential", "", "OEM"])).toEqual([{ key: "residential", name: "Residential" }, { key: "oem", name: "OEM" }]);
  });
});

describe("sales contact query (F5)", () => {
  it("reads a market and a postal code or place, or a state / province", () => {
    expect(parse("market=industrial&q=43219")).toEqual({ market: "industrial", text: "43219", problems: [] });
    expect(parse("market=utility&region=CA-QC")).toEqual({ market: "utility", text: "", region: { country: "CA", region: "QC" }, problems: [] });
    expect(parse("market=commercial&q=%20Columbus,%0A%20OH%20")).toEqual({ market: "commercial", text: "Columbus, OH", problems: [] });
  });

  it("names an unknown market, an unknown state and a location too long, and keeps the rest", () => {
    expect(parse("market=aerospace&q=43219")).toEqual({ text: "43219", problems: ["unknownMarket"] });
    expect(parse("market=%3Cscript%3E&region=US-XX")).toEqual({ text: "", problems: ["unknownMarket", "unknownRegion"] });
    expect(parse("market=commercial&region=BR-SP")).toEqual({ market: "commercial", text: "", problems: ["unknownRegion"] });
    expect(parse(`market=commercial&q=${"x".repeat(101)}`)).toEqual({ market: "commercial", text: "", problems: ["tooLong"] });
    expect(parse(`q=${"x".repeat(100_000)}&region=US-OH`).problems).toEqual(["tooLong"]);
    expect(parse(`q=${"x".repeat(100_000)}&region=US-OH`).region).toEqual({ country: "US", region: "OH" });
  });

  it("takes a brand's only market without asking, and reads a repeated parameter once", () => {
    expect(parse("q=60601", { markets: brandMarkets(["Residential"]), countries: ["US", "CA", "MX"] }).market).toBe("residential");
    expect(parse("q=60601").market).toBeUndefined();
    expect(parseSalesContactQuery({ market: ["industrial", "utility"], q: ["1", "2"] }, { ...options, countries: [...options.countries] })).toEqual({ market: "industrial", text: "1", problems: [] });
  });

  it("writes a shareable address: a typed location before a chosen one", () => {
    expect(salesContactHref("/voltline/en/sales-contact", { market: "industrial", text: "43219" })).toBe("/voltline/en/sales-contact?market=industrial&q=43219");
    expect(salesContactHref("/voltline/en/sales-contact", { market: "industrial", region: { country: "MX", region: "HID" } })).toBe("/voltline/en/sales-contact?market=industrial&region=MX-HID");
    expect(salesContactHref("/voltline/en/sales-contact", {})).toBe("/voltline/en/sales-contact");
  });
});
