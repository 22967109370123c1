import { describe, expect, it } from "vitest";
import { COUNTRY_CODES, countryName, countryOptions, isCountryCode } from "./countries";
import { isRegionOf, regionOptions } from "./regions";

describe("country list (issue 13)", () => {
  it("has the ~250 ISO countries, United States, Canada and Mexico first", () => {
    expect(COUNTRY_CODES.length).toBeGreaterThanOrEqual(249);
    for (const locale of ["en", "fr-ca", "es-mx"] as const) {
      const options = countryOptions(locale);
      expect(options).toHaveLength(COUNTRY_CODES.length);
      expect(options.slice(0, 3).map((o) => o.code)).toEqual(["US", "CA", "MX"]);
    }
  });

  it("names countries in the page's language, sorted with its collation", () => {
    expect(countryOptions("en")[0]?.name).toBe("United States");
    expect(countryOptions("fr-ca")[0]?.name).toBe("États-Unis");
    expect(countryOptions("es-mx")[2]?.name).toBe("México");
    const fr = countryOptions("fr-ca").slice(3).map((o) => o.name);
    // É sorts with E in French, not after Z.
    expect(fr.indexOf("Égypte")).toBeLessThan(fr.indexOf("Espagne"));
    expect(fr.indexOf("Égypte")).toBeGreaterThan(fr.indexOf("Danemark"));
  });

  it("knows the codes", () => {
    expect(isCountryCode("FR")).toBe(true);
    expect(isCountryCode("fr")).toBe(false);
    expect(isCountryCode("ZZ")).toBe(false);
  });
});

describe("states and provinces (issue 13)", () => {
  it("lists the US states, DC and territories, Canada's 13 and Mexico's 32", () => {
    expect(regionOptions("US", "en")).toHaveLength(56);
    expect(regionOptions("CA", "en")).toHaveLength(13);
    expect(regionOptions("MX", "es-mx")).toHaveLength(32);
    expect(regionOptions("FR", "en")).toEqual([]);
  });

  it("names them in the page's language", () => {
    const name = (country: string, code: string, locale: "en" | "fr-ca" | "es-mx") => regionOptions(country, locale).find((r) => r.code === code)?.name;
    expect(name("CA", "QC", "fr-ca")).toBe("Québec");
    expect(name("CA", "QC", "en")).toBe("Quebec");
    expect(name("US", "NM", "es-mx")).toBe("Nuevo México");
    expect(name("MX", "CMX", "en")).toBe("Mexico City");
  });

  it("checks a region against its country", () => {
    expect(isRegionOf("CA", "QC")).toBe(true);
    expect(isRegionOf("US", "QC")).toBe(false);
    expect(isRegionOf("FR", "anything")).toBe(true);
  });

  it("names a country in each language, the same again and again (countryName)", () => {
    expect([countryName("MX", "en"), countryName("MX", "fr-ca"), countryName("MX", "es-mx")]).toEqual(["Mexico", "Mexique", "México"]);
    expect(countryName("US", "fr-ca")).toBe("États-Unis");
    expect(countryName("MX", "en")).toBe("Mexico");
  });
});
