import { describe, expect, it } from "vitest";
import {
  ACCOUNT_HINT_ATTRIBUTE,
  ACCOUNT_HINT_SCRIPT,
  accountTokenFromCookies,
  localeOfPath,
  providerUiLocale,
  returnPathOrHome,
  withSignInNotice,
} from "./session";

const origin = "https://www.voltline.example";

describe("A1 S5 the account's events token in the readable cookie", () => {
  it("is read from the readable cookie only when it is a valid token", () => {
    expect(accountTokenFromCookies("_ALGOLIA=anonymous-1; vl_account=account-0123abcd")).toBe("account-0123abcd");
    expect(accountTokenFromCookies("_ALGOLIA=anonymous-1")).toBeUndefined();
    expect(accountTokenFromCookies("vl_account=%3Cscript%3E")).toBeUndefined();
    expect(accountTokenFromCookies("vl_account=%E0%A4%A")).toBeUndefined();
  });
});

describe("A1 A2 where sign-in and sign-out come back to", () => {
  it("keeps a same-site path and query", () => {
    expect(returnPathOrHome("/voltline/fr-ca/products?page=2", origin)).toBe("/voltline/fr-ca/products?page=2");
  });

  it.each([null, "", "https://evil.example/x", "//evil.example/x", "/\\evil.example", "javascript:alert(1)", "voltline/en"])("refuses %s for the fallback", (candidate) => {
    expect(returnPathOrHome(candidate, origin, "/voltline/en")).toBe("/voltline/en");
  });

  it("adds a sign-in notice to the path, replacing an earlier one", () => {
    expect(withSignInNotice("/voltline/en/search?q=gfci", "failed")).toBe("/voltline/en/search?q=gfci&signin=failed");
    expect(withSignInNotice("/voltline/en?signin=failed", "unavailable")).toBe("/voltline/en?signin=unavailable");
  });
});

describe("A1 the identity provider's language", () => {
  it("is the auth code of the page's locale, English otherwise", () => {
    expect(providerUiLocale(localeOfPath("/voltline/fr-ca/products?x=1"))).toBe("fr");
    expect(providerUiLocale(localeOfPath("/fastconnect/es-mx"))).toBe("es");
    expect(providerUiLocale(localeOfPath("/voltline/en"))).toBe("en");
    expect(providerUiLocale(localeOfPath("/voltline/de-de/products"))).toBe("en");
    expect(providerUiLocale(localeOfPath("/"))).toBe("en");
  });
});

describe("account hint script (A1: no 'Sign in' flash for a signed-in visitor)", () => {
  function run(cookie: string): boolean {
    const attributes = new Map<string, string>();
    const document = { cookie, documentElement: { setAttribute: (name: string, value: string) => attributes.set(name, value) } };
    new Function("document", ACCOUNT_HINT_SCRIPT)(document);
    return attributes.has(ACCOUNT_HINT_ATTRIBUTE);
  }

  it("marks the page only when the account cookie holds an account token", () => {
    expect(run("i18n_redirected=en; vl_account=account-0123456789abcdef0123456789abcdef01234567")).toBe(true);
    expect(run("vl_account=account-0123456789abcdef0123456789abcdef01234567")).toBe(true);
    expect(run("i18n_redirected=en")).toBe(false);
    expect(run("xvl_account=account-1; other=1")).toBe(false);
    expect(run("vl_account=anonymous-1")).toBe(false);
  });
});
