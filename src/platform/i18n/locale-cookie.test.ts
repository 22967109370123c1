import { describe, expect, it } from "vitest";
import { hasLocaleCookie, localeCookie } from "./locale-cookie";

describe("locale cookie (L1)", () => {
  it("lasts 365 days on path / with SameSite lax", () => {
    expect(localeCookie("fr-ca", false)).toBe("i18n_redirected=fr-ca; Path=/; Max-Age=31536000; SameSite=Lax");
    expect(localeCookie("en", true)).toMatch(/; Secure$/);
  });

  it("is not rewritten when it already holds the locale", () => {
    expect(hasLocaleCookie("a=1; i18n_redirected=es-mx", "es-mx")).toBe(true);
    expect(hasLocaleCookie("i18n_redirected=en", "es-mx")).toBe(false);
  });
});
