import { describe, expect, it } from "vitest";
import { NavigationError, safeNavigationTarget, sameSitePath } from "./safe-target";

const origin = "https://www.voltline.example";

describe("R16 safe navigation target", () => {
  it("R16 resolves relative and same-origin URLs to internal paths", () => {
    expect(safeNavigationTarget("/voltline/en/products?page=2#top", { origin })).toEqual({
      kind: "internal",
      path: "/voltline/en/products?page=2#top",
    });
    expect(safeNavigationTarget("https://www.voltline.example/voltline/fr-ca", { origin })).toEqual({
      kind: "internal",
      path: "/voltline/fr-ca",
    });
  });

  it("R16 refuses an external URL without the explicit flag", () => {
    expect(() => safeNavigationTarget("https://evil.example/x", { origin })).toThrow(NavigationError);
    expect(() => safeNavigationTarget("//evil.example/x", { origin })).toThrow(NavigationError);
    expect(() => safeNavigationTarget("/\\evil.example/x", { origin })).toThrow(NavigationError);
  });

  it("R16 allows an external URL with the explicit flag", () => {
    expect(safeNavigationTarget("https://partner.example/a?b=1", { origin, allowExternal: true })).toEqual({
      kind: "external",
      url: "https://partner.example/a?b=1",
    });
  });

  it.each([
    "javascript:alert(1)",
    "JavaScript:alert(1)",
    "  javascript:alert(1)",
    "java\tscript:alert(1)",
    "jav\nascript:alert(1)",
    "data:text/html,<script>alert(1)</script>",
    " DATA:text/html;base64,PHNjcmlwdD4=",
    "VBScript:msgbox(1)",
  ])("R16 always refuses %j, even with the external flag", (url) => {
    expect(() => safeNavigationTarget(url, { origin, allowExternal: true })).toThrow(NavigationError);
  });

  it("R16 sameSitePath returns undefined for anything not same-site", () => {
    expect(sameSitePath("/voltline/en", origin)).toBe("/voltline/en");
    expect(sameSitePath("https://evil.example", origin)).toBeUndefined();
    expect(sameSitePath("javascript:alert(1)", origin)).toBeUndefined();
  });
});
