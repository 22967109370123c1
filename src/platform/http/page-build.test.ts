import { describe, expect, it } from "vitest";
import { rememberPageBuild, withPageBuild } from "./page-build";

describe("withPageBuild (U3)", () => {
  it("adds the build to an address with or without a query, encoded", () => {
    expect(withPageBuild("/api/messages/fr-ca/lists", "abc-123")).toBe("/api/messages/fr-ca/lists?build=abc-123");
    expect(withPageBuild("/api/recommendations/product?brand=voltline&locale=en&id=1", "abc")).toBe("/api/recommendations/product?brand=voltline&locale=en&id=1&build=abc");
    expect(withPageBuild("/api/x", "a b/c")).toBe("/api/x?build=a%20b%2Fc");
  });

  it("leaves the address as it is while the page's build is unknown, then uses the first build recorded", () => {
    expect(withPageBuild("/voltline/en/megamenu.json")).toBe("/voltline/en/megamenu.json");
    rememberPageBuild(undefined);
    rememberPageBuild("");
    expect(withPageBuild("/voltline/en/megamenu.json")).toBe("/voltline/en/megamenu.json");
    rememberPageBuild("first");
    rememberPageBuild("second");
    expect(withPageBuild("/voltline/en/megamenu.json")).toBe("/voltline/en/megamenu.json?build=first");
  });
});
