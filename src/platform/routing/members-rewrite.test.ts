import { describe, expect, it } from "vitest";
import { membersRewrite, protectedPageKey } from "./members-rewrite";

describe("pages that need an account (C6)", () => {
  const pages = new Set([protectedPageKey("voltline", "pro-resources"), protectedPageKey("voltline", "support/pro price sheets")]);

  it("serves a protected page's public path from the per-request members route", () => {
    expect(membersRewrite("/voltline/fr-ca/pro-resources", pages)).toBe("/voltline/fr-ca/members/pro-resources");
    expect(membersRewrite("/voltline/en/pro-resources/", pages)).toBe("/voltline/en/members/pro-resources");
    expect(membersRewrite("/voltline/en/support/pro%20price%20sheets", pages)).toBe("/voltline/en/members/support/pro%20price%20sheets");
  });

  it("leaves every other path alone: other brands, other pages, the home page, malformed escapes", () => {
    for (const path of ["/voltline-canada/en/pro-resources", "/voltline/en/about", "/voltline/en", "/voltline/en/pro-resources/more", "/voltline/en/%E0%A4%A", "/"]) {
      expect(membersRewrite(path, pages)).toBeUndefined();
    }
    expect(membersRewrite("/voltline/en/pro-resources", undefined)).toBeUndefined();
  });
});
