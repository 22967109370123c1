import { describe, expect, it } from "vitest";
import { returnPathOf } from "./page";
import { providerAccountLinks } from "./provider-links";
import { accountPath, showsAccount, showsLists, visibleSections } from "../area";
import { addressLines } from "../addresses/model";

describe("account area addresses and flags (A3-A6, B4, B5)", () => {
  it("builds the area's paths", () => {
    expect(accountPath("voltline", "fr-ca")).toBe("/voltline/fr-ca/my-account");
    expect(accountPath("voltline", "en", "orders", "Q-7K3M-9QXA")).toBe("/voltline/en/my-account/orders/Q-7K3M-9QXA");
    expect(accountPath("voltline", "en", "address-book", "../x")).toBe("/voltline/en/my-account/address-book/..%2Fx");
  });

  it("shows the account where the brand says so and is not redacted; lists only with the account", () => {
    expect(showsAccount({ showMyAccount: true, showMyLists: true, redacted: false })).toBe(true);
    expect(showsAccount({ showMyAccount: true, showMyLists: true, redacted: true })).toBe(false);
    expect(showsAccount({ showMyAccount: false, showMyLists: true, redacted: false })).toBe(false);
    expect(showsLists({ showMyAccount: false, showMyLists: true, redacted: false })).toBe(false);
    expect(visibleSections({ showMyAccount: true, showMyLists: false, redacted: false })).toEqual(["profile", "address-book", "orders"]);
    expect(visibleSections({ showMyAccount: true, showMyLists: true, redacted: false })).toEqual(["profile", "lists", "address-book", "orders"]);
  });

  it("C6 comes back to the page with its query, repeated parameters kept", () => {
    expect(returnPathOf("/voltline/en/my-account/orders")).toBe("/voltline/en/my-account/orders");
    expect(returnPathOf("/voltline/en/my-account/orders", { from: "mail", tag: ["a", "b"], none: undefined })).toBe("/voltline/en/my-account/orders?from=mail&tag=a&tag=b");
  });

  it("A3 links to the provider's own pages only when configured, in the page's language", () => {
    expect(providerAccountLinks("fr", {})).toEqual({});
    expect(providerAccountLinks("fr", { OIDC_ACCOUNT_URL: "https://id.example/realms/v/account" })).toEqual({
      email: "https://id.example/realms/v/account?ui_locales=fr",
      password: "https://id.example/realms/v/account?ui_locales=fr",
    });
    expect(providerAccountLinks("es", { OIDC_ACCOUNT_URL: "https://id.example/account", OIDC_PASSWORD_URL: "https://id.example/password?ui_locales=en" })).toEqual({
      email: "https://id.example/account?ui_locales=es",
      password: "https://id.example/password?ui_locales=en",
    });
    expect(providerAccountLinks("en", { OIDC_ACCOUNT_URL: "javascript:alert(1)" })).toEqual({});
  });

  it("A5 writes an address the way its country does", () => {
    const names = { country: (code: string) => ({ US: "United States", CA: "Canada", MX: "Mexico", FR: "France" })[code] ?? code, region: (_: string, code: string) => ({ JAL: "Jalisco" })[code as "JAL"] ?? code };
    const base = { recipient: "Dana Whitfield", company: "", line1: "120 Main St", line2: "" };
    expect(addressLines({ ...base, city: "Columbus", region: "OH", postalCode: "43215", country: "US" }, names)).toEqual(["Dana Whitfield", "120 Main St", "Columbus, OH 43215", "United States"]);
    expect(addressLines({ ...base, company: "Gagnon inc.", city: "Montréal", region: "QC", postalCode: "H2X 1Y4", country: "CA" }, names)).toEqual(["Dana Whitfield", "Gagnon inc.", "120 Main St", "Montréal (QC) H2X 1Y4", "Canada"]);
    expect(addressLines({ ...base, city: "Guadalajara", region: "JAL", postalCode: "44100", country: "MX" }, names)).toEqual(["Dana Whitfield", "120 Main St", "44100 Guadalajara, Jalisco", "Mexico"]);
    expect(addressLines({ ...base, line2: "Bât. B", city: "Paris", region: "", postalCode: "75001", country: "FR" }, names)).toEqual(["Dana Whitfield", "120 Main St", "Bât. B", "75001 Paris", "France"]);
  });
});
